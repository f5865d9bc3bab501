import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  DUPLICATE_REASONS,
  ENDPOINTS,
  MERGE_FROM,
  type DuplicateGroup,
  type DuplicateMerge,
  type DuplicateSide,
  type DuplicateState,
  applicationStatusLabel,
  choiceLabel,
  DOCUMENT_KINDS,
  sameContacts,
} from '@icast/contracts';
import { Alert, Button, ErrorSummary, type FieldError, RadioGroup, SelectField } from '@icast/ui';
import { PagedResults } from '../components/PagedResults';
import { formatDate, formatDateTime } from '../format';
import { type ActionNotice } from '../useAction';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';

type Shown = DuplicateState | 'merged';

const SHOWN: { value: Shown; label: string }[] = [
  { value: 'open', label: 'To look at' },
  { value: 'dismissed', label: 'Not duplicates (dismissed)' },
  { value: 'merged', label: 'Merged (can be undone)' },
];

const FILTERS = ['show'] as const;

const documentsText = (kinds: string[]) =>
  kinds.length === 0
    ? 'No documents moved.'
    : `Documents moved: ${kinds.map((kind) => choiceLabel(DOCUMENT_KINDS, kind).toLowerCase()).join(', ')}.`;

function Side({ side }: { side: DuplicateSide }) {
  return (
    <dl className="dash-fields">
      <div>
        <dt>Application</dt>
        <dd>
          <Link to={`/dashboard/applications/${encodeURIComponent(side.reference)}`}>{side.reference}</Link>
        </dd>
      </div>
      <div>
        <dt>Child</dt>
        <dd>
          {side.child}, born {formatDate(side.dob)}
        </dd>
      </div>
      <div>
        <dt>Parent</dt>
        <dd className="dash-duplicates__contact">
          {side.parentEmail} {side.parentPhone}
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          {applicationStatusLabel(side.status)}, sent {formatDateTime(side.submittedAt)}
        </dd>
      </div>
      <div>
        <dt>Paid form</dt>
        <dd>{side.formReference ?? 'None given'}</dd>
      </div>
    </dl>
  );
}

/**
 * The question before a merge, with focus on it: which application stays (when the group has more than two),
 * whether the documents move (ticked only when both give the same e-mail and phone; a warning when they differ),
 * and what the merge does. Nothing happens until "Yes, merge".
 */
