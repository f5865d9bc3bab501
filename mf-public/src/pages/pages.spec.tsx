import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONTENT, FAQS, GALLERY_ITEMS, KINDERGARTEN_SUBJECTS } from '@icast/content';
import { forgetSiteContent } from '@icast/site-content';
import { writePageData } from '@icast/api-client/testing';
import { PAYMENT_CONFIG_ELEMENT_ID, type SchoolDownload } from '@icast/contracts';
import { installFetch, jsonResponse } from '../testing/fake-fetch';
import { renderAt } from '../testing/render-route';
import { NewsletterBox } from '../components/NewsletterBox';

beforeEach(() => {
  forgetSiteContent();
  installFetch(() => jsonResponse([]));
});

describe('/downloads', () => {
  const download = (overrides: Partial<SchoolDownload>): SchoolDownload => ({
    id: overrides.slug ?? 'x',
    slug: 'x',
    title: 'X',
    category: 'other',
    description: '',
    validFrom: null,
    bytes: 245_000,
    version: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });

  it('lists the documents by category, each at its lasting address with its size and date', async () => {
    installFetch((url) =>
      url.pathname === '/api/downloads'
        ? jsonResponse([
            download({ slug: 'uniform-list', title: 'Uniform list', category: 'uniform', validFrom: '2026-09-07' }),
            download({ slug: 'fee-schedule', title: 'Fee schedule', category: 'fees', bytes: 3_400_000 }),
          ])
        : jsonResponse([]),
    );
    await renderAt('/downloads');
    const uniform = await screen.findByRole('region', { name: 'Uniform' });
    expect(within(uniform).getByRole('link', { name: 'Uniform list' })).toHaveAttribute(
      'href',
      '/api/downloads/uniform-list.pdf',
    );
    expect(within(uniform).getByText('PDF, 239 KB, Valid from 7 September 2026')).toBeInTheDocument();
    const fees = screen.getByRole('region', { name: 'Fees' });
    expect(within(fees).getByText('PDF, 3.2 MB')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Policies' })).toBeNull();
  });

  it('says so when there is nothing yet, and shows the error when the list cannot be read', async () => {
    installFetch(() => jsonResponse([]));
    await renderAt('/downloads');
    expect(await screen.findByText(/no documents to download yet/)).toBeInTheDocument();
    installFetch(() => jsonResponse({ message: 'The school database is not answering' }, 503));
    await renderAt('/downloads');
    expect(await screen.findByRole('alert')).toHaveTextContent('The school database is not answering');
  });
});

describe('every public page renders its heading', () => {
  it.each([
    ['/', /Welcome to ICAST Schools/],
    ['/about', /About ICAST Schools/],
    ['/classes', 'Our Classes'],
    ['/kindagarten', 'Welcome to ICAST Kindergarten'],
    ['/primary', 'Welcome to ICAST Primary School'],
    ['/secondary', 'Welcome to ICAST Secondary School'],
    ['/activities', 'School Activities'],
    ['/facilities', 'Our Facilities'],
    ['/hostel', 'ICAST Boarding Hostel'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contacts', 'Contact Us'],
    ['/gallery-page', 'Gallery'],
    ['/downloads', 'Downloads'],
    ['/events', 'Events'],
    ['/blog', 'News'],
    ['/news-detail/3', 'Young Scientists Shine at the Annual Science Fair'],
    ['/newsletter/confirm?token=abc', 'Confirm your newsletter subscription'],
    ['/newsletter/unsubscribe?token=abc', 'Unsubscribe from the newsletter'],
  ])('%s', async (path, name) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  });
});

describe('the newsletter box', () => {
  it('marks the e-mail field with the refusal the API names for it, however it is worded', async () => {
    const reworded = 'That address cannot get our e-mails: check it, like name@example.com';
    installFetch(() =>
      jsonResponse({ statusCode: 400, message: reworded, errors: [{ field: 'email', message: reworded }] }, 400),
    );
    render(<NewsletterBox />);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reworded);
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(reworded);
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
  });
});

