import { Link } from 'react-router-dom';
import { dashboardNavigation, ENDPOINTS, type DashboardSummary } from '@icast/contracts';
import { useMayCall } from '../access';
import { useStaffUser } from '../identity/AuthContext';
import { DataState } from '../components/DataState';
import { WeeklyChart } from '../components/WeeklyChart';
import { formatDateTime, formatNaira } from '../format';
import { useApi } from '../useApi';

/** The newest applications and paid forms, asked of the server as two short pages (a list the role may not read is not asked). */
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
      text:
        row.purpose === 'acceptance'
          ? `Acceptance fee paid by ${row.first_name} ${row.last_name} for ${row.childName ?? row.applicationReference ?? 'a place'} (${formatNaira(row.amountKobo / 100)})`
          : `Form paid by ${row.first_name} ${row.last_name} (${formatNaira(row.amountKobo / 100)})`,
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

/** The summary's figures that came (a role gets only those it may read), one card each. */
function FigureCards({ data }: { data: DashboardSummary }) {
  const cards = [
    { title: 'Total applications', testId: 'total-applications', value: data.totalApplications },
    {
      title: 'Revenue this month',
      testId: 'monthly-revenue',
      value: data.monthlyRevenueNaira === undefined ? undefined : formatNaira(data.monthlyRevenueNaira),
    },
    { title: 'Forms sold', testId: 'forms-sold', value: data.formsSold },
    { title: 'Visitors today', testId: 'visitors-today', value: data.visitorsToday },
  ].filter((card) => card.value !== undefined);
  if (cards.length === 0) return null;
  return (
    <dl className="dash-cards">
      {cards.map((card) => (
        <div className="dash-card" key={card.testId}>
          <dt>{card.title}</dt>
          <dd data-testid={card.testId}>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** For a role with no figures (an editor): where its work is. */
function YourPages() {
  const { role } = useStaffUser();
  const pages = dashboardNavigation(role)
    .flatMap((section) => section.pages)
    .filter((page) => page.path !== 'home');
  return (
    <section className="dash-panel" aria-labelledby="your-pages-heading">
      <h2 id="your-pages-heading">Your pages</h2>
      <ul className="dash-activity">
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={`/dashboard/${page.path}`}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  const [summary, reload] = useApi(ENDPOINTS.dashboard.summary);
  const hasActivity = useMayCall(ENDPOINTS.applications.list, ENDPOINTS.payment.list);
  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">Dashboard</h1>
      <DataState result={summary} what="Figures" onRetry={reload}>
        {(data) => (
          <>
            <p className="dash-as-of">
              Figures as of <time dateTime={data.asOf}>{formatDateTime(data.asOf)}</time>
            </p>
            <FigureCards data={data} />
            <div className="dash-panels">
              {hasActivity ? (
                <>
                  <section className="dash-panel" aria-labelledby="chart-heading">
                    <h2 id="chart-heading">Per week</h2>
                    <WeeklyChart weekly={data.weekly} />
                  </section>
                  <section className="dash-panel" aria-labelledby="recent-heading">
                    <h2 id="recent-heading">Recent activity</h2>
                    <RecentActivity />
                  </section>
                </>
              ) : (
                <YourPages />
              )}
            </div>
          </>
        )}
      </DataState>
    </section>
  );
}
