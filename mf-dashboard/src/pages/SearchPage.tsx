import { Link, useSearchParams } from 'react-router-dom';
import { ENDPOINTS } from '@icast/contracts';
import { formatNaira, matchesText } from '../format';
import { useApi } from '../useApi';

/** The header search: posts (searched by the server), applications and payments (filtered here). */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const [posts] = useApi(ENDPOINTS.blog.staffList, { query: { q: query } });
  const [applications] = useApi(ENDPOINTS.applications.list);
  const [payments] = useApi(ENDPOINTS.payment.list);
  const postHits = posts.state === 'ready' ? posts.data.data : [];
  const applicationHits = (applications.state === 'ready' ? applications.data : []).filter((row) =>
    matchesText(query, row.reference, row.surname, row.firstname),
  );
  const paymentHits = (payments.state === 'ready' ? payments.data.message : []).filter((row) =>
    matchesText(query, row.reference, row.first_name, row.last_name, row.email, row.phone),
  );
  const loading = [posts, applications, payments].some((result) => result.state === 'loading');
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
      <h2>Applications ({applicationHits.length})</h2>
      <ul>
        {applicationHits.map((row) => (
          <li key={row.reference}>
            <Link to={`/dashboard/applications/${encodeURIComponent(row.reference)}`}>
              {row.reference}: {row.firstname} {row.surname}
            </Link>
          </li>
        ))}
      </ul>
      <h2>Payments ({paymentHits.length})</h2>
      <ul>
        {paymentHits.map((row) => (
          <li key={row.reference}>
            <Link to="/dashboard/form-purchase">
              {row.reference}: {row.first_name} {row.last_name}, {formatNaira(row.amountKobo / 100)} ({row.status})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
