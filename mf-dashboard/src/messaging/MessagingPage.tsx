import { useSearchParams } from 'react-router-dom';
import { errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, type ContactMessage, type NewsletterSubscriber, type PagedList } from '@icast/contracts';
import { telHref } from '@icast/content';
import { Button, Tabs } from '@icast/ui';
import { useMayCall } from '../access';
import { ContactReplies } from './ContactReplies';
import { type Column } from '../components/DataTable';
import { PagedResults, PagedTable } from '../components/PagedResults';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';

function Messages() {
  const list = useListParams([]);
  const [messages, reload, replace] = useApi(ENDPOINTS.contact.messages, { query: list.query });
  async function markRead(page: PagedList<ContactMessage>, id: string) {
    try {
      await fetchApi(ENDPOINTS.contact.markRead, { params: { id } });
      replace({ ...page, data: page.data.map((row) => (row._id === id ? { ...row, read: true } : row)) });
    } catch (error) {
      window.alert(`Could not mark the message read: ${errorMessage(error)}`);
    }
  }
  return (
    <PagedResults result={messages} what="Contact messages" noun="messages" onRetry={reload} hrefFor={list.pageHref}>
      {(rows) => {
        if (rows.length === 0) return <p>No messages yet</p>;
        return (
          <ul className="dash-messages">
            {rows.map((row) => (
              <li key={row._id} className={row.read ? '' : 'is-unread'}>
                <p className="dash-messages__head">
                  <strong>{row.subject}</strong> from {row.name ? `${row.name}, ` : ''}
                  <a href={`mailto:${row.email}`}>{row.email}</a> (<a href={telHref(row.tel)}>{row.tel}</a>),{' '}
                  <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                </p>
                <p className="dash-messages__body">{row.message}</p>
                {row.read ? (
                  <span className="dash-pill">Read</span>
                ) : (
                  <Button
                    variant="outline"
                    onClick={() => messages.state === 'ready' && void markRead(messages.data, row._id)}
                  >
                    Mark read
                  </Button>
                )}
                <ContactReplies message={row} />
              </li>
            ))}
          </ul>
        );
      }}
    </PagedResults>
  );
}

const SUBSCRIBER_COLUMNS: Column<NewsletterSubscriber>[] = [
  { header: 'Email', cell: (row) => <span className="dash-address">{row.email}</span> },
  { header: 'State', cell: (row) => row.state },
  { header: 'Subscribed', cell: (row) => formatDateTime(row.createdAt) },
];

function Subscribers() {
  const list = useListParams([], 'subscribersPage');
  const [subscribers, reload] = useApi(ENDPOINTS.newsletter.subscribers, { query: list.query });
  return (
    <PagedTable
      result={subscribers}
      what="Newsletter subscribers"
      noun="subscribers"
      onRetry={reload}
      hrefFor={list.pageHref}
      columns={SUBSCRIBER_COLUMNS}
      rowKey={(row) => row._id}
      empty="No subscribers yet"
    />
  );
}

type TabId = 'messages' | 'subscribers';

/**
 * The tabs the member's role may read (the messages: admissions and editors; the subscribers: editors; admins both);
 * the open tab and each list's page are kept in the address.
 */
export function MessagingPage() {
  const [params, setParams] = useSearchParams();
  const tabs = [
    {
      id: 'messages' as const,
      label: 'Contact messages',
      content: <Messages />,
      allowed: useMayCall(ENDPOINTS.contact.messages),
    },
    {
      id: 'subscribers' as const,
      label: 'Newsletter subscribers',
      content: <Subscribers />,
      allowed: useMayCall(ENDPOINTS.newsletter.subscribers),
    },
  ].filter((item) => item.allowed);
  const asked = tabs.find((item) => item.id === params.get('tab'));
  const tab: TabId | undefined = (asked ?? tabs[0])?.id;
  const select = (id: TabId) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === tabs[0]?.id) next.delete('tab');
      else next.set('tab', id);
      return next;
    });
  return (
    <section aria-labelledby="messaging-heading">
      <h1 id="messaging-heading">Messaging</h1>
      <Tabs label="Messaging" selectedId={tab} onSelect={select} items={tabs} />
    </section>
  );
}
