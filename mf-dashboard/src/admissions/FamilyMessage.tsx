import { type FormEvent, useState } from 'react';
import { errorMessage, fetchApi, fieldErrorsOfFailure } from '@icast/api-client';
import {
  checkFamilyMessage,
  ENDPOINTS,
  FAMILY_MESSAGE_LIMITS,
  FAMILY_MESSAGE_PLACEHOLDERS,
  type FamilyMessageChannel,
  type FamilyMessageDraft,
  type FamilyMessageFilter,
  type FamilyMessagePreview,
  type FamilyMessageSent,
  type FamilyUnreachable,
} from '@icast/contracts';
import { countOf } from '@icast/content';
import { Alert, Button, ErrorSummary, type FieldError, RadioGroup, TextArea, TextField } from '@icast/ui';

const FIELD_IDS = { channel: 'family-message-channel', subject: 'family-message-subject', body: 'family-message-body' };
type FieldName = keyof typeof FIELD_IDS;
const CHANNEL_OPTIONS = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'Text message (SMS)' },
  { value: 'both', label: 'E-mail and text message' },
];
const PLACEHOLDER_HINT = FAMILY_MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

function toFieldErrors(problems: ReadonlyArray<{ field: string; message: string }>): FieldError[] {
  return problems
    .filter((problem) => problem.field in FIELD_IDS)
    .map((problem) => ({ fieldId: FIELD_IDS[problem.field as FieldName], message: problem.message }));
}

/**
 * "Message these families": one message to the families of every application the list's filters select (the API
 * applies the same filters to every page, not just the rows on screen). Preview first, with the count and the first
 * family's message; the send can be pressed again safely (the API queues each family's message once a day).
 */
export function FamilyMessage({ filter, describedFilter }: { filter: FamilyMessageFilter; describedFilter: string }) {
  const [channel, setChannel] = useState<FamilyMessageChannel>('email');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [preview, setPreview] = useState<FamilyMessagePreview>();
  const [sent, setSent] = useState<FamilyMessageSent>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const draft: FamilyMessageDraft = { filter, channel, subject, body };
  const errorFor = (name: FieldName) => errors.find((error) => error.fieldId === FIELD_IDS[name])?.message;
  const edited = () => {
    setPreview(undefined);
    setSent(undefined);
  };

  const call = async <Answer,>(send: () => Promise<Answer>): Promise<Answer | undefined> => {
    setBusy(true);
    setFailure(undefined);
    try {
      return await send();
    } catch (error) {
      const named = toFieldErrors(fieldErrorsOfFailure(error));
      if (named.length > 0) setErrors(named);
      else setFailure(errorMessage(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const check = async (event: FormEvent) => {
    event.preventDefault();
    setSent(undefined);
    const problems = toFieldErrors(checkFamilyMessage(draft));
    setErrors(problems);
    if (problems.length > 0) return;
    setPreview(await call(() => fetchApi(ENDPOINTS.familyMessages.preview, { body: draft })));
  };
  const send = async () => {
    const answer = await call(() => fetchApi(ENDPOINTS.familyMessages.send, { body: draft }));
    if (answer) {
      setSent(answer);
      setPreview(undefined);
    }
  };
  const email = channel !== 'sms';

  return (
    <section className="dash-panel" aria-labelledby="family-message-heading">
      <h2 id="family-message-heading">Message these families</h2>
      <p>
        To the families of every application the filters above select ({describedFilter}), on every page of the list.
      </p>
      <div aria-live="polite">
        {sent && <SentNotice sent={sent} />}
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
      <ErrorSummary errors={errors} />
      <form onSubmit={(event) => void check(event)} noValidate aria-label="Message these families">
        <RadioGroup
          id={FIELD_IDS.channel}
          name="channel"
          legend="Send by"
          options={CHANNEL_OPTIONS}
          value={channel}
          error={errorFor('channel')}
          onChange={(value) => {
            setChannel(value as FamilyMessageChannel);
            edited();
          }}
        />
        {email && (
          <TextField
            id={FIELD_IDS.subject}
            name="subject"
            label="Subject of the e-mail"
            maxLength={FAMILY_MESSAGE_LIMITS.subject}
            value={subject}
            error={errorFor('subject')}
            onChange={(event) => {
              setSubject(event.target.value);
              edited();
            }}
          />
        )}
        <TextArea
          id={FIELD_IDS.body}
          name="body"
          label="Message"
          hint={
            `Filled in for each family: ${PLACEHOLDER_HINT}. ` +
            (email ? '' : `A text message carries at most ${FAMILY_MESSAGE_LIMITS.sms} characters, names filled in.`)
          }
          maxLength={email ? FAMILY_MESSAGE_LIMITS.body : FAMILY_MESSAGE_LIMITS.sms}
          showCount
          rows={6}
          value={body}
          error={errorFor('body')}
          onChange={(event) => {
            setBody(event.target.value);
            edited();
          }}
        />
        {!preview && (
          <Button type="submit" disabled={busy}>
            Preview the message
          </Button>
        )}
      </form>
      {preview && (
        <div role="group" aria-labelledby="family-message-preview-heading" className="dash-family-message-preview">
          <h3 id="family-message-preview-heading">Before you send</h3>
          <p>
            {countOf(preview.applications, 'application')} chosen: {email ? `${countOf(preview.emails, 'e-mail')}` : ''}
            {email && channel === 'both' ? ' and ' : ''}
            {channel !== 'email' ? `${countOf(preview.texts, 'text message')}` : ''}, one per family.
          </p>
          <Unreachable what="No e-mail address" families={preview.withoutEmail} />
          <Unreachable what="No phone number" families={preview.withoutPhone} />
          {preview.first?.email && (
            <>
              <h4>The first e-mail, to {preview.first.email.to}</h4>
              <p>
                <strong>{preview.first.email.subject}</strong>
              </p>
              <p className="dash-preserve-lines">{preview.first.email.body}</p>
            </>
          )}
          {preview.first?.sms && (
            <>
              <h4>The first text message, to {preview.first.sms.to}</h4>
              <p className="dash-preserve-lines">{preview.first.sms.text}</p>
            </>
          )}
          <div className="dash-actions">
            {preview.emails + preview.texts > 0 && (
              <Button disabled={busy} onClick={() => void send()}>
                Send {countOf(preview.emails + preview.texts, 'message')}
              </Button>
            )}
            <Button variant="outline" disabled={busy} onClick={() => setPreview(undefined)}>
              Change the message
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function Unreachable({ what, families }: { what: string; families: readonly FamilyUnreachable[] }) {
  if (families.length === 0) return null;
  return (
    <>
      <p>
        {what}, so not reached this way: {countOf(families.length, 'application')}
      </p>
      <ul>
        {families.map((family) => (
          <li key={family.reference}>
            {family.childName} ({family.reference})
          </li>
        ))}
      </ul>
    </>
  );
}

function SentNotice({ sent }: { sent: FamilyMessageSent }) {
  return (
    <Alert tone="success">
      <p>{sent.message}</p>
      <Unreachable what="No e-mail address" families={sent.withoutEmail} />
      <Unreachable what="No phone number" families={sent.withoutPhone} />
    </Alert>
  );
}
