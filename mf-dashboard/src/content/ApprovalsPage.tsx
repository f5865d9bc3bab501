import { useState } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  ENDPOINTS,
  PREVIEW_LINK_DAYS,
  REVISION_KIND_LABELS,
  SEND_BACK_NOTE_MAX,
  type PendingChange,
} from '@icast/contracts';
import { Alert, Button, TextArea } from '@icast/ui';
import { DataState } from '../components/DataState';
import { useConfirmation } from '../components/Confirmation';
import { formatDateTime } from '../format';
import { useStaffUser } from '../identity/AuthContext';
import { useAction } from '../useAction';
import { useApi } from '../useApi';
import { FieldChange, historyPath } from './RevisionHistoryPage';
import { Link } from 'react-router-dom';

const STATUS_TEXT: Record<PendingChange['status'], string> = {
  waiting: 'Waiting for approval',
  approved: 'Approved',
  'sent-back': 'Sent back',
  replaced: 'Replaced by a newer change',
};

/** The admin's switch: editors' changes wait for approval, or go live at once. */
function ApprovalSetting({ isAdmin }: { isAdmin: boolean }) {
  const [settings, reload, replace] = useApi(ENDPOINTS.contentApproval.settings);
  const { busy, notice, act } = useAction(reload);
  // The box shows the choice at once; a refused save puts it back as the server has it.
  const [chosen, setChosen] = useState<boolean>();
  return (
    <DataState result={settings} what="The approval setting" onRetry={reload}>
      {(current) =>
        isAdmin ? (
          <>
            <label className="dash-check">
              <input
                type="checkbox"
                checked={chosen ?? current.editorsNeedApproval}
                disabled={busy}
                onChange={(event) => {
                  const editorsNeedApproval = event.target.checked;
                  setChosen(editorsNeedApproval);
                  void act(async () => {
                    try {
                      replace(
                        await fetchApi(ENDPOINTS.contentApproval.updateSettings, { body: { editorsNeedApproval } }),
                      );
                    } finally {
                      setChosen(undefined);
                    }
                    return editorsNeedApproval
                      ? "Editors' changes to posts, events, pages and the site's content now wait for an admin's approval."
                      : "Editors' changes now go live at once.";
                  });
                }}
              />{' '}
              Editors&apos; changes to posts, events, pages and the site&apos;s content wait for an admin&apos;s
              approval
            </label>
            {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          </>
        ) : (
          <p>
            {current.editorsNeedApproval
              ? 'Your changes to posts, events, pages and the site’s content wait for an admin’s approval before visitors see them.'
              : 'Your changes go live when you save them.'}
          </p>
        )
      }
    </DataState>
  );
}

function Changes({ change }: { change: PendingChange }) {
  const [diff, reload] = useApi(ENDPOINTS.contentApproval.changes, { params: { id: change.id } });
  return (
    <DataState result={diff} what="The changes" onRetry={reload}>
      {(data) =>
        data.changes.length === 0 ? (
          <p>Nothing visitors see would change.</p>
        ) : (
          <>
            {data.changes.map((field) => (
              <FieldChange key={field.field} change={field} />
            ))}
          </>
        )
      }
    </DataState>
  );
}

function ChangeItem({
  change,
  isAdmin,
  busy,
  onDecide,
}: {
  change: PendingChange;
  isAdmin: boolean;
  busy: boolean;
  onDecide: (change: PendingChange, decision: { approve: true } | { note: string }) => void;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const what = `${REVISION_KIND_LABELS[change.kind]} “${change.title}”`;
  const noteId = `send-back-${change.id}`;
  return (
    <li className="dash-revision">
      <h2 className="dash-revision-heading">The {what}</h2>
      <p>
        {STATUS_TEXT[change.status]}. Changed {formatDateTime(change.at)} by {change.by.name} ({change.by.email})
        {change.decidedBy && change.decidedAt
          ? `; ${change.status === 'approved' ? 'approved' : 'sent back'} ${formatDateTime(change.decidedAt)} by ${change.decidedBy.name}`
          : ''}
        .
      </p>
      {change.note && (
        <p className="dash-approval-note">
          <strong>Note from the admin:</strong> {change.note}
        </p>
      )}
      {change.preview && (
        <p>
          <a href={change.preview.path} target="_blank" rel="noreferrer">
            Preview the {REVISION_KIND_LABELS[change.kind]} with this change
            <span className="icast-visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          (a private link: anyone who has it can see the preview until {formatDateTime(change.preview.expiresAt)},{' '}
          {PREVIEW_LINK_DAYS} days after the change)
        </p>
      )}
      <div className="dash-revision-actions">
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={`change-${change.id}`}
          onClick={() => setOpen(!open)}
        >
          {open ? `Hide the changes to the ${what}` : `Show the changes to the ${what}`}
        </Button>
        <Link className="dash-history-inline" to={historyPath(change.kind, change.itemId)}>
          History of the {REVISION_KIND_LABELS[change.kind]}
        </Link>
      </div>
      <div id={`change-${change.id}`}>{open && <Changes change={change} />}</div>
      {isAdmin && change.status === 'waiting' && (
        <div className="dash-approval-decision">
          <Button disabled={busy} onClick={() => onDecide(change, { approve: true })}>
            Approve: visitors see it now
          </Button>
          <TextArea
            id={noteId}
            label="Note to the editor"
            hint="Say what to change before it can go live."
            rows={3}
            maxLength={SEND_BACK_NOTE_MAX}
            value={note}
            error={noteError}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              if (!note.trim()) {
                setNoteError('Write a note: the editor needs to know what to change');
                return;
              }
              setNoteError(undefined);
              onDecide(change, { note });
            }}
          >
            Send back with this note
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * /dashboard/approvals (editors and admins): the setting that makes editors' changes wait, and the changes waiting
 * (admins approve or send back; editors see theirs and the notes sent back).
 */
export function ApprovalsPage() {
  const { role } = useStaffUser();
  const isAdmin = role === 'admin';
  const [changes, reload] = useApi(ENDPOINTS.contentApproval.list);
  const { busy, notice, act } = useAction(reload);
  const confirmation = useConfirmation();

  function decide(change: PendingChange, decision: { approve: true } | { note: string }) {
    confirmation.clear();
    void act(async () => {
      if ('approve' in decision) {
        await fetchApi(ENDPOINTS.contentApproval.approve, { params: { id: change.id } });
        confirmation.confirm(`The change to “${change.title}” is approved. Visitors see it now.`, { focus: true });
      } else {
        await fetchApi(ENDPOINTS.contentApproval.sendBack, {
          params: { id: change.id },
          body: { note: decision.note },
        });
        confirmation.confirm(`The change to “${change.title}” is sent back to ${change.by.name} with your note.`, {
          focus: true,
        });
      }
      return '';
    });
  }

  return (
    <section aria-labelledby="approvals-heading">
      <h1 id="approvals-heading">Waiting for approval</h1>
      <ApprovalSetting isAdmin={isAdmin} />
      {confirmation.element}
      {notice?.tone === 'error' && <Alert tone="error">{notice.text}</Alert>}
      <DataState result={changes} what="The changes waiting for approval" onRetry={reload}>
        {(rows) =>
          rows.length === 0 ? (
            <p>No changes are waiting.</p>
          ) : (
            <ol className="dash-revisions" aria-label={isAdmin ? 'Editors’ changes' : 'Your changes'}>
              {rows.map((change) => (
                <ChangeItem key={change.id} change={change} isAdmin={isAdmin} busy={busy} onDecide={decide} />
              ))}
            </ol>
          )
        }
      </DataState>
    </section>
  );
}
