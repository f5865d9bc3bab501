import { useState, type FormEvent } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  apiUrl,
  choiceLabel,
  DOCUMENT_KINDS,
  DOCUMENT_REVIEWS,
  ENDPOINTS,
  type ApplicationDocumentView,
  type DocumentKind,
  requiredDocumentKinds,
} from '@icast/contracts';
import { Alert, Button, SelectField, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { formatDateTime } from '../format';
import { useAction } from '../useAction';
import { useApi } from '../useApi';

const kindLabel = (kind: DocumentKind) => choiceLabel(DOCUMENT_KINDS, kind);

/** One document: view it, accept it, or ask the family for a new one with the reason they will read. */
function DocumentRow({
  reference,
  document,
  act,
  busy,
}: {
  reference: string;
  document: ApplicationDocumentView;
  act: (action: () => Promise<string>) => Promise<void>;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  const review = (body: { review: 'accepted' | 'resend'; note?: string }) =>
    act(async () => {
      await fetchApi(ENDPOINTS.documents.review, { params: { reference, kind: document.kind }, body });
      setReason('');
      return body.review === 'accepted'
        ? `${kindLabel(document.kind)} accepted.`
        : `The family has been asked for a new ${kindLabel(document.kind).toLowerCase()}.`;
    });
  const askAgain = (event: FormEvent) => {
    event.preventDefault();
    void review({ review: 'resend', note: reason.trim() });
  };
  return (
    <li className="dash-panel">
      <h3>{kindLabel(document.kind)}</h3>
      <p>
        <a
          href={apiUrl(ENDPOINTS.documents.staffFile, { reference, kind: document.kind })}
          target="_blank"
          rel="noreferrer"
        >
          View {document.filename}
        </a>{' '}
        ({Math.ceil(document.size / 1024)} KB, sent {formatDateTime(document.uploadedAt)})
      </p>
      <p>
        <span className="dash-pill">{choiceLabel(DOCUMENT_REVIEWS, document.review)}</span>
        {document.reviewNote && ` ${document.reviewNote}`}
      </p>
      <div className="dash-actions">
        <Button
          variant="outline"
          disabled={busy || document.review === 'accepted'}
          onClick={() => void review({ review: 'accepted' })}
        >
          Accept
        </Button>
      </div>
      <form onSubmit={askAgain} aria-label={`Ask for a new ${kindLabel(document.kind).toLowerCase()}`}>
        <TextField
          label="What is wrong with it (the family reads this)"
          maxLength={500}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={busy || !reason.trim()}>
          Ask for a new one
        </Button>
      </form>
    </li>
  );
}

/** The documents of one application for admissions staff: what came, what is missing, and a scan of a paper one. */
export function ApplicationDocuments({ reference, classAppliedFor }: { reference: string; classAppliedFor: string }) {
  // The checklist the school set for the class (the same the family's page reads); the school's rule until it loads.
  const [checklist] = useApi(ENDPOINTS.documents.checklist);
  const required =
    (checklist.state === 'ready'
      ? checklist.data.classes.find((entry) => entry.classAppliedFor === classAppliedFor)?.kinds
      : undefined) ?? requiredDocumentKinds(classAppliedFor);
  const [documents, reload] = useApi(ENDPOINTS.documents.staffList, { params: { reference } });
  const { busy, notice, act } = useAction(reload);
  const [scanKind, setScanKind] = useState<DocumentKind>('birthCertificate');
  const [scan, setScan] = useState<File | undefined>();

  const upload = (event: FormEvent) => {
    event.preventDefault();
    if (!scan) return;
    const body = new FormData();
    body.append('file', scan);
    void act(async () => {
      await fetchApi(ENDPOINTS.documents.staffUpload, { params: { reference, kind: scanKind }, body });
      setScan(undefined);
      return `${kindLabel(scanKind)} added.`;
    });
  };

  return (
    <section className="dash-panel" aria-labelledby="documents-heading">
      <h2 id="documents-heading">Documents</h2>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      <DataState result={documents} what="Documents" onRetry={reload}>
        {(rows) => {
          const notSent = DOCUMENT_KINDS.filter((kind) => !rows.some((row) => row.kind === kind.value));
          const missing = notSent.filter((kind) => required.includes(kind.value));
          const optional = notSent.filter((kind) => !required.includes(kind.value));
          return (
            <>
              {missing.length > 0 && (
                <p data-testid="documents-missing">
                  <strong>Missing, required for this class:</strong> {missing.map((kind) => kind.label).join(', ')}.
                </p>
              )}
              {optional.length > 0 && (
                <p>Not sent, not required for this class: {optional.map((kind) => kind.label).join(', ')}.</p>
              )}
              <ul className="dash-plain-list">
                {rows.map((row) => (
                  <DocumentRow key={row.kind} reference={reference} document={row} act={act} busy={busy} />
                ))}
              </ul>
            </>
          );
        }}
      </DataState>
      <form onSubmit={upload} aria-labelledby="scan-heading">
        <h3 id="scan-heading">Add a scan of a paper document</h3>
        <SelectField
          label="Document"
          options={DOCUMENT_KINDS}
          value={scanKind}
          onChange={(event) => setScanKind(event.target.value as DocumentKind)}
        />
        <TextField
          label="File (PDF, JPEG or PNG, up to 5 MB)"
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          onChange={(event) => setScan(event.target.files?.[0])}
        />
        <Button type="submit" disabled={busy || !scan}>
          Upload
        </Button>
      </form>
    </section>
  );
}
