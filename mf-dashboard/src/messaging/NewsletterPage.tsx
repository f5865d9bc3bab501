import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  ENDPOINTS,
  NEWSLETTER_CAMPUSES,
  NEWSLETTER_SECTIONS,
  newsletterProblems,
  type NewsletterAudience,
  type NewsletterCampaign,
  type NewsletterPreview,
} from '@icast/contracts';
import { countOf } from '@icast/content';
import { Alert, Button, ErrorSummary, RadioGroup, TextField, type FieldError } from '@icast/ui';
import { PagedTable } from '../components/PagedResults';
import { formatLagosTime } from '../content/lagosTime';
import { fromLagosInput, useSubmission } from '../content/submission';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';
import { draftOf, type EditedNewsletter, fieldIdOf, NewsletterEditor, withKey } from './NewsletterEditor';

const STATE_LABELS: Record<NewsletterCampaign['state'], string> = {
  'awaiting-approval': 'Waiting for approval',
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  queuing: 'Preparing',
  sending: 'Sending',
  done: 'Done',
};
/** While a newsletter is going out, its progress is asked for again this often. */
const PROGRESS_REFRESH_MS = 3000;
const SEND_AT_ID = 'newsletter-send-at';
const EMPTY: EditedNewsletter = { subject: '', blocks: [], audience: { campuses: [], sections: [] } };

/** "Everyone", or the lists chosen in words: "Elebu; Primary, Hostel". */
export function audienceLabel(audience: NewsletterAudience): string {
  const campuses = NEWSLETTER_CAMPUSES.filter((campus) => audience.campuses.includes(campus.value));
  const sections = NEWSLETTER_SECTIONS.filter((section) => audience.sections.includes(section.value));
  if (campuses.length === 0 && sections.length === 0) return 'Everyone';
  return [campuses.map((campus) => campus.label).join(', '), sections.map((section) => section.label).join(', ')]
    .filter(Boolean)
    .join('; ');
}

/**
 * Editors build a newsletter from blocks, preview it, send a test to themselves, then send it to the lists chosen
 * now or at a time (Lagos time) they can cancel until then; the monthly digest waits here for their approval.
 */
