import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { ENDPOINTS } from '@icast/contracts';
import { useAuth, useStaffUser } from '../auth/AuthContext';
import { useApi } from '../useApi';

const NAV_ITEMS = [
  { to: '/dashboard/home', label: 'Dashboard' },
  { to: '/dashboard/blog-management', label: 'Blog Management' },
  { to: '/dashboard/form-purchase', label: 'Form Purchase' },
  { to: '/dashboard/applications', label: 'Applications' },
  { to: '/dashboard/visitor', label: 'Visitors' },
  { to: '/dashboard/message', label: 'Messaging' },
  { to: '/dashboard/questions', label: 'Questions' },
  { to: '/dashboard/newsletter', label: 'Newsletter' },
  { to: '/dashboard/outbox', label: 'Outbox' },
  { to: '/dashboard/settings', label: 'Settings' },
  { to: '/dashboard/notifications', label: 'Notifications' },
];

function Notifications() {
  const [summary] = useApi(ENDPOINTS.dashboard.summary);
  const unread = summary.state === 'ready' ? summary.data.unread : { applications: 0, messages: 0 };
  const total = unread.applications + unread.messages;
  const label = `${total} unread: ${unread.applications} new applications, ${unread.messages} unread messages`;
  return (
    <Link
      to={unread.applications > 0 ? '/dashboard/applications' : '/dashboard/message'}
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

function HeaderSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (query.trim()) navigate(`/dashboard/search?q=${encodeURIComponent(query.trim())}`);
  }
  return (
    <form role="search" className="dash-search" onSubmit={submit}>
      <label htmlFor="dash-search" className="icast-visually-hidden">
        Search posts, applications and payments
      </label>
      <input
        id="dash-search"
        type="search"
        placeholder="Search posts, applications, payments"
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
        <nav aria-label="Dashboard">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
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
            {user.name} <span className="dash-role">{user.role}</span>
          </p>
        </header>
        <main id="main" className="dash-content">
          {children}
        </main>
      </div>
    </div>
  );
}
