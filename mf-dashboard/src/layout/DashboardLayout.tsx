import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { DASHBOARD_SEARCHED_LISTS, dashboardNavigation, ENDPOINTS, roleMayCall } from '@icast/contracts';
import { countOf } from '@icast/content';
import { ROLE_NAMES, useMayCall } from '../access';
import { useAuth, useStaffUser } from '../identity/AuthContext';
import { useApi } from '../useApi';

/** New applications and unread messages, for a role that may read either (the summary leaves the others out). */
function Notifications() {
  const mayReadApplications = useMayCall(ENDPOINTS.applications.list);
  const mayReadMessages = useMayCall(ENDPOINTS.contact.messages);
  if (!mayReadApplications && !mayReadMessages) return null;
  return <NotificationBell mayReadApplications={mayReadApplications} mayReadMessages={mayReadMessages} />;
}

function NotificationBell(props: { mayReadApplications: boolean; mayReadMessages: boolean }) {
  const { mayReadApplications, mayReadMessages } = props;
  const [summary] = useApi(ENDPOINTS.dashboard.summary);
  const { applications = 0, messages = 0 } = summary.state === 'ready' ? summary.data.unread : {};
  const total = applications + messages;
  const parts = [
    mayReadApplications && countOf(applications, 'new application'),
    mayReadMessages && countOf(messages, 'unread message'),
  ].filter(Boolean);
  const label = `${total} unread: ${parts.join(', ')}`;
  return (
    <Link
      to={
        mayReadApplications && (applications > 0 || messages === 0) ? '/dashboard/applications' : '/dashboard/message'
      }
      className="dash-bell"
      aria-label={label}
      title={label}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="dash-bell__icon">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
      {total > 0 && (
        <span className="dash-bell__count" data-testid="notification-count">
          {total}
        </span>
      )}
    </Link>
  );
}

/** Searches the lists the member's role may read, and says which. */
function HeaderSearch() {
  const navigate = useNavigate();
  const { role } = useStaffUser();
  const [query, setQuery] = useState('');
  const lists = DASHBOARD_SEARCHED_LISTS.filter((list) => roleMayCall(role, list.endpoint)).map((list) => list.name);
  if (lists.length === 0) return null;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (query.trim()) navigate(`/dashboard/search?q=${encodeURIComponent(query.trim())}`);
  }
  return (
    <form role="search" className="dash-search" onSubmit={submit}>
      <label htmlFor="dash-search" className="icast-visually-hidden">
        Search {lists.join(', ').replace(/, ([^,]*)$/, ' and $1')}
      </label>
      <input
        id="dash-search"
        type="search"
        placeholder={`Search ${lists.join(', ')}`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </form>
  );
}

export function DashboardLayout({ children }: { children: ReactNode }) {
  const user = useStaffUser();
  const { signOut } = useAuth();
  return (
    <div className="dash">
      <aside className="dash-sidebar">
        <p className="dash-brand">
          ICAST <span>Staff</span>
        </p>
        <nav aria-label="Dashboard" className="dash-nav">
          {dashboardNavigation(user.role).map(({ section, pages }) => {
            const headingId = `dash-nav-${section.toLowerCase().replace(/\W+/g, '-')}`;
            return (
              <section key={section} className="dash-nav__section" aria-labelledby={headingId}>
                <h2 id={headingId} className="dash-nav__heading">
                  {section}
                </h2>
                <ul>
                  {pages.map((page) => (
                    <li key={page.path}>
                      <NavLink
                        to={`/dashboard/${page.path}`}
                        className={({ isActive }) => (isActive ? 'is-active' : undefined)}
                      >
                        {page.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </nav>
        <button type="button" className="dash-signout" onClick={() => void signOut()}>
          Sign out
        </button>
      </aside>
      <div className="dash-main">
        <header className="dash-header">
          <HeaderSearch />
          <Notifications />
          <p className="dash-user">
            {user.name} <span className="dash-role">{ROLE_NAMES[user.role].label}</span>
          </p>
        </header>
        <main id="main" className="dash-content">
          {children}
        </main>
      </div>
    </div>
  );
}
