import { Link, useParams } from 'react-router-dom';
import { NEWS_CATEGORY_LABELS, findNewsItem } from '@icast/content';

/** /news-detail/:id: the original site's page for a local sample news item (the blog has the live ones). */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const item = findNewsItem(id);
  return (
    <div className="icast-container pub-page pub-article">
      <p>
        <Link to="/blog">← All news</Link>
      </p>
      {item ? (
        <article>
          <p className="pub-eyebrow">
            {NEWS_CATEGORY_LABELS[item.category]} · <time dateTime={item.date}>{item.date}</time>
          </p>
          <h1>{item.title}</h1>
          {item.content.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="pub-article__text">
              {paragraph}
            </p>
          ))}
        </article>
      ) : (
        <h1>No blog found</h1>
      )}
    </div>
  );
}
