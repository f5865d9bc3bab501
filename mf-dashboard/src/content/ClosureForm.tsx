import { useState } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import { CLOSURE_LIMITS, ENDPOINTS, type SchoolClosure } from '@icast/contracts';
import { Button, TextArea, TextField } from '@icast/ui';
import { ContentForm, SaveButtons } from './ContentForm';
import { fromLagosInput, required, toLagosInput, useSubmission, type FieldOf } from './submission';

interface Draft {
  title: string;
  message: string;
  startsAt: string;
  endsAt: string;
  campuses: string[];
}
const EMPTY: Draft = { title: '', message: '', startsAt: '', endsAt: '', campuses: [] };

const fieldOf: FieldOf = {
  'closure.title': 'closure-title',
  'closure.message': 'closure-message',
  'closure.startsAt': 'closure-starts',
  'closure.endsAt': 'closure-ends',
  'closure.campuses': 'closure-campus-0',
};

/**
 * A school closure: shown above every public page between its times, and sent once, by e-mail and SMS, to every
 * newsletter subscriber when staff press Send. Publishing a changed closure makes it a new alert that can be sent.
 */
export function ClosureForm({
  initial,
  campuses,
}: {
  initial: SchoolClosure | null;
  campuses: Array<{ id: string; label: string }>;
}) {
  const [published, setPublished] = useState(initial);
  const [draft, setDraft] = useState<Draft>(
    initial ? { ...initial, startsAt: toLagosInput(initial.startsAt), endsAt: toLagosInput(initial.endsAt) } : EMPTY,
  );
  const { errors, notice, busy, submit, errorFor } = useSubmission();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ tone: 'success' | 'error'; text: string }>();
  const set = (key: 'title' | 'message' | 'startsAt' | 'endsAt', value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const toggle = (id: string, on: boolean) =>
    setDraft((current) => ({
      ...current,
      campuses: on ? [...current.campuses, id] : current.campuses.filter((campus) => campus !== id),
    }));

  async function publish() {
    const problems = [
      ...required('closure-title', draft.title, 'Enter what is closed, e.g. Both campuses closed on Monday'),
      ...required('closure-message', draft.message, 'Tell parents why and when lessons resume'),
      ...required('closure-starts', draft.startsAt, 'Enter when the closure starts'),
      ...required('closure-ends', draft.endsAt, 'Enter when the closure ends'),
    ];
    if (draft.startsAt && draft.endsAt && draft.endsAt <= draft.startsAt) {
      problems.push({ fieldId: 'closure-ends', message: 'The closure must end after it starts' });
    }
    const closure = { ...draft, startsAt: fromLagosInput(draft.startsAt), endsAt: fromLagosInput(draft.endsAt) };
    let saved: SchoolClosure | null = null;
    const ok = await submit(
      problems,
      async () => {
        saved = (await fetchApi(ENDPOINTS.siteContent.updateClosure, { body: { closure } })).closure;
      },
      'Closure published: it shows on every public page between its times. Send it to subscribers below.',
      fieldOf,
    );
    if (ok) {
      setPublished(saved);
      setSent(undefined);
    }
  }

  async function takeDown() {
    if (
      await submit(
        [],
        () => fetchApi(ENDPOINTS.siteContent.updateClosure, { body: { closure: null } }),
        'Closure taken down.',
      )
    ) {
      setPublished(null);
      setDraft(EMPTY);
      setSent(undefined);
    }
  }

  async function send() {
    if (!published) return;
    if (!window.confirm(`Send "${published.title}" to every newsletter subscriber by e-mail and SMS now?`)) return;
    setSending(true);
    setSent(undefined);
    try {
      const result = await fetchApi(ENDPOINTS.siteContent.sendClosure);
      setSent({ tone: 'success', text: result.message });
    } catch (error) {
      setSent({ tone: 'error', text: errorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <ContentForm
      id="closure"
      heading="School closure"
      intro={
        <p>
          For an unplanned closure (flooding, a holiday declared overnight). Shown above every public page between its
          start and its end (Lagos time); parents can be told at once by e-mail and SMS.
        </p>
      }
      errors={errors}
      notice={notice}
      onSubmit={() => void publish()}
      actions={
        <>
          <SaveButtons busy={busy} label="Publish closure" />
          {published && (
            <Button variant="outline" disabled={busy} onClick={() => void takeDown()}>
              Take the closure down
            </Button>
          )}
        </>
      }
    >
      <TextField
        id="closure-title"
        label="What is closed"
        hint="e.g. Both campuses closed on Monday"
        maxLength={CLOSURE_LIMITS.title}
        value={draft.title}
        onChange={(event) => set('title', event.target.value)}
        error={errorFor('closure-title')}
      />
      <TextArea
        id="closure-message"
        label="Message to parents"
        hint="Why, and when lessons resume. Phone numbers become tap-to-call links."
        rows={4}
        maxLength={CLOSURE_LIMITS.message}
        showCount
        value={draft.message}
        onChange={(event) => set('message', event.target.value)}
        error={errorFor('closure-message')}
      />
      <div className="dash-row">
        <TextField
          id="closure-starts"
          type="datetime-local"
          label="From (Lagos time)"
          value={draft.startsAt}
          onChange={(event) => set('startsAt', event.target.value)}
          error={errorFor('closure-starts')}
        />
        <TextField
          id="closure-ends"
          type="datetime-local"
          label="Until (Lagos time)"
          value={draft.endsAt}
          onChange={(event) => set('endsAt', event.target.value)}
          error={errorFor('closure-ends')}
        />
      </div>
      <fieldset className="icast-field" data-invalid={errorFor('closure-campus-0') ? 'true' : undefined}>
        <legend className="icast-field__label">Campuses closed</legend>
        <p className="icast-field__hint" id="closure-campuses-hint">
          Tick none for every campus.
        </p>
        {errorFor('closure-campus-0') && (
          <p className="icast-field__error" id="closure-campuses-error">
            {errorFor('closure-campus-0')}
          </p>
        )}
        {campuses.map((campus, index) => (
          <label key={campus.id} className="dash-checkbox">
            <input
              type="checkbox"
              id={`closure-campus-${index}`}
              checked={draft.campuses.includes(campus.id)}
              onChange={(event) => toggle(campus.id, event.target.checked)}
              aria-describedby={
                errorFor('closure-campus-0') ? 'closure-campuses-hint closure-campuses-error' : 'closure-campuses-hint'
              }
            />{' '}
            {campus.label}
          </label>
        ))}
      </fieldset>
      {published && (
        <div className="dash-panel" aria-labelledby="closure-send-heading">
          <h3 id="closure-send-heading">Tell parents now</h3>
          <p>
            Sends &quot;{published.title}&quot; to every confirmed newsletter subscriber by e-mail, and by SMS to those
            who gave a phone number. Each gets it once, even if this is pressed again.
          </p>
          <Button variant="outline" disabled={sending} onClick={() => void send()}>
            {sending ? 'Sending...' : 'Send to subscribers by e-mail and SMS'}
          </Button>
          {/* A live region there before the answer, so the counts are read out when they arrive. */}
          <div role="status" aria-live="polite" id="closure-sent">
            {sent && <p className={`icast-alert icast-alert--${sent.tone}`}>{sent.text}</p>}
          </div>
        </div>
      )}
    </ContentForm>
  );
}
