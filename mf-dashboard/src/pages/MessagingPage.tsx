import { errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, type ContactMessage } from '@icast/contracts';
import { Button, Tabs } from '@icast/ui';
import { useMayCall } from '../access';
import { DataState } from '../components/DataState';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';

function Messages() {
  const [messages, reload, replace] = useApi(ENDPOINTS.contact.messages);
  async function markRead(rows: ContactMessage[], id: string) {
    try {
      await fetchApi(ENDPOINTS.contact.markRead, { params: { id } });
      replace({ data: rows.map((row) => (row._id === id ? { ...row, read: true } : row)) });
    } catch (error) {
      window.alert(`Could not mark the message read: ${errorMessage(error)}`);
    }
  }
  return (
    <DataState result={messages} what="Contact messages" onRetry={reload} loadingText="Loading messages...">
      {(body) => {
        const rows = body.data;
        if (rows.length === 0) return <p>No messages yet</p>;
        return (
          <ul className="dash-messages">
            {rows.map((row) => (
              <li key={row._id} className={row.read ? '' : 'is-unread'}>
                <p className="dash-messages__head">
                  <strong>{row.subject}</strong> from <a href={`mailto:${row.email}`}>{row.email}</a> ({row.tel}),{' '}
                  <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                </p>
                <p className="dash-messages__body">{row.message}</p>
                {row.read ? (
                  <span className="dash-pill">Read</span>
                ) : (
                  <Button variant="outline" onClick={() => void markRead(rows, row._id)}>
                    Mark read
                  </Button>
                )}
              </li>
            ))}
          </ul>
        );
      }}
    </DataState>
  );
}

function Subscribers() {
  const [subscribers, reload] = useApi(ENDPOINTS.newsletter.subscribers);
  return (
    <DataState result={subscribers} what="Newsletter subscribers" onRetry={reload} loadingText="Loading subscribers...">
      {(body) => {
        const rows = body.data;
        if (rows.length === 0) return <p>No subscribers yet</p>;
        return (
          <table className="dash-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row._id}>
                  <td>{row.email}</td>
                  <td>{formatDateTime(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      }}
    </DataState>
  );
}

/** The tabs the member's role may read: admissions the messages, editors the subscribers, admins both. */
export function MessagingPage() {
  const tabs = [
    {
      id: 'messages',
      label: 'Contact messages',
      content: <Messages />,
      allowed: useMayCall(ENDPOINTS.contact.messages),
    },
    {
      id: 'subscribers',
      label: 'Newsletter subscribers',
      content: <Subscribers />,
      allowed: useMayCall(ENDPOINTS.newsletter.subscribers),
    },
  ];
  return (
    <section aria-labelledby="messaging-heading">
      <h1 id="messaging-heading">Messaging</h1>
      <Tabs label="Messaging" items={tabs.filter((tab) => tab.allowed)} />
    </section>
  );
}
