import { Link } from 'react-router-dom';
import { ENDPOINTS } from '@icast/contracts';
import { DataState } from '../components/DataState';
import { WeeklyChart } from '../components/WeeklyChart';
import { formatDateTime, formatNaira } from '../format';
import { useApi } from '../useApi';

/** The newest applications and paid forms, asked of the server as two short pages. */
const RECENT_ITEMS = 8;

function RecentActivity() {
  const [applications] = useApi(ENDPOINTS.applications.list, { query: { pageSize: RECENT_ITEMS } });
  const [payments] = useApi(ENDPOINTS.payment.list, { query: { status: 'paid', pageSize: RECENT_ITEMS } });
  const items = [
    ...(applications.state === 'ready' ? applications.data.data : []).map((row) => ({
      at: row.submittedAt,
      text: `Application ${row.reference} from ${row.firstname} ${row.surname}`,
      to: `/dashboard/applications/${encodeURIComponent(row.reference)}`,
    })),
    ...(payments.state === 'ready' ? payments.data.message : []).map((row) => ({
      at: row.paidAt ?? row.createdAt,
      text: `Form paid by ${row.first_name} ${row.last_name} (${formatNaira(row.amountKobo / 100)})`,
      to: '/dashboard/form-purchase',
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT_ITEMS);
  if (applications.state === 'loading' || payments.state === 'loading') return <p role="status">Loading...</p>;
  if (items.length === 0) return <p>No recent applications or payments.</p>;
  return (
    <ul className="dash-activity">
      {items.map((item) => (
        <li key={`${item.to}-${item.at}-${item.text}`}>
          <Link to={item.to}>{item.text}</Link> <time dateTime={item.at}>{formatDateTime(item.at)}</time>
        </li>
      ))}
    </ul>
  );
}

export function HomePage() {
  const [summary, reload] = useApi(ENDPOINTS.dashboard.summary);
  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">Dashboard</h1>
      <DataState result={summary} what="Figures" onRetry={reload}>
        {(data) => (
          <>
            <p className="dash-as-of">
              Figures as of <time dateTime={data.asOf}>{formatDateTime(data.asOf)}</time>
            </p>
            <dl className="dash-cards">
              <div className="dash-card">
                <dt>Total applications</dt>
                <dd data-testid="total-applications">{data.totalApplications}</dd>
              </div>
              <div className="dash-card">
                <dt>Revenue this month</dt>
                <dd data-testid="monthly-revenue">{formatNaira(data.monthlyRevenueNaira)}</dd>
              </div>
              <div className="dash-card">
                <dt>Forms sold</dt>
                <dd data-testid="forms-sold">{data.formsSold}</dd>
              </div>
              <div className="dash-card">
                <dt>Visitors today</dt>
                <dd data-testid="visitors-today">{data.visitorsToday}</dd>
              </div>
            </dl>
            <div className="dash-panels">
              <section className="dash-panel" aria-labelledby="chart-heading">
                <h2 id="chart-heading">Payments and applications</h2>
                <WeeklyChart weekly={data.weekly} />
              </section>
              <section className="dash-panel" aria-labelledby="recent-heading">
                <h2 id="recent-heading">Recent activity</h2>
                <RecentActivity />
              </section>
            </div>
          </>
        )}
      </DataState>
    </section>
  );
}