function MergeQuestion({
  group,
  merge,
  onCancel,
  onMerged,
}: {
  group: DuplicateGroup;
  merge: DuplicateSide;
  onCancel: () => void;
  onMerged: (merged: DuplicateMerge) => void;
}) {
  const ids = useId();
  const keepField = `${ids}-keep`;
  const headingId = `${ids}-heading`;
  const candidates = group.applications.filter((side) => side.reference !== merge.reference);
  const [keep, setKeep] = useState(candidates.length === 1 ? candidates[0]!.reference : '');
  const kept = candidates.find((side) => side.reference === keep);
  const oneFamily = kept ? sameContacts(kept, merge) : false;
  const [moveChoice, setMoveChoice] = useState<boolean>();
  const moveDocuments = moveChoice ?? oneFamily;
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!keep) {
      setErrors([{ fieldId: keepField, message: 'Choose the application to keep' }]);
      return;
    }
    setErrors([]);
    setBusy(true);
    setFailure(undefined);
    try {
      onMerged(
        await fetchApi(ENDPOINTS.duplicates.merge, {
          params: { id: group.id },
          body: { keep, merge: merge.reference, moveDocuments },
        }),
      );
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form
      className="dash-fieldset dash-duplicates__question"
      onSubmit={(event) => void confirm(event)}
      noValidate
      aria-labelledby={headingId}
    >
      <ErrorSummary errors={errors} />
      <h3 id={headingId} tabIndex={-1} ref={heading}>
        Merge {merge.reference}?
      </h3>
      {candidates.length > 1 ? (
        <RadioGroup
          id={keepField}
          name={keepField}
          legend={`Keep which application? ${merge.reference} is joined with it.`}
          options={candidates.map((side) => ({ value: side.reference, label: `${side.reference}: ${side.child}` }))}
          value={keep}
          onChange={(value) => {
            setKeep(value);
            setMoveChoice(undefined);
          }}
          error={errors[0]?.message}
        />
      ) : (
        <p>
          {keep} stays; {merge.reference} is joined with it.
        </p>
      )}
      <p>
        {merge.reference} leaves every list, count and export, nothing more is asked of its family, and their page says
        it was joined with another application. You can undo this under Show: Merged.
      </p>
      {kept && !oneFamily && (
        <Alert tone="warning" title="These applications give different contact details">
          <p>
            They may come from two families. Leave the documents where they are unless you have checked with both:
            whoever holds {keep} could open them.
          </p>
        </Alert>
      )}
      <label className="dash-check">
        <input type="checkbox" checked={moveDocuments} onChange={(event) => setMoveChoice(event.target.checked)} /> Move
        the documents {keep || 'the kept application'} lacks from {merge.reference} to it
      </label>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="dash-actions">
        <Button type="submit" variant="accent" disabled={busy}>
          {busy ? 'Merging...' : `Yes, merge ${merge.reference}`}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function GroupPanel({ group, onDone }: { group: DuplicateGroup; onDone: (notice: ActionNotice) => void }) {
  const headingId = useId();
  const [merging, setMerging] = useState<DuplicateSide>();
  const [busy, setBusy] = useState(false);
  const open = group.state === 'open';
  const triggerId = (reference: string) => `${headingId}-merge-${reference}`;
  const dismiss = async () => {
    setBusy(true);
    try {
      await fetchApi(ENDPOINTS.duplicates.dismiss, {
        params: { id: group.id },
        body: { upTo: group.newestSubmittedAt },
      });
      onDone({ tone: 'success', text: `Dismissed: the applications sharing ${group.shared} stay as they are.` });
    } catch (error) {
      onDone({ tone: 'error', text: errorMessage(error) });
      setBusy(false);
    }
  };
  const others = (side: DuplicateSide) => group.applications.filter((other) => other.reference !== side.reference);
  return (
    <li className="dash-panel dash-duplicates__group">
      <h2 id={headingId}>{DUPLICATE_REASONS[group.reason]}</h2>
      <p>
        {group.shared}: {group.size} applications
        {group.size > group.applications.length ? `, the ${group.applications.length} sent first shown here` : ''}.
      </p>
      <ul className="dash-plain-list dash-panels">
        {group.applications.map((side) => (
          <li key={side.reference} className="dash-fieldset">
            <Side side={side} />
            {open && MERGE_FROM.includes(side.status) && (
              <Button
                id={triggerId(side.reference)}
                variant="outline"
                aria-expanded={merging?.reference === side.reference}
                onClick={() => setMerging(side)}
              >
                {others(side).length === 1
                  ? `Merge ${side.reference} into ${others(side)[0]!.reference}`
                  : `Merge ${side.reference} into another`}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {merging && (
        <MergeQuestion
          key={merging.reference}
          group={group}
          merge={merging}
          onCancel={() => {
            const back = triggerId(merging.reference);
            setMerging(undefined);
            // Back to the button that asked, so the keyboard carries on where it was.
            requestAnimationFrame(() => document.getElementById(back)?.focus());
          }}
          onMerged={(merged) =>
            onDone({
              tone: 'success',
              text: `${merged.merged.reference} merged into ${merged.kept.reference}. ${documentsText(merged.documentsMoved)} Undo it under Show: Merged.`,
            })
          }
        />
      )}
      {open ? (
        <div className="dash-actions">
          <Button variant="outline" disabled={busy} onClick={() => void dismiss()}>
            Not duplicates: dismiss
          </Button>
        </div>
      ) : (
        <p>
          Dismissed by {group.dismissedBy}, {formatDateTime(group.dismissedAt)}
        </p>
      )}
    </li>
  );
}

function Groups({ state, list }: { state: DuplicateState; list: ReturnType<typeof useListParams<'show'>> }) {
  const [groups, reload] = useApi(ENDPOINTS.duplicates.list, { query: { state, page: list.page } });
  const [notice, setNotice] = useState<ActionNotice>();
  return (
    <>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      <PagedResults result={groups} what="Possible duplicates" noun="groups" onRetry={reload} hrefFor={list.pageHref}>
        {(rows) =>
          rows.length === 0 ? (
            <p>Nothing here.</p>
          ) : (
            <ul className="dash-plain-list">
              {rows.map((group) => (
                <GroupPanel
                  key={group.id}
                  group={group}
                  onDone={(done) => {
                    setNotice(done);
                    if (done?.tone === 'success') reload();
                  }}
                />
              ))}
            </ul>
          )
        }
      </PagedResults>
    </>
  );
}

function Merges({ list }: { list: ReturnType<typeof useListParams<'show'>> }) {
  const [merges, reload] = useApi(ENDPOINTS.duplicates.merges, { query: { page: list.page } });
  const [notice, setNotice] = useState<ActionNotice>();
  const [busy, setBusy] = useState(false);
  const undo = async (row: DuplicateMerge) => {
    setBusy(true);
    try {
      const undone = await fetchApi(ENDPOINTS.duplicates.undoMerge, { params: { reference: row.merged.reference } });
      setNotice({
        tone: 'success',
        text: `Merge undone: ${undone.merged.reference} is ${applicationStatusLabel(undone.merged.status)} again. ${
          undone.documentsMoved.length ? `${documentsText(undone.documentsMoved).replace('moved', 'returned')}` : ''
        }`,
      });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      <PagedResults result={merges} what="Merges" noun="merges" onRetry={reload} hrefFor={list.pageHref}>
        {(rows) =>
          rows.length === 0 ? (
            <p>No application is merged into another.</p>
          ) : (
            <ul className="dash-plain-list">
              {rows.map((row) => (
                <li key={row.merged.reference} className="dash-panel">
                  <h2>
                    {row.merged.reference} merged into {row.kept.reference}
                  </h2>
                  <p>
                    By {row.by}, {formatDateTime(row.at)}. {documentsText(row.documentsMoved)}
                  </p>
                  <ul className="dash-plain-list dash-panels">
                    <li className="dash-fieldset">
                      <h3>Merged</h3>
                      <Side side={row.merged} />
                    </li>
                    <li className="dash-fieldset">
                      <h3>Kept</h3>
                      <Side side={row.kept} />
                    </li>
                  </ul>
                  <div className="dash-actions">
                    <Button variant="outline" disabled={busy} onClick={() => void undo(row)}>
                      Undo: bring back {row.merged.reference}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </PagedResults>
    </>
  );
}

/**
 * Applications that share a child (name and date of birth), an e-mail address or a phone number, in groups with
 * the newest first and paged: staff merge one into another (asked first; it can be undone) or dismiss the group.
 */
export function DuplicatesPage() {
  const list = useListParams(FILTERS);
  const shown: Shown = SHOWN.find((option) => option.value === list.filters.show)?.value ?? 'open';
  return (
    <section aria-labelledby="duplicates-heading" className="dash-duplicates">
      <h1 id="duplicates-heading">Possible duplicates</h1>
      <p>
        Applications that share a child&apos;s name and date of birth, an e-mail address or a phone number. Keep one and
        merge another into it, or dismiss the group when they are different children.
      </p>
      <SelectField
        label="Show"
        options={SHOWN}
        value={shown}
        onChange={(event) => list.applyFilters({ show: event.target.value === 'open' ? '' : event.target.value })}
      />
      {shown === 'merged' ? <Merges list={list} /> : <Groups key={shown} state={shown} list={list} />}
    </section>
  );
}
