import { Link } from 'react-router-dom';
import { HOME_NEWS_COUNT } from '@icast/content';
import { BlogCard } from '../blog/BlogCard';
import { useLoad } from '../components/useLoad';
import { fetchBlogs } from '../blog/posts';

/** The three newest published posts from the API. */
export function LatestNews() {
  const state = useLoad('latest', (signal) => fetchBlogs({ limit: HOME_NEWS_COUNT }, signal));

  return (
    <section className="pub-section" aria-labelledby="latest-news-heading">
      <div className="icast-container">
        <h2 id="latest-news-heading">Latest News</h2>
        {state.status === 'loading' && <p role="status">Loading...</p>}
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
