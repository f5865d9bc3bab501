import type { BlogPost } from '@icast/contracts';
import { BlogCard } from '../blog/BlogCard';
import { fetchBlogs } from '../blog/posts';
import { useLoad } from '../components/useLoad';

/** Split when the list arrives: "now" is the moment of loading, not of each render. */
async function loadEvents(signal: AbortSignal): Promise<{ upcoming: BlogPost[]; past: BlogPost[] }> {
  const { posts } = await fetchBlogs({ category: 'events' }, signal);
  const now = Date.now();
  return {
    upcoming: posts.filter((post) => Date.parse(post.createdAt) > now).reverse(),
    past: posts.filter((post) => Date.parse(post.createdAt) <= now),
  };
}

/** /events: posts in the Events category, split at today into upcoming (soonest first) and past (latest first). */
export function EventsPage() {
  const state = useLoad('events', loadEvents);
  const { upcoming, past } = state.status === 'loaded' ? state.value : { upcoming: [], past: [] };
  return (
    <div className="icast-container pub-page">
      <h1>Events</h1>
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'error' && <p role="alert">Error: {state.message}</p>}
      {state.status === 'loaded' && (
        <>
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading">Upcoming events</h2>
            {upcoming.length === 0 ? (
              <p>
                No upcoming events are announced yet. Term dates and new events appear here as soon as they are set.
              </p>
            ) : (
              <div className="pub-grid pub-grid--3">
                {upcoming.map((post) => (
                  <BlogCard key={post._id} post={post} />
                ))}
              </div>
            )}
          </section>
          <section aria-labelledby="past-heading" className="pub-section">
            <h2 id="past-heading">Past events</h2>
            {past.length === 0 ? (
              <p>No past events yet.</p>
            ) : (
              <div className="pub-grid pub-grid--3" data-testid="past-events">
                {past.map((post) => (
                  <BlogCard key={post._id} post={post} />
                ))}
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
