import { useEffect } from 'react';
import { Link, useLoaderData, useParams } from 'react-router-dom';
import type { BlogPostWithNeighbours } from '@icast/contracts';
import { formatLagosDate } from '@icast/content';
import { readingMinutes } from './posts';
import { UnpublishedMark } from './BlogCard';
import { PostImage } from './PostImage';
import { ArticleHtml } from './ArticleHtml';
import { ShareLink } from './ShareLink';
import type { LoadState } from '@icast/api-client';
import type { PostData } from '../loaders';

type PostState = LoadState<BlogPostWithNeighbours | undefined>;

/**
 * /blog/:id, where id is the post's slug (or its id, from older links: the address bar then shows the slug, as the
 * server's 301 does). A rich article is the HTML the API rendered and sanitised on save; an older post's text is
 * shown as plain paragraphs (React escapes it).
 */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const { post: state } = useLoaderData<PostData>();
  const slug = state.status === 'loaded' ? state.value?.slug : undefined;
  useEffect(() => {
    if (slug && slug !== id) showReadableAddress(slug);
  }, [id, slug]);

  return (
    <div className="icast-container pub-page pub-article">
      <p>
        <Link to="/blog">← All news</Link>
      </p>
      <ArticleBody state={state} />
    </div>
  );
}

/** The readable address in the address bar, without a navigation (the post is already on screen). */
function showReadableAddress(slug: string): void {
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `/blog/${slug}${search}${hash}`);
}

export function ArticleBody({ state }: { state: PostState }) {
  if (state.status === 'error') return <p role="alert">Error {state.message}</p>;
  if (!state.value)
    return (
      <>
        <h1>No blog found</h1>
        <p>The article may have been moved or is not published yet.</p>
      </>
    );
  const post = state.value;
  const paragraphs = post.content.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <article>
      <UnpublishedMark post={post} />
      <p className="pub-eyebrow">{post.category}</p>
      <h1>{post.title}</h1>
      <p className="pub-article__meta">
        By {post.author.name} · <time dateTime={post.createdAt}>{formatLagosDate(post.createdAt)}</time> ·{' '}
        {readingMinutes(post.content)} min read
      </p>
      <PostImage post={post} className="pub-article__image" sizes="(min-width: 860px) 800px, 100vw" />
      {post.html ? (
        <ArticleHtml html={post.html} />
      ) : (
        paragraphs.map((paragraph, index) => (
          <p key={index} className="pub-article__text">
            {paragraph}
          </p>
        ))
      )}
      <ShareLink title={post.title} />
      <nav aria-label="More articles" className="pub-article__neighbours">
        {post.previous ? (
          <Link to={`/blog/${post.previous.slug}`} rel="prev">
            ← Previous: {post.previous.title}
          </Link>
        ) : (
          <span />
        )}
        {post.next && (
          <Link to={`/blog/${post.next.slug}`} rel="next">
            Next: {post.next.title} →
          </Link>
        )}
      </nav>
    </article>
  );
}
