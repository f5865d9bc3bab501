import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, type StaffActivityFeed } from '@icast/contracts';
import { countOf } from '@icast/content';
import { useMayCall } from '../access';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';

/** How often the count is asked for again while the dashboard is open (a family may upload any time). */
const REFRESH_MS = 60_000;

/** New applications and unread messages from the summary, for a role that may read them: links under the list. */
function WaitingForYou() {
  const mayReadApplications = useMayCall(ENDPOINTS.applications.list);
  const mayReadMessages = useMayCall(ENDPOINTS.contact.messages);
  const [summary] = useApi(ENDPOINTS.dashboard.summary);
  if (summary.state !== 'ready' || (!mayReadApplications && !mayReadMessages)) return null;
  const { applications = 0, messages = 0 } = summary.data.unread;
  const links = [
    mayReadApplications && applications > 0 && (
      <li key="applications">
        <Link to="/dashboard/applications">{countOf(applications, 'new application')}</Link>
      </li>
    ),
    mayReadMessages && messages > 0 && (
      <li key="messages">
        <Link to="/dashboard/message">{countOf(messages, 'unread message')}</Link>
      </li>
    ),
  ].filter(Boolean);
  if (links.length === 0) return null;
  return (
    <>
      <h3 className="dash-activity__subheading">Also waiting</h3>
      <ul className="dash-activity__waiting">{links}</ul>
    </>
  );
}

/**
 * The bell in the header: the member's unread count from the API (what families did, of the kinds they receive) and
 * the list behind it, a disclosure the keyboard opens and Escape closes. Opening an entry marks it read; "Mark all
 * read" clears the count.
 */
export function NotificationBell() {
  const [feed, reload, replace] = useApi(ENDPOINTS.notifications.activity);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unread = feed.state === 'ready' ? feed.data.unread : 0;
  const label = unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  async function change(action: () => Promise<StaffActivityFeed>) {
    setProblem(undefined);
    try {
      replace(await action());
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  function toggle() {
    if (!open) reload();
    setOpen(!open);
  }

  // Escape closes the open list from anywhere in it (or the bell) and gives the focus back to the bell.
  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div className="dash-activity">
      <button
        ref={buttonRef}
        type="button"
        className="dash-bell"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={toggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="dash-bell__icon">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unread > 0 && (
          <span className="dash-bell__count" data-testid="notification-count" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      <div id={panelId} className="dash-activity__panel" hidden={!open} role="region" aria-labelledby={headingId}>
        <div className="dash-activity__top">
          <h2 id={headingId} className="dash-activity__heading">
            Notifications
          </h2>
          {unread > 0 && (
            <button
              type="button"
              className="dash-activity__mark-all"
              onClick={() => void change(() => fetchApi(ENDPOINTS.notifications.markAllRead))}
            >
              Mark all read
            </button>
          )}
        </div>
        <p className="icast-visually-hidden" role="status">
          {open && feed.state === 'ready' ? `${unread} unread` : ''}
        </p>
        {problem && (
          <p className="dash-activity__problem" role="alert">
            {problem}
          </p>
        )}
        {feed.state === 'loading' && <p>Loading...</p>}
        {feed.state === 'error' && <p role="alert">{feed.message}</p>}
        {feed.state === 'ready' && feed.data.items.length === 0 && <p>Nothing in the past 30 days.</p>}
        {feed.state === 'ready' && feed.data.items.length > 0 && (
          <ul className="dash-activity__list">
            {feed.data.items.map((item) => (
              <li key={item.id} className={item.read ? 'is-read' : 'is-unread'}>
                <Link
                  to={item.link}
                  onClick={() => {
                    setOpen(false);
                    if (!item.read) {
                      void change(() => fetchApi(ENDPOINTS.notifications.markRead, { params: { id: item.id } }));
                    }
                  }}
                >
                  {!item.read && <span className="icast-visually-hidden">Unread: </span>}
                  {item.text}
                  <span className="dash-activity__time">{formatDateTime(item.at)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <WaitingForYou />
      </div>
    </div>
  );
}
