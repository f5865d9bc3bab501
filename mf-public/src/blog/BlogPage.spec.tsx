import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse, samplePost } from '../testing/fake-fetch';
import { renderAt } from '../testing/render-route';

const addressOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

const fortyWords = Array.from({ length: 40 }, (_, index) => `word${index + 1}`).join(' ');

describe('/blog list', () => {
  it('draws cards whose text is the first 30 words and an ellipsis, read before the page is drawn', async () => {
    installFetch(async (url) =>
      url.searchParams.get('featured')
        ? jsonResponse([])
        : jsonResponse([samplePost({ content: fortyWords })], 200, { 'x-total-count': '1', 'x-page-count': '1' }),
    );
    await renderAt('/blog');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByTestId('blog-card-excerpt').textContent).toBe(
      `${fortyWords.split(' ').slice(0, 30).join(' ')}...`,
    );
  });

  it('draws the featured article above the list in the same first render, so the list is never pushed down', async () => {
    installFetch(async (url) =>
      url.searchParams.get('featured')
        ? jsonResponse([samplePost({ _id: 'f', title: 'Prize giving day' })])
        : jsonResponse([samplePost({ _id: 'a', title: 'Sports day' })], 200, {
            'x-total-count': '1',
            'x-page-count': '1',
          }),
    );
    await renderAt('/blog');
    expect(screen.getByTestId('blog-card')).toHaveTextContent('Sports day');
    expect(screen.getByRole('link', { name: 'Prize giving day' })).toBeInTheDocument();
  });

  it("shows the post's own excerpt on its card instead of the cut-off content", async () => {
    installFetch(async (url) =>
      url.searchParams.get('featured')
        ? jsonResponse([])
        : jsonResponse([samplePost({ content: fortyWords, excerpt: 'Relay, sack race and a parents match.' })], 200, {
            'x-total-count': '1',
            'x-page-count': '1',
          }),
    );
    await renderAt('/blog');
    expect((await screen.findByTestId('blog-card-excerpt')).textContent).toBe('Relay, sack race and a parents match.');
  });

  it('marks drafts and scheduled posts, which only signed-in staff are sent, and not published ones', async () => {
    installFetch((url) =>
      jsonResponse(
        url.searchParams.get('featured')
          ? []
          : [
              samplePost({ _id: 'a', title: 'Draft post', isPublished: false }),
              samplePost({ _id: 'b', title: 'Later post', publishAt: '2099-01-01T08:00:00.000Z' }),
              samplePost({ _id: 'c', title: 'Public post', publishAt: '2020-01-01T08:00:00.000Z' }),
            ],
        200,
        { 'x-total-count': '3', 'x-page-count': '1' },
      ),
    );
    await renderAt('/blog');
    const cards = await screen.findAllByTestId('blog-card');
    const marks = cards.map((card) => card.querySelector('[data-testid="unpublished-mark"]')?.textContent ?? null);
    expect(marks).toEqual(['Draft: not on the public site', 'Scheduled: not on the public site yet', null]);
  });

  it('shows "Error: " and the message when the API fails', async () => {
    installFetch(() => jsonResponse({ statusCode: 500, message: 'boom' }, 500));
    await renderAt('/blog');
    expect(await screen.findByText('Error: Failed to fetch blogs')).toBeInTheDocument();
  });

  it('shows the empty state, and binds category and search to the URL and the request', async () => {
    const fetchMock = installFetch(() => jsonResponse([]));
    const { router } = await renderAt('/blog');
    expect(await screen.findByText('No blogs found in this category.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sports' }));
    await waitFor(() => expect(addressOf(router)).toBe('/blog?category=sports'));
    await userEvent.type(screen.getByLabelText('Search news'), 'relay race');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(addressOf(router)).toBe('/blog?category=sports&q=relay+race'));
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(urls).toContain('/api/blog/get-blogs?category=sports&q=relay+race&limit=9');
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('reads category, search and page from a shared URL', async () => {
    const fetchMock = installFetch(() => jsonResponse([samplePost()], 200, { 'x-page-count': '3' }));
    await renderAt('/blog?category=academic&q=quiz&page=2');
    await screen.findByTestId('blog-card');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/blog/get-blogs?category=academic&q=quiz&page=2&limit=9',
    );
    expect(screen.getByLabelText('Search news')).toHaveValue('quiz');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('/blog/:id', () => {
  it('shows the post as plain paragraphs (HTML is never interpreted)', async () => {
    const post = {
      ...samplePost({ content: 'First <b>bold</b> paragraph.\n\n<script>alert(1)</script>' }),
      previous: null,
      next: null,
    };
    installFetch(() => jsonResponse(post));
    const { container } = await renderAt(`/blog/${post._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText('First <b>bold</b> paragraph.')).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    expect(screen.getByText(/1 min read/)).toBeInTheDocument();
  });

  it('opened by id, shows the readable address and links the neighbours by theirs', async () => {
    const older = samplePost({ title: 'Older news' });
    const post = {
      ...samplePost({ slug: 'sports-day-2025', title: 'Sports Day 2025' }),
      previous: { _id: older._id, slug: older.slug, title: older.title },
      next: null,
    };
    installFetch(() => jsonResponse(post));
    // The browser's address as the shared link opened it (the tests' router keeps its own copy in memory).
    window.history.replaceState(null, '', `/blog/${post._id}?from=share`);
    await renderAt(`/blog/${post._id}?from=share`);
    await screen.findByRole('heading', { level: 1, name: 'Sports Day 2025' });
    expect(window.location.pathname + window.location.search).toBe('/blog/sports-day-2025?from=share');
    expect(screen.getByRole('link', { name: /Previous: Older news/ })).toHaveAttribute('href', `/blog/${older.slug}`);
  });

  it('shows No blog found for a 404 and "Error" with the message for a failure', async () => {
    installFetch(() => jsonResponse({ statusCode: 404, message: 'Blog not found' }, 404));
    const first = await renderAt('/blog/65f000000000000000000099');
    expect(await screen.findByText('No blog found')).toBeInTheDocument();
    first.unmount();
    installFetch(() => jsonResponse({}, 503));
    await renderAt('/blog/65f000000000000000000099');
    expect(await screen.findByText('Error the article could not be loaded (503)')).toBeInTheDocument();
  });
});
