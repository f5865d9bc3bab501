import { Link, useLoaderData } from 'react-router-dom';
import { BlogCard } from '../blog/BlogCard';
import type { HomeData } from '../loaders';

/** The three newest published posts from the API, as the home page's loader read them. */
export function LatestNews() {
  const { news: state } = useLoaderData<HomeData>();

  return (
    <section className="pub-section" aria-labelledby="latest-news-heading">
      <div className="icast-container">
        <h2 id="latest-news-heading">Latest News</h2>
        {state.status === 'error' && <p role="alert">Error: {state.message}</p>}
        {state.status === 'loaded' && (
          <div className="pub-grid pub-grid--3" data-testid="latest-news">
            {state.value.posts.map((post) => (
              <BlogCard key={post._id} post={post} />
            ))}
          </div>
        )}
        <p>
          <Link to="/blog">All news →</Link>
        </p>
      </div>
    </section>
  );
}
