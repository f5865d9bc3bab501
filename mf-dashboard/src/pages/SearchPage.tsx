import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_ENDPOINTS, type ApplicationSummary, type BlogPost, type PaymentRecord } from '@icast/contracts';
import { formatNaira, matchesText } from '../format';
import { listOf } from '../lists';
import { useApi } from '../useApi';

/** The header search: posts (searched by the server), applications and payments (filtered here). */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const [posts] = useApi<{ data: BlogPost[] }>(`/api/blog/admin/posts?${new URLSearchParams({ q: query })}`);
  const [applications] = useApi<unknown>(ADMIN_ENDPOINTS.applications);
  const [payments] = useApi<unknown>(ADMIN_ENDPOINTS.payments);
  const postHits = posts.state === 'ready' ? posts.data.data : [];
  const applicationHits = (applications.state === 'ready' ? listOf<ApplicationSummary>(applications.data) : []).filter(
    (row) => matchesText(query, row.reference, row.surname, row.firstname),
  );
  const paymentHits = (payments.state === 'ready' ? listOf<PaymentRecord>(payments.data) : []).filter((row) =>
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
