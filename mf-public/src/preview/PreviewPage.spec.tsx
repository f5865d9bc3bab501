import { screen } from '@testing-library/react';
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