describe('contacts', () => {
  it("offers a WhatsApp chat with the school's number", async () => {
    await renderAt('/contacts');
    const link = await screen.findByRole('link', {
      name: /Chat with us on WhatsApp \(0803 512 4471\) \(opens WhatsApp\)/,
    });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2348035124471\?text=Hello%20ICAST%20Schools/);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers the WhatsApp number staff set', async () => {
    const content = {
      ...DEFAULT_SITE_CONTENT,
      settings: { ...DEFAULT_SITE_CONTENT.settings, whatsapp: '0701 999 8888' },
    };
    installFetch((url) => (url.pathname === '/api/site-content' ? jsonResponse(content) : jsonResponse([])));
    await renderAt('/contacts');
    const link = await screen.findByRole('link', { name: /Chat with us on WhatsApp \(0701 999 8888\)/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2347019998888\?text=/);
  });
});

describe('links staff wrote', () => {
  it('a mailto only for a plain address, and hero buttons only to pages of this site', async () => {
    const [welcome, ...others] = DEFAULT_SITE_CONTENT.heroSlides;
    const content = {
      ...DEFAULT_SITE_CONTENT,
      settings: {
        ...DEFAULT_SITE_CONTENT.settings,
        emails: ['"a?cc=x@evil.example"@example.com', 'office@icast.example'],
      },
      heroSlides: [
        {
          ...welcome!,
          buttons: [
            { label: 'Elsewhere', to: '//evil.example/apply' },
            { label: 'Also elsewhere', to: '/\\evil.example' },
            { label: 'Apply here', to: '/admission' },
          ],
        },
        ...others,
      ],
    };
    installFetch((url) => (url.pathname === '/api/site-content' ? jsonResponse(content) : jsonResponse([])));
    await renderAt('/contacts');
    expect(await screen.findByRole('link', { name: 'office@icast.example' })).toHaveAttribute(
      'href',
      'mailto:office@icast.example',
    );
    expect(screen.getByText('"a?cc=x@evil.example"@example.com').closest('a')).toBeNull();
    forgetSiteContent();
    await renderAt('/');
    expect(await screen.findByRole('link', { name: 'Apply here' })).toHaveAttribute('href', '/admission');
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Also elsewhere' })).toBeNull();
  });
});

describe('kindergarten', () => {
  it("colours each subject as libs/content says, in the style sheet (the server's HTML carries no style attribute)", async () => {
    const css = readFileSync(path.join(__dirname, '..', 'public.css'), 'utf8');
    for (const { id, color } of KINDERGARTEN_SUBJECTS) {
      const rule = new RegExp(
        `\\.pub-subject\\[data-subject=['"]${id}['"]\\] \\{\\s*background: ${color.tint};\\s*color: ${color.accent};`,
        'i',
      );
      expect([id, rule.test(css)]).toEqual([id, true]);
    }
  });

  it('highlights the matching offer card while a subject is hovered or focused', async () => {
    await renderAt('/kindagarten');
    const offer = screen.getByTestId('offer-numbers-and-counting');
    expect(offer).toHaveAttribute('data-highlighted', 'false');
    fireEvent.mouseEnter(screen.getByTestId('subject-mathematics'));
    expect(offer).toHaveAttribute('data-highlighted', 'true');
    fireEvent.mouseLeave(screen.getByTestId('subject-mathematics'));
    fireEvent.focus(screen.getByTestId('subject-music'));
    expect(screen.getByTestId('offer-songs-and-rhymes')).toHaveAttribute('data-highlighted', 'true');
    expect(offer).toHaveAttribute('data-highlighted', 'false');
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/admission');
    expect(screen.getByRole('link', { name: 'Schedule Visit' })).toHaveAttribute('href', '/contacts');
  });
});

