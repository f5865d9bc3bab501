import { Link } from 'react-router-dom';
import { blogPostStatus, type BlogPost } from '@icast/contracts';
import { formatLagosDate, truncateWords } from '@icast/content';
import { PostImage } from './PostImage';

/** What signed-in staff see on a post the public cannot see yet (the public is never sent one). */
export function UnpublishedMark({ post }: { post: BlogPost }) {
  const status = blogPostStatus(post);
  if (status === 'published') return null;
  return (
    <strong className="pub-unpublished" data-testid="unpublished-mark">
      {status === 'draft' ? 'Draft: not on the public site' : 'Scheduled: not on the public site yet'}
    </strong>
  );
}

export function BlogCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="pub-card pub-blog-card" data-testid="blog-card">
      <PostImage
        post={post}
        className="pub-blog-card__image"
        sizes="(min-width: 1000px) 360px, (min-width: 640px) 50vw, 100vw"
        decorative
      />
      <div className="pub-card__body">
        <UnpublishedMark post={post} />
        <p className="pub-eyebrow">
          {post.category} · <time dateTime={post.createdAt}>{formatLagosDate(post.createdAt)}</time>
        </p>
        <Heading className="pub-card__title">
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </Heading>
        <p data-testid="blog-card-excerpt">{post.excerpt ?? truncateWords(post.content)}</p>
      </div>
    </article>
  );
}
