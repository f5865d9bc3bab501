import { Link, useSearchParams } from 'react-router-dom';
import { ENDPOINTS } from '@icast/contracts';
import { formatNaira } from '../format';
import { useApi } from '../useApi';

/** Hits of each kind shown here; the rest are a link away, on the list page with the same search. */
const HITS_SHOWN = 10;

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

/** The header search: posts, applications and payments, each searched by the server. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const search = { q: query, pageSize: HITS_SHOWN };
  const [posts] = useApi(ENDPOINTS.blog.staffList, { query: { q: query } });
  const [applications] = useApi(ENDPOINTS.applications.list, { query: search });
  const [payments] = useApi(ENDPOINTS.payment.list, { query: search });
  const postHits = posts.state === 'ready' ? posts.data.data : [];
  const applicationHits = applications.state === 'ready' ? applications.data : { data: [], total: 0 };
  const paymentHits = payments.state === 'ready' ? payments.data : { message: [], total: 0 };
  const loading = [posts, applications, payments].some((result) => result.state === 'loading');
  const listQuery = `?q=${encodeURIComponent(query)}`;
  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading">Search results for "{query}"</h1>
      {loading && <p role="status">Searching...</p>}
      <h2>Blog posts ({postHits.length})</h2>
      <ul>
        {postHits.map((post) => (
          <li key={post._id}>
            <Link to={`/dashboard/edit-post/${post._id}`}>{post.title}</Link> (
            {post.isPublished ? 'Published' : 'Draft'})
          </li>
        ))}
      </ul>
      <h2>Applications ({applicationHits.total})</h2>
      <ul>
        {applicationHits.data.map((row) => (
          <li key={row.reference}>
            <Link to={`/dashboard/applications/${encodeURIComponent(row.reference)}`}>
              {row.reference}: {row.firstname} {row.surname}
            </Link>
          </li>
        ))}
      </ul>
      <SeeAll total={applicationHits.total} noun="applications" to={`/dashboard/applications${listQuery}`} />
      <h2>Payments ({paymentHits.total})</h2>
      <ul>
        {paymentHits.message.map((row) => (
          <li key={row.reference}>
            <Link to={`/dashboard/form-purchase${listQuery}`}>
              {row.reference}: {row.first_name} {row.last_name}, {formatNaira(row.amountKobo / 100)} ({row.status})
            </Link>
          </li>
        ))}
      </ul>
      <SeeAll total={paymentHits.total} noun="payments" to={`/dashboard/form-purchase${listQuery}`} />
    </section>
  );
}
