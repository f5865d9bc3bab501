import { type FormEvent, useCallback, useState } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  apiUrl,
  type ApplicationDocumentView,
  choiceLabel,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_REVIEWS,
  type DocumentKind,
  ENDPOINTS,
} from '@icast/contracts';
import { Alert, Button, TextField } from '@icast/ui';
import { useFamilyAction, useFamilyData } from './family-page-state';

const MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

/** What the family sees of one kind of document: not sent, or sent and what the school made of it. */
function stateOf(document: ApplicationDocumentView | undefined): string {
  if (!document) return 'Not sent yet';
  const review = choiceLabel(DOCUMENT_REVIEWS, document.review);
  return document.reviewNote && document.review === 'resend' ? `${review}: ${document.reviewNote}` : review;
}

/** Staff asked for a new copy: the family may send it even after the decision (the API allows that one upload). */
const askedAgain = (document: ApplicationDocumentView | undefined) => document?.review === 'resend';

/**
 * The documents the school asks for, each sent, replaced or removed from the family's page until the decision,
 * and afterwards any one the office asked for again (GOV.UK file upload: one file per question, the problem shown
 * at its field). `revision` changes when the page looks again (the family came back to it).
 */
export function FamilyDocuments({
  reference,
  open,
  required,
  revision = 0,
}: {
  reference: string;
  open: boolean;
  /** The documents the class applied for requires: those not sent are still needed, the others are welcome. */
  required: readonly DocumentKind[];
  revision?: number;
}) {
  const load = useCallback(
    () => fetchApi(ENDPOINTS.documents.parentList, { params: { reference } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision is the reason to load again
    [reference, revision],
  );
  const { value: documents, problem: loadProblem, reload } = useFamilyData(load);
  const { busy, notice, act } = useFamilyAction(reload);

  return (
    <section aria-labelledby={`documents-${reference}`}>
      <h3 id={`documents-${reference}`}>Documents</h3>
      <p>
        PDF, JPEG or PNG, up to {MAX_MB} MB each.{' '}
        {open ? '' : 'A decision has been made: they can no longer change, except one the office asks for again.'}
      </p>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      {loadProblem && <Alert tone="error">{loadProblem}</Alert>}
      {documents && <StillToSend documents={documents} open={open} required={required} />}
      {documents && (
        <ul className="adm-family-documents">
          {DOCUMENT_KINDS.map(({ value }) => (
            <DocumentItem
              key={value}
              reference={reference}
              kind={value}
              document={documents.find((document) => document.kind === value)}
              open={open || askedAgain(documents.find((document) => document.kind === value))}
              removable={open}
              busy={busy}
              act={act}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The school's list of what is missing or asked for again, before the details of each. After the decision only
 * what the office asked for again can still be sent, so only that is listed.
 */
function StillToSend({
  documents,
  open,
  required,
}: {
  documents: ApplicationDocumentView[];
  open: boolean;
  required: readonly DocumentKind[];
}) {
  const needed = DOCUMENT_KINDS.filter(({ value }) => {
    const sent = documents.find((document) => document.kind === value);
    return askedAgain(sent) || (open && !sent && required.includes(value));
  });
  if (needed.length === 0) return open ? <p>Every required document has been sent.</p> : null;
  return (
    <p data-testid="documents-still-needed">
      Still to send: {needed.map(({ label }) => label.toLowerCase()).join(', ')}.
    </p>
  );
}

function DocumentItem({
  reference,
  kind,
  document,
  open,
  removable,
  busy,
  act,
}: {
  reference: string;
  kind: DocumentKind;
  document: ApplicationDocumentView | undefined;
  /** A file can be sent for this document now. */
  open: boolean;
  /** It can be taken back (before the decision only). */
  removable: boolean;
  busy: boolean;
  act: (action: () => Promise<string>) => Promise<void>;
}) {
  const label = choiceLabel(DOCUMENT_KINDS, kind);
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string>();
  const inputId = `document-${reference}-${kind}`;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (!file) return setProblem(`Choose the ${label.toLowerCase()} to upload`);
    if (file.size > DOCUMENT_MAX_BYTES) return setProblem(`The file is larger than ${MAX_MB} MB: send a smaller scan`);
    setProblem(undefined);
    const body = new FormData();
    body.append('file', file);
    void act(async () => {
      try {
        await fetchApi(ENDPOINTS.documents.parentUpload, { params: { reference, kind }, body });
      } catch (error) {
        setProblem(errorMessage(error));
        throw error;
      }
      setFile(undefined);
      form.reset();
      return `${label} sent. The admissions office will look at it.`;
    });
  };
  const remove = () =>
    act(async () => {
      await fetchApi(ENDPOINTS.documents.parentRemove, { params: { reference, kind } });
      return `${label} removed.`;
    });

  return (
    <li className="adm-panel" data-testid={`document-${kind}`}>
      <h4>{label}</h4>
      <p>
        <strong>{stateOf(document)}</strong>
        {document && (
          <>
            {' · '}
            <a href={apiUrl(ENDPOINTS.documents.parentFile, { reference, kind })} target="_blank" rel="noreferrer">
              View {document.filename}
            </a>
          </>
        )}
      </p>
      {open && (
        <form onSubmit={send} noValidate aria-label={`Send the ${label.toLowerCase()}`}>
          <TextField
            id={inputId}
            label={document ? `Replace the ${label.toLowerCase()}` : `Upload the ${label.toLowerCase()}`}
            type="file"
            accept={kind === 'passportPhoto' ? 'image/jpeg,image/png' : 'application/pdf,image/jpeg,image/png'}
            error={problem}
            onChange={(event) => setFile(event.target.files?.[0])}
          />
          <div className="adm-actions">
            <Button type="submit" disabled={busy}>
              Send
            </Button>
            {document && removable && (
              <Button type="button" variant="outline" disabled={busy} onClick={() => void remove()}>
                Remove
              </Button>
            )}
          </div>
        </form>
      )}
    </li>
  );
}
