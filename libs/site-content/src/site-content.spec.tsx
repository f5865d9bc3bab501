import { act, render, screen } from '@testing-library/react';
import { writePageData } from '@icast/api-client/testing';
import { DEFAULT_SITE_CONTENT, SITE } from '@icast/content';
import { SITE_CONTENT_ELEMENT_ID, type SiteContent } from '@icast/contracts';
import { directionsUrl, faqVars, runningAnnouncement } from './facts';
import { preloadFirstHeroPhoto } from './hero-preload';
import { forgetSiteContent } from './site-content-store';
import { useSiteContent } from './useSiteContent';

const edited: SiteContent = {
  ...DEFAULT_SITE_CONTENT,
  settings: { ...DEFAULT_SITE_CONTENT.settings, phones: ['0701 234 5678'] },
};

function Phone({ label }: { label: string }) {
  const content = useSiteContent();
  return <p>{`${label}: ${content.settings.phones.join(', ')}`}</p>;
}

describe('useSiteContent', () => {
  let answer: () => Promise<Response>;
  const fetchMock = jest.fn(() => answer());

  beforeEach(() => {
    forgetSiteContent();
    fetchMock.mockClear();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  it('shows the published defaults at once, then the edited content, with one request for every reader', async () => {
    let respond: (response: Response) => void = () => undefined;
    answer = () => new Promise((resolve) => (respond = resolve));
    render(
      <>
        <Phone label="footer" />
        <Phone label="contacts" />
      </>,
    );
    expect(screen.getByText(`footer: ${SITE.phones.join(', ')}`)).toBeInTheDocument();
    await act(async () => respond({ ok: true, status: 200, json: () => Promise.resolve(edited) } as Response));
    expect(screen.getByText('footer: 0701 234 5678')).toBeInTheDocument();
    expect(screen.getByText('contacts: 0701 234 5678')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['/api/site-content', expect.objectContaining({ method: 'GET' })]);
  });

  it('keeps the defaults when the answer is not site content', async () => {
    answer = () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve([]) } as Response);
    render(<Phone label="footer" />);
    await act(async () => undefined);
    expect(screen.getByText(`footer: ${SITE.phones.join(', ')}`)).toBeInTheDocument();
  });

  describe('with the content written into the page', () => {
    const inPage: SiteContent = {
      ...DEFAULT_SITE_CONTENT,
      settings: { ...DEFAULT_SITE_CONTENT.settings, phones: ['0802 000 0000'] },
    };
    let readyState: DocumentReadyState;
    beforeEach(() => {
      readyState = 'interactive';
      jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    });
    afterEach(() => {
      document.getElementById(SITE_CONTENT_ELEMENT_ID)?.remove();
      jest.restoreAllMocks();
    });
    const writeIntoPage = (text: string) => writePageData(SITE_CONTENT_ELEMENT_ID, text);

    it('renders it at once, asks the API only after the page has loaded, and shows an edit made since', async () => {
      writeIntoPage(JSON.stringify(inPage));
      answer = () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(edited) } as Response);
      render(<Phone label="footer" />);
      expect(screen.getByText('footer: 0802 000 0000')).toBeInTheDocument();
      await act(async () => undefined);
      expect(fetchMock).not.toHaveBeenCalled();
      readyState = 'complete';
      await act(async () => window.dispatchEvent(new Event('load')));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.getByText('footer: 0701 234 5678')).toBeInTheDocument();
    });

    it('ignores malformed content in the page and fetches at once', async () => {
      writeIntoPage('{"settings": nope');
      answer = () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(edited) } as Response);
      render(<Phone label="footer" />);
      expect(screen.getByText(`footer: ${SITE.phones.join(', ')}`)).toBeInTheDocument();
      await act(async () => undefined);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.getByText('footer: 0701 234 5678')).toBeInTheDocument();
    });
  });

  it('keeps the defaults when the API cannot be reached', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    render(<Phone label="footer" />);
    await act(async () => undefined);
    expect(screen.getByText(`footer: ${SITE.phones.join(', ')}`)).toBeInTheDocument();
  });
});

describe('site facts', () => {
  const campus = { address: '14 Elebu Road, Ibadan', latitude: null, longitude: null };

  it('sends directions to the coordinates when set, else to the address', () => {
    expect(directionsUrl({ ...campus, latitude: 7.3457, longitude: 3.8628 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=7.3457%2C3.8628',
    );
    expect(directionsUrl(campus)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=14%20Elebu%20Road%2C%20Ibadan',
    );
  });

  it('shows an announcement only between its start and its end', () => {
    const announcement = {
      text: 'Admissions are open',
      link: '',
      linkText: '',
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-02-01T00:00:00.000Z',
    };
    expect(runningAnnouncement(announcement, Date.parse('2025-12-31T23:59:59Z'))).toBeNull();
    expect(runningAnnouncement(announcement, Date.parse('2026-01-15T00:00:00Z'))).toBe(announcement);
    expect(runningAnnouncement(announcement, Date.parse('2026-02-01T00:00:00Z'))).toBeNull();
    expect(runningAnnouncement(null)).toBeNull();
  });

  it('fills FAQ tokens with the edited facts', () => {
    const settings = { ...DEFAULT_SITE_CONTENT.settings, emails: ['office@example.ng'], academicYear: '2026-2027' };
    expect(faqVars(settings, { fee: '₦7,500', validityDays: 45 })).toEqual({
      fee: '₦7,500',
      validityDays: 45,
      academicYear: '2026-2027',
      phones: SITE.phones,
      email: 'office@example.ng',
    });
  });
});

describe('preloadFirstHeroPhoto', () => {
  it('asks for the first slide photo at the AVIF widths the page will choose, once', () => {
    const picture = { id: 'p1', width: 1920, height: 1280, widths: [400, 750, 1920], alt: 'Campus' };
    const content = { ...DEFAULT_SITE_CONTENT, heroSlides: [{ ...DEFAULT_SITE_CONTENT.heroSlides[0]!, picture }] };
    preloadFirstHeroPhoto(content, document);
    preloadFirstHeroPhoto(content, document);
    const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('type', 'image/avif');
    expect(links[0]).toHaveAttribute(
      'imagesrcset',
      '/api/images/p1/400.avif 400w, /api/images/p1/750.avif 750w, /api/images/p1/1920.avif 1920w',
    );
    expect(links[0]).toHaveAttribute('imagesizes', '100vw');
  });

  it('preloads nothing when the first slide has no photo', () => {
    document.head.innerHTML = '';
    preloadFirstHeroPhoto(DEFAULT_SITE_CONTENT, document);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