export function NewsletterPage() {
  const [edited, setEdited] = useState<EditedNewsletter>(EMPTY);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [preview, setPreview] = useState<NewsletterPreview>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const { errors, notice: submitted, busy, submit, errorFor } = useSubmission();
  const list = useListParams([]);
  const [campaigns, reload] = useApi(ENDPOINTS.newsletter.campaigns, { query: list.query });
  const rows = campaigns.state === 'ready' ? campaigns.data.data : [];
  const going = rows.some((campaign) => campaign.state === 'queuing' || campaign.state === 'sending');
  const waiting = rows.filter((campaign) => campaign.state === 'awaiting-approval');

  useEffect(() => {
    if (!going) return;
    const timer = setInterval(reload, PROGRESS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [going, reload]);

  /** The rule the API runs, here first: every problem listed at once and linked to its field. */
  const problems = (withTime: boolean): FieldError[] => [
    ...newsletterProblems(draftOf(edited)).map((problem) => ({
      fieldId: fieldIdOf(problem.field),
      message: problem.message,
    })),
    ...(withTime && when === 'later' && !sendAt
      ? [{ fieldId: SEND_AT_ID, message: 'Enter the date and time to send it (Lagos time)' }]
      : []),
  ];
  const fieldOf = (field: string) => (field === 'sendAt' ? SEND_AT_ID : fieldIdOf(field));

  const showPreview = () => {
    setNotice(undefined);
    return submit(
      problems(false),
      async () => setPreview(await fetchApi(ENDPOINTS.newsletter.preview, { body: draftOf(edited) })),
      'The preview is below.',
      fieldOf,
    );
  };
  const sendTest = () => {
    setNotice(undefined);
    return submit(
      problems(false),
      () => fetchApi(ENDPOINTS.newsletter.testSend, { body: draftOf(edited) }),
      'A test copy is on its way to your own address.',
      fieldOf,
    );
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const subject = edited.subject.trim();
    const at = when === 'later' && sendAt ? fromLagosInput(sendAt) : undefined;
    setNotice(undefined);
    void submit(
      problems(true),
      async () => {
        const { recipients } = await fetchApi(ENDPOINTS.newsletter.preview, { body: draftOf(edited) });
        const whom = countOf(recipients, 'confirmed subscriber');
        const question = at
          ? `Send "${subject}" on ${formatLagosTime(at)} to ${whom}? You can cancel it until then.`
          : `Send "${subject}" to ${whom} now? This cannot be undone.`;
        if (!window.confirm(question)) throw new Error('Nothing was sent: you chose not to send it yet.');
        await fetchApi(ENDPOINTS.newsletter.send, { body: { ...draftOf(edited), ...(at ? { sendAt: at } : {}) } });
        setEdited(EMPTY);
        setPreview(undefined);
        setSendAt('');
        reload();
      },
      at ? `"${subject}" is scheduled for ${formatLagosTime(at)}.` : `"${subject}" is on its way.`,
      fieldOf,
    );
  };

  async function act(action: () => Promise<string>) {
    try {
      setNotice({ tone: 'success', text: await action() });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  }
  const cancel = (campaign: NewsletterCampaign) =>
    act(async () => {
      await fetchApi(ENDPOINTS.newsletter.cancel, { params: { id: campaign._id } });
      return `"${campaign.subject}" is cancelled: nothing of it will be sent.`;
    });
  const approve = (campaign: NewsletterCampaign) =>
    act(async () => {
      await fetchApi(ENDPOINTS.newsletter.approve, { params: { id: campaign._id }, body: {} });
      return `"${campaign.subject}" is approved and on its way.`;
    });
  const previewDigest = (campaign: NewsletterCampaign) =>
    act(async () => {
      setPreview(
        await fetchApi(ENDPOINTS.newsletter.preview, {
          body: { subject: campaign.subject, blocks: campaign.blocks ?? [], audience: campaign.audience },
        }),
      );
      return 'The preview is below.';
    });
  const editCopy = (campaign: NewsletterCampaign) => {
    setEdited({ subject: campaign.subject, blocks: (campaign.blocks ?? []).map(withKey), audience: campaign.audience });
    setNotice({
      tone: 'success',
      text: 'A copy of the digest is in the editor below: change it, then send it yourself.',
    });
  };

  const shown = notice ?? submitted;
  return (
    <section aria-labelledby="newsletter-heading">
      <h1 id="newsletter-heading">Newsletter</h1>
      {shown && <Alert tone={shown.tone}>{shown.text}</Alert>}
      {waiting.length > 0 && (
        <section className="dash-panel" aria-labelledby="digest-heading">
          <h2 id="digest-heading">Waiting for approval</h2>
          {waiting.map((campaign) => (
            <div key={campaign._id}>
              <h3>{campaign.subject}</h3>
              <p>
                The monthly digest of the posts published in {campaign.digestMonth}:{' '}
                {countOf((campaign.blocks ?? []).filter((block) => block.type === 'post').length, 'post')}. Nothing is
                sent until an admin or editor approves it.
              </p>
              <div className="dash-actions">
                <Button variant="outline" onClick={() => void previewDigest(campaign)}>
                  Preview the digest
                </Button>
                <Button variant="outline" onClick={() => editCopy(campaign)}>
                  Edit a copy
                </Button>
                <Button onClick={() => void approve(campaign)}>Approve and send</Button>
                <Button variant="outline" onClick={() => void cancel(campaign)}>
                  Cancel the digest
                </Button>
              </div>
            </div>
          ))}
        </section>
      )}
      <form className="dash-panel dash-post-form" onSubmit={send} aria-labelledby="compose-heading" noValidate>
        <h2 id="compose-heading">Write a newsletter</h2>
        <ErrorSummary errors={errors} />
        <NewsletterEditor value={edited} onChange={setEdited} errorFor={errorFor} />
        <RadioGroup
          name="when"
          legend="When"
          value={when}
          onChange={(value) => setWhen(value as 'now' | 'later')}
          options={[
            { value: 'now', label: 'Send now' },
            { value: 'later', label: 'Send at a set time' },
          ]}
        />
        {when === 'later' && (
          <TextField
            id={SEND_AT_ID}
            type="datetime-local"
            label="Send at (Lagos time)"
            value={sendAt}
            error={errorFor(SEND_AT_ID)}
            onChange={(event) => setSendAt(event.target.value)}
          />
        )}
        <div className="dash-actions">
          <Button variant="outline" disabled={busy} onClick={() => void showPreview()}>
            Preview
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void sendTest()}>
            Send a test to me
          </Button>
          <Button type="submit" disabled={busy}>
            {when === 'later' ? 'Schedule' : 'Send'}
          </Button>
        </div>
      </form>
      {preview && (
        <section className="dash-panel" aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview: {preview.subject}</h2>
          <p>It would reach {countOf(preview.recipients, 'confirmed subscriber')} now.</p>
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
        <h2 id="sent-heading">Newsletters</h2>
        <PagedTable
          result={campaigns}
          what="Newsletters"
          noun="newsletters"
          onRetry={reload}
          hrefFor={list.pageHref}
          rowKey={(row) => row._id}
          empty="No newsletters yet"
          columns={[
            {
              header: 'Sent or due',
              cell: (row) => (row.sendAt ? formatLagosTime(row.sendAt) : formatDateTime(row.createdAt)),
            },
            { header: 'Subject', cell: (row) => row.subject },
            { header: 'By', cell: (row) => row.createdBy },
            { header: 'To', cell: (row) => audienceLabel(row.audience) },
            { header: 'Progress', cell: (row) => STATE_LABELS[row.state] },
            { header: 'Recipients', cell: (row) => row.recipients },
            { header: 'Delivered', cell: (row) => row.sent },
            { header: 'Waiting', cell: (row) => row.pending },
            { header: 'Failed', cell: (row) => row.failed },
            { header: 'Unsubscribed first', cell: (row) => row.cancelled },
            {
              header: 'Actions',
              cell: (row) =>
                row.state === 'scheduled' ? (
                  <Button variant="outline" aria-label={`Cancel "${row.subject}"`} onClick={() => void cancel(row)}>
                    Cancel
                  </Button>
                ) : null,
            },
          ]}
        />
      </section>
    </section>
  );
}
