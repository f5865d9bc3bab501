import { useState, type FormEvent, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { DASHBOARD_SEARCHED_LISTS, dashboardNavigation, roleMayCall } from '@icast/contracts';
import { ROLE_NAMES } from '../access';
import { useAuth, useStaffUser } from '../identity/AuthContext';
import { NotificationBell } from './NotificationBell';

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
          <NotificationBell />
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
