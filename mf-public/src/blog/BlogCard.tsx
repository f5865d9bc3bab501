import { Link } from 'react-router-dom';
import type { BlogPost } from '@icast/contracts';
import { truncateWords } from '@icast/content';
import { formatPostDate, postImageSrc } from './posts';

export function BlogCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="pub-card pub-blog-card" data-testid="blog-card">
      <img src={postImageSrc(post)} alt="" className="pub-blog-card__image" width="400" height="160" loading="lazy" />
      <div className="pub-card__body">
        <p className="pub-eyebrow">
          {post.category} · <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
        </p>
        <Heading className="pub-card__title">
          <Link to={`/blog/${post._id}`}>{post.title}</Link>
        </Heading>
        <p data-testid="blog-card-excerpt">{truncateWords(post.content)}</p>
      </div>
    </article>
  );
}
