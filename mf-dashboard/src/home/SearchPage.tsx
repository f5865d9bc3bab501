import { Link, useSearchParams } from 'react-router-dom';
import { ENDPOINTS } from '@icast/contracts';
import { useMayCall } from '../access';
import { formatNaira } from '../format';
import { useApi, type Loadable } from '../useApi';

/** Hits of each kind shown here; the rest are a link away, on the list page with the same search. */
const HITS_SHOWN = 10;

/** One list's heading: its number of hits, or that it is still searching, or why it failed. */
function HitsHeading({ title, result, count }: { title: string; result: Loadable<unknown>; count: number }) {
  return (
    <>
      <h2>
        {title} ({result.state === 'loading' ? 'searching...' : count})
      </h2>
      {result.state === 'error' && <p role="alert">{result.message}</p>}
    </>
  );
}

/** "See all 37 applications" on the list page, when there are more than shown here. */
function SeeAll({ total, noun, to }: { total: number; noun: string; to: string }) {
  if (total <= HITS_SHOWN) return null;
  return (
    <p>
      <Link to={to}>
        See all {total} {noun}
      </Link>
    </p>
  );
}

const listQuery = (query: string) => `?q=${encodeURIComponent(query)}`;

function PostHits({ query }: { query: string }) {
  const [posts] = useApi(ENDPOINTS.blog.staffList, { query: { q: query } });
  const hits = posts.state === 'ready' ? posts.data.data : [];
  return (
    <>
      <HitsHeading title="Blog posts" result={posts} count={hits.length} />
      <ul>
        {hits.map((post) => (
          <li key={post._id}>
            <Link to={`/dashboard/edit-post/${post._id}`}>{post.title}</Link> (
            {post.isPublished ? 'Published' : 'Draft'})
          </li>
        ))}
      </ul>
    </>
  );
}

function ApplicationHits({ query }: { query: string }) {
  const [applications] = useApi(ENDPOINTS.applications.list, { query: { q: query, pageSize: HITS_SHOWN } });
  const hits = applications.state === 'ready' ? applications.data : { data: [], total: 0 };
  return (
    <>
      <HitsHeading title="Applications" result={applications} count={hits.total} />
      <ul>
        {hits.data.map((row) => (
          <li key={row.reference}>
            <Link to={`/dashboard/applications/${encodeURIComponent(row.reference)}`}>
              {row.reference}: {row.firstname} {row.surname}
            </Link>
          </li>
        ))}
      </ul>
      <SeeAll total={hits.total} noun="applications" to={`/dashboard/applications${listQuery(query)}`} />
    </>
  );
}

function PaymentHits({ query }: { query: string }) {
  const [payments] = useApi(ENDPOINTS.payment.list, { query: { q: query, pageSize: HITS_SHOWN } });
  const hits = payments.state === 'ready' ? payments.data : { message: [], total: 0 };
  return (
    <>
      <HitsHeading title="Payments" result={payments} count={hits.total} />
      <ul>
        {hits.message.map((row) => (
          <li key={row.reference}>
            <Link to={`/dashboard/form-purchase${listQuery(query)}`}>
              {row.reference}: {row.first_name} {row.last_name}, {formatNaira(row.amountKobo / 100)} ({row.status})
            </Link>
          </li>
        ))}
      </ul>
      <SeeAll total={hits.total} noun="payments" to={`/dashboard/form-purchase${listQuery(query)}`} />
    </>
  );
}

/** The header search: posts, applications and payments, each searched by the server, as the role may. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const mayReadPosts = useMayCall(ENDPOINTS.blog.staffList);
  const mayReadApplications = useMayCall(ENDPOINTS.applications.list);
  const mayReadPayments = useMayCall(ENDPOINTS.payment.list);
  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading">Search results for "{query}"</h1>
      {mayReadPosts && <PostHits query={query} />}
      {mayReadApplications && <ApplicationHits query={query} />}
      {mayReadPayments && <PaymentHits query={query} />}
    </section>
  );
}
