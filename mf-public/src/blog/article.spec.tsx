import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse, samplePost } from '../testing/fake-fetch';
import { renderAt } from '../testing/render-route';
import { ArticleHtml } from './ArticleHtml';

const PHOTO = '0123456789abcdef01234567';
/** An article as the API renders and sanitises it on save (api/src/content/blog/article-html.ts). */
const html =
  '<h2>Sports day</h2><p>Read the <a rel="noopener" href="https://example.org/sports">programme</a>.</p>' +
  `<figure class="article-photo"><picture><source type="image/avif" srcset="/api/images/${PHOTO}/400.avif 400w" ` +
  `sizes="100vw"><img src="/api/images/${PHOTO}/400.jpg" srcset="/api/images/${PHOTO}/400.jpg 400w" sizes="100vw" ` +
  'width="400" height="300" alt="Pupils at the relay" loading="lazy" decoding="async" /></picture></figure>' +
  '<figure class="article-video"><a class="article-video__link" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" ' +
  'data-video-id="dQw4w9WgXcQ"><span class="article-video__play" aria-hidden="true">▶</span>' +
  '<span class="article-video__title">Play video: The relay final</span>' +
  '<span class="article-video__note">YouTube</span></a></figure>';

describe('a rich article', () => {
  it('is in the server HTML as the API rendered it: heading, link, photo and a video link with no frame', () => {
    const page = renderToString(<ArticleHtml html={html} />);
    expect(page).toContain('<h2>Sports day</h2>');
    expect(page).toContain('<a rel="noopener" href="https://example.org/sports">programme</a>');
    expect(page).toContain('alt="Pupils at the relay" loading="lazy"');
    expect(page).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(page).not.toMatch(/iframe|youtube-nocookie/);
  });

  it('shows the article and swaps in the youtube-nocookie player only when the reader presses Play', async () => {
    const post = { ...samplePost({ content: 'Sports day' }), html, previous: null, next: null };
    installFetch(() => jsonResponse(post));
    const { container } = await renderAt(`/blog/${post._id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sports day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'programme' })).toHaveAttribute('href', 'https://example.org/sports');
    expect(screen.getByRole('img', { name: 'Pupils at the relay' })).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('iframe')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: /Play video: The relay final/ }));
    const player = container.querySelector('iframe');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(player).toHaveAttribute('title', 'The relay final');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('link', { name: /Play video/ })).toBeNull();
  });
});
