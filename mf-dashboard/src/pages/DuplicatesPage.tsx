import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchApi } from '@icast/api-client';
import {
  DUPLICATE_REASONS,
  ENDPOINTS,
  type DuplicateFlag,
  type DuplicateSide,
  type DuplicateState,
  applicationStatusLabel,
} from '@icast/contracts';
import { Alert, Button, SelectField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { formatDate, formatDateTime } from '../format';
import { useAction } from '../useAction';
import { useApi } from '../useApi';

const STATES = [
  { value: 'open', label: 'To look at' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'merged', label: 'Merged' },
];

function Side({ side }: { side: DuplicateSide }) {
  return (
    <dl className="dash-fields">
      <div>
        <dt>Application</dt>
        <dd>
          <Link to={`/dashboard/applications/${side.reference}`}>{side.reference}</Link>
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
        <dd>
          {side.parentEmail} {side.parentPhone}
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          {applicationStatusLabel(side.status)}, sent {formatDateTime(side.submittedAt)}
        </dd>
      </div>
    </dl>
  );
}

/** Applications that look like the same child or the same parent twice: merge the pair or dismiss the flag. */
export function DuplicatesPage() {
  const [state, setState] = useState<DuplicateState>('open');
  const [flags, reload] = useApi(ENDPOINTS.duplicates.list, { query: { state } });
  const { busy, notice, act } = useAction(reload);
  const merge = (flag: DuplicateFlag, keep: string) =>
    act(async () => {
      await fetchApi(ENDPOINTS.duplicates.merge, { params: { id: flag.id }, body: { keep } });
      return `Merged into ${keep}: its missing documents came from the other application.`;
    });
  const dismiss = (flag: DuplicateFlag) =>
    act(async () => {
      await fetchApi(ENDPOINTS.duplicates.dismiss, { params: { id: flag.id } });
      return 'Dismissed: the two applications stay as they are.';
    });

  return (
    <section aria-labelledby="duplicates-heading">
      <h1 id="duplicates-heading">Possible duplicates</h1>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      <SelectField
        label="Show"
        options={STATES}
        value={state}
        onChange={(event) => setState(event.target.value as DuplicateState)}
      />
      <DataState result={flags} what="Possible duplicates" onRetry={reload}>
        {(rows) =>
          rows.length === 0 ? (
            <p>Nothing here.</p>
          ) : (
            <ul className="dash-plain-list">
              {rows.map((flag) => (
                <li key={flag.id} className="dash-panel">
                  <h2>{DUPLICATE_REASONS[flag.reason]}</h2>
                  <div className="dash-panels">
                    {flag.applications.map((side) => (
                      <Side key={side.reference} side={side} />
                    ))}
                  </div>
                  {flag.state === 'open' ? (
                    <div className="dash-actions">
                      {flag.applications.map((side) => (
                        <Button key={side.reference} disabled={busy} onClick={() => void merge(flag, side.reference)}>
                          Keep {side.reference}, merge the other
                        </Button>
                      ))}
                      <Button variant="outline" disabled={busy} onClick={() => void dismiss(flag)}>
                        Not a duplicate
                      </Button>
                    </div>
                  ) : (
                    <p>
                      {flag.state === 'merged' ? `Merged into ${flag.kept}` : 'Dismissed'} by {flag.decidedBy},{' '}
                      {formatDateTime(flag.decidedAt)}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </DataState>
    </section>
  );
}
