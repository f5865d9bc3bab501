import { screen } from '@testing-library/react';
import { DEFAULT_SITE_PAGES } from '@icast/content';
import type { SchoolEvent, SitePageView } from '@icast/contracts';
import { installFetch, jsonResponse } from '../testing/fake-fetch';
import { renderAt } from '../testing/render-route';

const POST = {
  _id: 'p1',
  slug: 'sports-day',
  title: 'Sports day',
  content: 'Sports day is on Saturday.',
  description: 'Sports day is on Saturday.',
  category: 'Sports',
  isPublished: true,
  isFeatured: false,
  imageUrl: '/default.jpg',
  image: '/default.jpg',
  author: { name: 'Ada Editor' },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
};

describe('/preview/:token', () => {
  it('shows the waiting change as the post page would, marked as a preview with its expiry', async () => {
    const fetch = installFetch(() =>
      jsonResponse({ state: 'ready', kind: 'post', value: POST, expiresAt: '2026-12-04T09:00:00.000Z' }),
    );
    await renderAt('/preview/65a1b2c3d4e5f6a7b8c9d0e1Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports day' })).toBeInTheDocument();
    expect(screen.getByText('Sports day is on Saturday.')).toBeInTheDocument();
    const banner = screen.getByRole('note', { name: 'Preview' });
    expect(banner).toHaveTextContent(/Preview of a change waiting for approval\. Visitors do not see it yet/);
    expect(banner).toHaveTextContent(/until 4 December 2026|until 4 Dec 2026/);
    expect(fetch.mock.calls[0]![0]).toBe(
      '/api/content-approval/preview/65a1b2c3d4e5f6a7b8c9d0e1Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg',
    );
  });

  it('draws a waiting change of an event as its page would, and of the Hostel page block by block', async () => {
    const event: SchoolEvent = {
      id: '65a1b2c3d4e5f6a7b8c9d0e2',
      slug: 'prize-giving-2026',
      title: 'Prize giving',
      startsAt: '2026-12-10T09:00:00.000Z',
      endsAt: '2026-12-10T12:00:00.000Z',
      campus: '',
      venue: 'Sports field',
      description: 'Parents are welcome.',
      picture: null,
      category: 'other',
      recurrence: null,
      updatedAt: '2026-11-27T09:00:00.000Z',
    };
    const page: SitePageView = {
      key: 'hostel',
      ...DEFAULT_SITE_PAGES.hostel,
      title: 'Our boarding house',
    };
    let answer: unknown = { state: 'ready', kind: 'event', value: event, expiresAt: '2026-12-04T09:00:00.000Z' };
    installFetch(() => jsonResponse(answer));
    const view = await renderAt('/preview/65a1b2c3d4e5f6a7b8c9d0e1Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prize giving' })).toBeInTheDocument();
    expect(screen.getByText(/Sports field/)).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Preview' })).toBeInTheDocument();
    view.unmount();

    answer = { state: 'ready', kind: 'page', value: page, expiresAt: '2026-12-04T09:00:00.000Z' };
    await renderAt('/preview/65a1b2c3d4e5f6a7b8c9d0e3Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our boarding house' })).toBeInTheDocument();
    const pastoral = page.blocks.find((block) => block.anchor === 'pastoral');
    expect(screen.getByRole('heading', { level: 2, name: pastoral!.heading! })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Preview' })).toHaveTextContent(/Visitors do not see it yet/);
  });

  it('says plainly when the link has expired or was replaced, instead of an error', async () => {
    installFetch(() =>
      jsonResponse({
        state: 'expired',
        message: 'This preview link has expired: ask for a new one from the dashboard',
      }),
    );
    await renderAt('/preview/65a1b2c3d4e5f6a7b8c9d0e1b2xkbGlua29sZGxpbmtvbGRsaW5rb2xkbGlua29sZGw');
    expect(await screen.findByRole('heading', { level: 1, name: 'This preview is not available' })).toBeInTheDocument();
    expect(screen.getByText(/This preview link has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
