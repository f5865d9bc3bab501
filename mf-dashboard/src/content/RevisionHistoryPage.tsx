import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchApi } from '@icast/api-client';
import {
  ENDPOINTS,
  REVISION_KIND_LABELS,
  REVISION_KINDS,
  REVISIONS_KEPT,
  SINGLE_CONTENT_ITEM,
  type ContentRevisionSummary,
  type RevisionFieldChange,
  type RevisionKind,
} from '@icast/contracts';
import { Alert, Button } from '@icast/ui';
import { DataState } from '../components/DataState';
import { useConfirmation } from '../components/Confirmation';
import { formatDateTime } from '../format';
import { useAction } from '../useAction';
import { useApi } from '../useApi';

/** Where each kind of item is edited, for the way back. */
const EDITED_AT: Record<RevisionKind, (itemId: string) => string> = {
  post: (id) => `/dashboard/edit-post/${id}`,
  event: () => '/dashboard/events',
  settings: () => '/dashboard/school-details',
  announcement: () => '/dashboard/school-details',
  counters: () => '/dashboard/home-page',
  faq: () => '/dashboard/faqs',
  testimonial: () => '/dashboard/testimonials',
  'hero-slide': () => '/dashboard/home-page',
  menus: () => '/dashboard/menus',
  page: (key) => `/dashboard/pages?page=${encodeURIComponent(key)}`,
};

/** The dashboard's address of an item's history. */
export const historyPath = (kind: RevisionKind, itemId: string) => `/dashboard/history/${kind}/${itemId}`;

/** The way from an edit page to its item's saved versions. */
export function HistoryLink({ kind, itemId = SINGLE_CONTENT_ITEM }: { kind: RevisionKind; itemId?: string }) {
  return (
    <p className="dash-history-link">
      <Link to={historyPath(kind, itemId)}>History of the {REVISION_KIND_LABELS[kind]}</Link>
    </p>
  );
}

/** A field's path as words: `campuses[0].address` -> "Campuses 1, address"; `imageAlt` -> "Image alt". */
export function fieldName(path: string): string {
  const words = path
    .replace(/\[(\d+)\]/g, (_match, index: string) => ` ${Number(index) + 1},`)
    .replace(/\./g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/,$/, '')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One field's change. Added and removed words are named for screen readers ("added", "removed") and shown by more
 * than colour: underlined and struck through.
 */
export function FieldChange({ change }: { change: RevisionFieldChange }) {
  return (
    <div className="dash-revision-field">
      <h3>{fieldName(change.field)}</h3>
      {change.parts ? (
        <p className="dash-revision-text">
          {change.parts.map((part, index) =>
            part.added ? (
              <ins key={index}>
                <span className="icast-visually-hidden">[added: </span>
                {part.value}
                <span className="icast-visually-hidden">]</span>
              </ins>
            ) : part.removed ? (
              <del key={index}>
                <span className="icast-visually-hidden">[removed: </span>
                {part.value}
                <span className="icast-visually-hidden">]</span>
              </del>
            ) : (
              <span key={index}>{part.value}</span>
            ),
          )}
        </p>
      ) : (
        <dl className="dash-revision-values">
          <dt>Before</dt>
          <dd>{change.before === '' ? <em>(empty)</em> : <del>{change.before}</del>}</dd>
          <dt>After</dt>
          <dd>{change.after === '' ? <em>(empty)</em> : <ins>{change.after}</ins>}</dd>
        </dl>
      )}
    </div>
  );
}

function Changes({ revision }: { revision: ContentRevisionSummary }) {
  const [diff, reload] = useApi(ENDPOINTS.contentRevisions.diff, {
    params: { kind: revision.kind, itemId: revision.itemId, number: String(revision.number) },
  });
  return (
    <DataState result={diff} what="The changes" onRetry={reload}>
      {(data) =>
        data.changes.length === 0 ? (
          <p>Nothing visitors see changed in this version.</p>
        ) : (
          <>
            <p>
              {data.previous
                ? `What changed from version ${data.previous.number}:`
                : 'The oldest version kept: everything it held is shown as added.'}
            </p>
            {data.changes.map((change) => (
              <FieldChange key={change.field} change={change} />
            ))}
          </>
        )
      }
    </DataState>
  );
}

function Revision({
  revision,
  live,
  busy,
  onRestore,
}: {
  revision: ContentRevisionSummary;
  live: boolean;
  busy: boolean;
  onRestore: (revision: ContentRevisionSummary) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = `revision-${revision.number}-changes`;
  return (
    <li className="dash-revision">
      <h2 className="dash-revision-heading">
        Version {revision.number}
        {live && <span className="dash-revision-live"> (live now)</span>}
      </h2>
      <p>
        Saved {formatDateTime(revision.at)} by {revision.by.name} ({revision.by.email})
        {revision.restoredFrom ? `, restored from version ${revision.restoredFrom}` : ''}
        {revision.approvedBy ? `, approved by ${revision.approvedBy.name}` : ''}.
      </p>
      <div className="dash-revision-actions">
        <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? `Hide the changes in version ${revision.number}` : `Show the changes in version ${revision.number}`}
        </Button>
        {!live && (
          <Button variant="outline" disabled={busy} onClick={() => onRestore(revision)}>
            Restore version {revision.number}
          </Button>
        )}
      </div>
      <div id={panelId}>{open && <Changes revision={revision} />}</div>
    </li>
  );
}

/**
 * /dashboard/history/:kind/:itemId (editors and admins): every kept version of a post, an event or a part of the
 * site's content, newest first; what each changed; Restore, which saves the version again as the newest.
 */
export function RevisionHistoryPage() {
  const { kind = '', itemId = '' } = useParams();
  const known = (REVISION_KINDS as readonly string[]).includes(kind) ? (kind as RevisionKind) : undefined;
  const [list, reload] = useApi(ENDPOINTS.contentRevisions.list, { params: { kind, itemId } });
  const { busy, notice, act } = useAction(reload);
  const confirmation = useConfirmation();
  const label = known ? REVISION_KIND_LABELS[known] : 'item';

  function restore(revision: ContentRevisionSummary) {
    confirmation.clear();
    void act(async () => {
      const saved = await fetchApi(ENDPOINTS.contentRevisions.restore, {
        params: { kind: revision.kind, itemId: revision.itemId, number: String(revision.number) },
      });
      confirmation.confirm(`Version ${revision.number} is restored as version ${saved.number}. Visitors see it now.`, {
        focus: true,
      });
      return '';
    });
  }

  return (
    <section aria-labelledby="history-heading">
      <h1 id="history-heading">History of the {label}</h1>
      <p>
        The last {REVISIONS_KEPT} saved versions are kept. Restoring one saves it again as the newest version, so
        nothing is lost and visitors see it at once.
      </p>
      {known && (
        <p>
          <Link to={EDITED_AT[known](itemId)}>Back to editing</Link>
        </p>
      )}
      {confirmation.element}
      {notice?.tone === 'error' && <Alert tone="error">{notice.text}</Alert>}
      <DataState result={list} what={`The history of the ${label}`} onRetry={reload}>
        {(revisions) =>
          revisions.length === 0 ? (
            <p>No saved versions yet: the next save keeps the first.</p>
          ) : (
            <ol className="dash-revisions" aria-label="Saved versions, newest first">
              {revisions.map((revision, index) => (
                <Revision
                  key={revision.number}
                  revision={revision}
                  live={index === 0}
                  busy={busy}
                  onRestore={restore}
                />
              ))}
            </ol>
          )
        }
      </DataState>
    </section>
  );
}