describe('primary and secondary', () => {
  it('open the curriculum on the spec defaults and move with the arrow keys', async () => {
    await renderAt('/primary');
    const curriculum = screen.getByRole('tablist', { name: 'Curriculum' });
    expect(within(curriculum).getByRole('tab', { selected: true })).toHaveTextContent('Literacy');
    within(curriculum).getByRole('tab', { name: 'Literacy' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(curriculum).getByRole('tab', { selected: true })).toHaveTextContent('Arts and Entertainment');
    const updates = screen.getByRole('tablist', { name: 'News, events and subjects' });
    expect(within(updates).getByRole('tab', { selected: true })).toHaveTextContent('News');
    await userEvent.click(within(updates).getByRole('tab', { name: 'Events' }));
    expect(screen.getByText('No events to display at the moment.')).toBeVisible();
  });
});

describe('home', () => {
  it('shows the slides, testimonials and counters staff publish; the first slide photo is never lazy', async () => {
    const picture = {
      id: 'p1',
      width: 1920,
      height: 1280,
      widths: [400, 750, 1100, 1500, 1920],
      alt: 'Pupils at assembly',
    };
    const content = {
      ...DEFAULT_SITE_CONTENT,
      heroSlides: [
        { ...DEFAULT_SITE_CONTENT.heroSlides[0]!, id: 's1', heading: 'Open day on Saturday', picture },
        { ...DEFAULT_SITE_CONTENT.heroSlides[1]!, id: 's2' },
      ],
      testimonials: [
        { id: 't1', name: 'Mrs Adebayo', role: 'Parent of a JSS2 student', text: 'Wonderful.', hidden: false },
      ],
      counters: [{ id: 'c1', label: 'Clubs', target: 12, hidden: false }],
    };
    installFetch((url) => (url.pathname === '/api/site-content' ? jsonResponse(content) : jsonResponse([])));
    await renderAt('/');
    expect(await screen.findByText('Open day on Saturday')).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Pupils at assembly' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('sizes', '100vw');
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByText('Mrs Adebayo')).toBeInTheDocument();
    expect(screen.getByText('Clubs')).toBeInTheDocument();
  });
});

