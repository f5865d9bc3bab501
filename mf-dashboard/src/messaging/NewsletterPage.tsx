import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, NEWSLETTER_LIMITS, type NewsletterDraft, type NewsletterPreview } from '@icast/contracts';
import { countOf } from '@icast/content';
import { Alert, Button, TextArea, TextField } from '@icast/ui';
import { PagedTable } from '../components/PagedResults';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';

type Notice = { tone: 'success' | 'error'; text: string } | undefined;
const STATE_LABELS = { queuing: 'Preparing', sending: 'Sending', done: 'Done' } as const;
/** While a newsletter is going out, its progress is asked for again this often. */
const PROGRESS_REFRESH_MS = 3000;

/** Editors write a newsletter: preview it, send a test to themselves, then send it to every confirmed subscriber. */
export function NewsletterPage() {
  const [draft, setDraft] = useState<NewsletterDraft>({ subject: '', body: '' });
  const [preview, setPreview] = useState<NewsletterPreview>();
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  const list = useListParams([]);
  const [campaigns, reload] = useApi(ENDPOINTS.newsletter.campaigns, { query: list.query });
  const going = campaigns.state === 'ready' && campaigns.data.data.some((campaign) => campaign.state !== 'done');

  useEffect(() => {
    if (!going) return;
    const timer = setInterval(reload, PROGRESS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [going, reload]);

  async function act(action: () => Promise<Notice>) {
    setBusy(true);
    try {
      setNotice(await action());
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const showPreview = () =>
    act(async () => {
      setPreview(await fetchApi(ENDPOINTS.newsletter.preview, { body: draft }));
      return undefined;
    });
  const sendTest = () =>
    act(async () => ({
      tone: 'success',
      text: (await fetchApi(ENDPOINTS.newsletter.testSend, { body: draft })).message,
    }));
  const sendToAll = (event: FormEvent) => {
    event.preventDefault();
    const count = campaigns.state === 'ready' ? campaigns.data.confirmedSubscribers : 0;
    const whom = countOf(count, 'confirmed subscriber');
    if (!window.confirm(`Send "${draft.subject}" to ${whom}? This cannot be undone.`)) return;
    void act(async () => {
      await fetchApi(ENDPOINTS.newsletter.send, { body: draft });
      setDraft({ subject: '', body: '' });
      setPreview(undefined);
      reload();
      return { tone: 'success', text: `"${draft.subject}" is on its way to ${whom}.` };
    });
  };

  return (
    <section aria-labelledby="newsletter-heading">
      <h1 id="newsletter-heading">Newsletter</h1>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <form className="dash-panel dash-post-form" onSubmit={sendToAll} aria-labelledby="compose-heading">
        <h2 id="compose-heading">Write a newsletter</h2>
        <TextField
          label="Subject"
          name="subject"
          required
          maxLength={NEWSLETTER_LIMITS.subject}
          value={draft.subject}
          onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
        />
        <TextArea
          label="Text"
          name="body"
          rows={12}
          required
          maxLength={NEWSLETTER_LIMITS.body}
          hint="Leave a blank line between paragraphs. Web addresses become links. Every copy ends with the school's contacts and an unsubscribe link."
          value={draft.body}
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
        />
        <div className="dash-actions">
          <Button variant="outline" disabled={busy || !draft.subject || !draft.body} onClick={() => void showPreview()}>
            Preview
          </Button>
          <Button variant="outline" disabled={busy || !draft.subject || !draft.body} onClick={() => void sendTest()}>
            Send a test to me
          </Button>
          <Button type="submit" disabled={busy || campaigns.state !== 'ready'}>
            Send to all confirmed subscribers
            {campaigns.state === 'ready' ? ` (${campaigns.data.confirmedSubscribers})` : ''}
          </Button>
        </div>
      </form>
      {preview && (
        <section className="dash-panel" aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview: {preview.subject}</h2>
          {/* The API escaped everything in it; the sandbox runs no script and reaches nothing of this page. */}
          <iframe
            className="dash-mail-preview"
            title="The newsletter as subscribers will see it"
            sandbox=""
            srcDoc={preview.html}
          />
        </section>
      )}
      <section aria-labelledby="sent-heading">
        <h2 id="sent-heading">Sent newsletters</h2>
        <PagedTable
          result={campaigns}
          what="Sent newsletters"
          noun="newsletters"
          onRetry={reload}
          hrefFor={list.pageHref}
          rowKey={(row) => row._id}
          empty="No newsletters sent yet"
          columns={[
            { header: 'Sent', cell: (row) => formatDateTime(row.createdAt) },
            { header: 'Subject', cell: (row) => row.subject },
            { header: 'By', cell: (row) => row.createdBy },
            { header: 'Progress', cell: (row) => STATE_LABELS[row.state] },
            { header: 'Recipients', cell: (row) => row.recipients },
            { header: 'Delivered', cell: (row) => row.sent },
            { header: 'Waiting', cell: (row) => row.pending },
            { header: 'Failed', cell: (row) => row.failed },
            { header: 'Unsubscribed first', cell: (row) => row.cancelled },
          ]}
        />
      </section>
    </section>
  );
}
