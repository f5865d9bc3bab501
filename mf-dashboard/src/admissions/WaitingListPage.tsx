import { Link } from 'react-router-dom';
import { fetchApi } from '@icast/api-client';
import { CAMPUSES, choiceLabel, CLASSES_APPLIED_FOR, ENDPOINTS, type WaitingListEntry } from '@icast/contracts';
import { Alert, Button } from '@icast/ui';
import { DataState } from '../components/DataState';
import { formatDate } from '../format';
import { useAction } from '../useAction';
import { useApi } from '../useApi';

/** One list per class and campus, in the order the entries arrive (already sorted by the API). */
function byClass(entries: WaitingListEntry[]): Array<{ title: string; entries: WaitingListEntry[] }> {
  const lists = new Map<string, WaitingListEntry[]>();
  for (const entry of entries) {
    const title = `${choiceLabel(CLASSES_APPLIED_FOR, entry.classAppliedFor)}, ${choiceLabel(CAMPUSES, entry.campus)}`;
    lists.set(title, [...(lists.get(title) ?? []), entry]);
  }
  return [...lists.entries()].map(([title, listed]) => ({ title, entries: listed }));
}

/** Each class's waiting list: staff move an application up or down and promote it by offering a place. */
export function WaitingListPage() {
  const [result, reload] = useApi(ENDPOINTS.waitingList.list);
  // The children proposed for a freed place (offered with one tap on the Places page).
  const [places] = useApi(ENDPOINTS.places.view);
  const proposed = new Set(
    places.state === 'ready'
      ? places.data.rows.flatMap((row) => row.proposals.map((proposal) => proposal.reference))
      : [],
  );
  const { busy, notice, act } = useAction(reload);
  const move = (entry: WaitingListEntry, position: number) =>
    act(async () => {
      await fetchApi(ENDPOINTS.waitingList.move, { params: { reference: entry.reference }, body: { position } });
      return `${entry.childName} is now number ${position} on the list.`;
    });

  return (
    <section aria-labelledby="waiting-list-heading">
      <h1 id="waiting-list-heading">Waiting list</h1>
      <p>
        Applications on the waiting list, one list per class and campus. Number 1 is offered the next place: open it and
        use Offer a place.
      </p>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      <DataState result={result} what="The waiting list" onRetry={reload}>
        {(entries) =>
          entries.length === 0 ? (
            <p>Nobody is on a waiting list.</p>
          ) : (
            byClass(entries).map(({ title, entries: listed }) => (
              <section key={title} className="dash-panel" aria-label={`Waiting list: ${title}`}>
                <h2>{title}</h2>
                <ol className="dash-waiting-list">
                  {listed.map((entry, index) => (
                    <li key={entry.reference}>
                      <span>
                        <Link to={`/dashboard/applications/${entry.reference}`}>{entry.childName}</Link> (
                        {entry.reference}), listed {formatDate(entry.since)}
                        {proposed.has(entry.reference) && (
                          <>
                            {' '}
                            <strong>Proposed for a freed place:</strong>{' '}
                            <Link to="/dashboard/places">offer it on the Places page</Link>
                          </>
                        )}
                      </span>
                      <span className="dash-row">
                        <Button
                          variant="outline"
                          disabled={busy || index === 0}
                          aria-label={`Move ${entry.childName} up`}
                          onClick={() => void move(entry, entry.position - 1)}
                        >
                          Move up
                        </Button>
                        <Button
                          variant="outline"
                          disabled={busy || index === listed.length - 1}
                          aria-label={`Move ${entry.childName} down`}
                          onClick={() => void move(entry, entry.position + 1)}
                        >
                          Move down
                        </Button>
                      </span>
                    </li>
                  ))}
                </ol>
              </section>
            ))
          )
        }
      </DataState>
    </section>
  );
}