describe('events', () => {
  const schoolEvent = (id: string, slug: string, title: string, startsAt: string, endsAt: string) => ({
    id,
    slug,
    title,
    startsAt,
    endsAt,
    campus: 'elebu',
    venue: 'Main hall',
    description: 'For all families.\n\nBring a hat. Questions: 0803 512 4471.',
    picture: null,
    category: 'open-days',
    recurrence: null,
    updatedAt: startsAt,
  });
  const openDay = schoolEvent(
    '65f0000000000000000000e1',
    'open-day-2036',
    'Open day',
    '2036-03-14T08:00:00.000Z',
    '2036-03-14T12:00:00.000Z',
  );
  const prizes = schoolEvent(
    '65f0000000000000000000e2',
    'prize-giving-2025',
    'Prize giving',
    '2025-07-18T09:00:00.000Z',
    '2025-07-18T12:00:00.000Z',
  );

  it('lists upcoming and past events by their own dates, each at its readable address', async () => {
    installFetch((url) => {
      if (url.pathname !== '/api/events') return jsonResponse([]);
      return jsonResponse(url.searchParams.get('when') === 'past' ? [prizes] : [openDay]);
    });
    await renderAt('/events');
    const upcoming = await screen.findByTestId('upcoming-events');
    expect(within(upcoming).getByRole('link', { name: 'Open day' })).toHaveAttribute('href', '/events/open-day-2036');
    expect(within(upcoming).getByText('Fri, 14 March 2036, 9:00 am to 1:00 pm')).toBeInTheDocument();
    expect(within(upcoming).getByText('Main hall, Elebu Campus')).toBeInTheDocument();
    const past = screen.getByTestId('past-events');
    expect(within(past).getByRole('link', { name: 'Prize giving' })).toHaveAttribute(
      'href',
      '/events/prize-giving-2025',
    );
    // A past event is not offered for a calendar any more.
    expect(within(past).queryByRole('link', { name: /Google Calendar/ })).toBeNull();
    const add = within(upcoming).getByRole('link', { name: 'Add to Google Calendar: Open day' });
    const google = new URL(add.getAttribute('href')!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: 'Open day',
      dates: '20360314T080000Z/20360314T120000Z',
      location: expect.stringMatching(/^Main hall, Elebu Campus, /),
    });
    expect(google.searchParams.get('details')).toContain('http://localhost/events/open-day-2036');
  });

  it('offers the calendar to Android (Google), to iPhone and Outlook (webcal), as an https address and a file', async () => {
    installFetch(() => jsonResponse([]));
    await renderAt('/events');
    await screen.findByText(/^No upcoming events are announced yet/);
    const box = screen.getByRole('region', { name: 'Keep every event in your calendar' });
    const subscribe = within(box).getByRole('link', { name: 'Subscribe in Google Calendar' }).getAttribute('href')!;
    expect(subscribe).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://localhost/api/events/calendar.ics')}`,
    );
    expect(within(box).getByRole('link', { name: 'Subscribe on iPhone, Mac or Outlook' })).toHaveAttribute(
      'href',
      'webcal://localhost/api/events/calendar.ics',
    );
    expect(within(box).getByRole('textbox', { name: /paste this address/ })).toHaveValue(
      'http://localhost/api/events/calendar.ics',
    );
    const user = userEvent.setup();
    await user.click(within(box).getByRole('button', { name: 'Copy address' }));
    expect(await within(box).findByText('The address is copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/api/events/calendar.ics');
    expect(within(box).getByRole('link', { name: 'Download the calendar (.ics) once' })).toHaveAttribute(
      'href',
      '/api/events/calendar.ics',
    );
  });

  it('shows one event with directions, tap-to-call numbers and both ways into a calendar; says so when it is gone', async () => {
    installFetch((url) =>
      url.pathname === '/api/events/open-day-2036'
        ? jsonResponse(openDay)
        : jsonResponse({ statusCode: 404, message: 'no' }, 404),
    );
    await renderAt('/events/open-day-2036');
    expect(await screen.findByRole('heading', { name: 'Open day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to my calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/events/open-day-2036/event.ics',
    );
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
    );
    expect(screen.getByRole('link', { name: 'Get directions' }).getAttribute('href')).toMatch(/maps\/dir/);
    expect(screen.getByText(/Bring a hat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0803 512 4471' })).toHaveAttribute('href', 'tel:+2348035124471');
    await renderAt('/events/gone');
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
  });

  it('puts the readable address in the bar when the event was opened by its id or an older address', async () => {
    installFetch((url) =>
      [`/api/events/${openDay.id}`, '/api/events/open-day-2036'].includes(url.pathname)
        ? jsonResponse(openDay)
        : jsonResponse({ statusCode: 404 }, 404),
    );
    const { router } = await renderAt(`/events/${openDay.id}?from=whatsapp`);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/events/open-day-2036?from=whatsapp',
    );
    expect(screen.getByRole('heading', { name: 'Open day' })).toBeInTheDocument();
  });
});

describe('FAQ', () => {
  // Each question is the <summary> of a <details>, so it opens in the server's HTML with no script.
  const question = (text: string) => screen.getByText(text, { selector: 'summary h2' }).closest('summary')!;

  it('quotes the fee configured in the API, not a number of its own', async () => {
    installFetch((url) =>
      url.pathname === '/api/payment/config'
        ? jsonResponse({
            feeNaira: 7500,
            feeKobo: 750000,
            currency: 'NGN',
            validityDays: 45,
            academicYear: '2025-2026',
            testMode: true,
          })
        : jsonResponse([]),
    );
    await renderAt('/faq');
    expect(await screen.findAllByText(/₦7,500/)).not.toHaveLength(0);
    expect(screen.queryAllByText(/₦5,000/)).toHaveLength(0);
  });

  it("quotes the fee from the page's copy of the payment config before the API has answered", async () => {
    installFetch(() => new Promise<Response>(() => undefined));
    const copy = writePageData(
      PAYMENT_CONFIG_ELEMENT_ID,
      JSON.stringify({ feeNaira: 8200, feeKobo: 820000, validityDays: 30, testMode: false }),
    );
    try {
      await renderAt('/faq');
      await userEvent.click(question('How much is the application form?'));
      expect(screen.getAllByText(/₦8,200/)).not.toHaveLength(0);
    } finally {
      copy.remove();
    }
  });

  it('names no fee before the API has said what it is', async () => {
    installFetch(() => new Promise<Response>(() => undefined));
    await renderAt('/faq');
    await userEvent.click(question('How much is the application form?'));
    expect(screen.getByText(/costs the fee shown on the Payment page/)).toBeInTheDocument();
    expect(screen.queryAllByText(/₦/)).toHaveLength(0);
  });

  it('shows the FAQs staff publish, in their order, with their facts filled in', async () => {
    const faq = (id: string, question: string, answer: string) => ({
      id,
      question,
      answer,
      category: 'general',
      sourcePath: '/faq',
      hidden: false,
    });
    const content = {
      ...DEFAULT_SITE_CONTENT,
      settings: { ...DEFAULT_SITE_CONTENT.settings, phones: ['0701 234 5678'] },
      faqs: [faq('a', 'Do you run a summer school?', 'Yes. Call {phones}.'), faq('b', 'Is there a bus?', 'Yes.')],
    };
    installFetch((url) => (url.pathname === '/api/site-content' ? jsonResponse(content) : jsonResponse([])));
    await renderAt('/faq');
    await screen.findByText('Do you run a summer school?');
    const questions = [...document.querySelectorAll<HTMLDetailsElement>('.icast-accordion details')];
    expect(questions.map((item) => [item.querySelector('summary')?.textContent, item.open])).toEqual([
      ['Do you run a summer school?', false],
      ['Is there a bus?', false],
    ]);
    await userEvent.click(question('Do you run a summer school?'));
    // The number is a link a parent taps to call.
    const call = screen.getByRole('link', { name: '0701 234 5678' });
    expect(call).toHaveAttribute('href', 'tel:+2347012345678');
    expect(call.parentElement).toHaveTextContent(/^Yes\. Call 0701 234 5678\.$/);
  });

  it('lists 22 questions with one answer open at a time, and closes the open one on click', async () => {
    await renderAt('/faq');
    const items = [...document.querySelectorAll<HTMLDetailsElement>('.icast-accordion details')];
    const opened = () => items.filter((item) => item.open);
    expect(items).toHaveLength(FAQS.length);
    expect(FAQS).toHaveLength(22);
    expect(opened()).toEqual([]);
    await userEvent.click(items[0]!.querySelector('summary')!);
    await userEvent.click(items[1]!.querySelector('summary')!);
    await waitFor(() => expect(opened()).toEqual([items[1]]));
    await userEvent.click(items[1]!.querySelector('summary')!);
    await waitFor(() => expect(opened()).toEqual([]));
  });
});

describe('gallery', () => {
  const photo = (id: string, alt: string, caption: string) => ({
    id,
    caption,
    picture: { id: `img-${id}`, width: 1500, height: 1000, widths: [400, 750, 1100, 1500], alt },
  });
  const album = (category: string, photos: ReturnType<typeof photo>[], description = '') => ({
    id: `album-${category}`,
    title: `${category} album`,
    category,
    description,
    published: true,
    photos,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

  it('shows the published albums instead of the drawings, each under its title with its description', async () => {
    installFetch((url) => {
      if (url.pathname !== '/api/gallery/albums') return jsonResponse([]);
      return jsonResponse([
        album(
          'sports',
          [photo('p1', 'Relay runners', 'The final lap'), photo('p2', 'The winners', 'Blue House')],
          'Inter-house sports at Elebu. Copies of the photos: call 0805 638 2190.',
        ),
        album('events', [photo('p4', 'Dancers on stage', 'Cultural day')]),
        album('hostel', [photo('p3', 'A dormitory', 'Boys wing')]),
      ]);
    });
    await renderAt('/gallery-page');
    expect(await screen.findByText('3 pictures in 2 albums')).toBeInTheDocument();
    const sports = screen.getByRole('region', { name: 'sports album' });
    expect(within(sports).getByText(/^Inter-house sports at Elebu\./)).toBeInTheDocument();
    expect(within(sports).getByRole('link', { name: '0805 638 2190' })).toHaveAttribute('href', 'tel:+2348056382190');
    expect(within(sports).getByRole('img', { name: 'Relay runners' })).toHaveAttribute('loading', 'lazy');
    expect(
      within(sports)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['The final lap', 'Blue House']);
    // An album without a description shows its title and photos only.
    const events = screen.getByRole('region', { name: 'events album' });
    expect(within(events).queryAllByRole('paragraph')).toEqual([]);
    // The lightbox steps through every photo on the page, album after album.
    await userEvent.click(within(sports).getByRole('button', { name: /Blue House$/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next ›' }));
    expect(within(screen.getByRole('dialog')).getByText('(from the album events album)')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Academics' }));
    expect(screen.getByText('0 pictures')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sports' }));
    expect(screen.getByText('2 pictures in 1 album')).toBeInTheDocument();
  });

  it("previews the gallery's album photos on the home page, one of each category first, not a page's album", async () => {
    installFetch((url) =>
      url.pathname === '/api/gallery/albums'
        ? jsonResponse([
            album('sports', [photo('p1', 'Relay runners', 'The final lap'), photo('p2', 'The winners', 'Blue House')]),
            album('hostel', [photo('p3', 'A dormitory', 'Boys wing')]),
            album('events', [photo('p4', 'Dancers on stage', 'Cultural day')]),
          ])
        : jsonResponse([]),
    );
    await renderAt('/');
    const preview = screen.getByTestId('home-gallery');
    expect(await within(preview).findByRole('img', { name: 'Relay runners' })).toBeInTheDocument();
    expect(
      within(preview)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['The final lap', 'Cultural day', 'Blue House']);
    expect(within(preview).getAllByRole('link')[0]).toHaveAttribute('href', '/gallery-page');
    expect(within(preview).queryByRole('img', { name: 'A dormitory' })).toBeNull();
  });

  it('previews four drawings on the home page, one of each category, while no album is published', async () => {
    await renderAt('/');
    const preview = screen.getByTestId('home-gallery');
    const categories = [...new Set(GALLERY_ITEMS.map((item) => item.category))];
    expect(
      within(preview)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(categories.map((category) => GALLERY_ITEMS.find((item) => item.category === category)!.description));
  });

  it('shows a page album on the hostel page, and the drawings when there is none', async () => {
    installFetch((url) =>
      url.pathname === '/api/gallery/albums' && url.searchParams.get('category') === 'hostel'
        ? jsonResponse([album('hostel', [photo('p3', 'A dormitory', 'Boys wing')])])
        : jsonResponse([]),
    );
    await renderAt('/hostel');
    const photos = await screen.findByTestId('album-photos-hostel');
    expect(within(photos).getByRole('img', { name: 'A dormitory' })).toBeInTheDocument();
    expect(within(photos).getByText('Boys wing')).toBeInTheDocument();
    await renderAt('/kindagarten');
    expect(await screen.findByRole('heading', { name: 'Kindergarten Gallery' })).toBeInTheDocument();
    expect(screen.queryByTestId('album-photos-kindergarten')).toBeNull();
  });

  it('filters by category and opens a keyboard-closable lightbox', async () => {
    await renderAt('/gallery-page');
    const cards = () => within(screen.getByTestId('gallery-grid')).getAllByRole('listitem');
    expect(cards()).toHaveLength(GALLERY_ITEMS.length);
    await userEvent.click(screen.getByRole('button', { name: 'Sports' }));
    expect(cards()).toHaveLength(GALLERY_ITEMS.filter((item) => item.category === 'sports').length);
    const opener = within(cards()[0]!).getByRole('button');
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('contacts', () => {
  const fill = async () => {
    await userEvent.type(await screen.findByLabelText('Your name'), 'Ada Obi');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '0803 123 4567');
    await userEvent.type(screen.getByLabelText('Message'), 'Do you have JSS1 boarding places?');
  };

  it('prefills the subject from the link and keeps the typed text when sending fails', async () => {
    installFetch(() => jsonResponse({ statusCode: 429, message: 'Too many' }, 429));
    await renderAt('/contacts?subject=Hostel%20enquiry');
    expect(screen.getByLabelText('Subject')).toHaveValue('Hostel enquiry');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not sent: Too many messages from your connection. Please wait a minute and try again.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Do you have JSS1 boarding places?');
  });

  it('shows a refusal the API names by field at that field, however it is worded, keeping the typed text', async () => {
    const reworded = 'We need a phone number we can call back, like 0803 123 4567';
    installFetch(() =>
      jsonResponse({ statusCode: 400, message: reworded, errors: [{ field: 'tel', message: reworded }] }, 400),
    );
    await renderAt('/contacts');
    await fill();
    await userEvent.type(screen.getByLabelText('Subject'), 'Boarding');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: reworded })).toHaveAttribute('href', '#contact-tel');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(expect.stringContaining(reworded));
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveValue('Do you have JSS1 boarding places?');
  });

  it('sends the five fields, clears the form and shows the success message', async () => {
    const fetchMock = installFetch(() => jsonResponse({ message: 'Thank you! We will reply soon.', data: {} }, 201));
    await renderAt('/contacts');
    await fill();
    await userEvent.type(screen.getByLabelText('Subject'), 'Boarding');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! We will reply soon.');
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/contact') as [string, RequestInit];
    expect(JSON.parse(String(sent[1].body))).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.com',
      tel: '0803 123 4567',
      subject: 'Boarding',
      message: 'Do you have JSS1 boarding places?',
    });
  });
});
