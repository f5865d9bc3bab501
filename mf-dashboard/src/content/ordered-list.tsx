import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@icast/api-client';
import type { RevisionKind } from '@icast/contracts';
import { Alert, Button, buttonClassName } from '@icast/ui';
import { useConfirmation } from '../components/Confirmation';
import { DataState } from '../components/DataState';
import type { Loadable } from '../useApi';
import { historyPath } from './RevisionHistoryPage';

/** `ids` with the one at `index` moved by `step` places. */
export function moved(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + step, 0, id!);
  return next;
}

/**
 * The row buttons: each names its item, so a screen reader's list of buttons says which one it acts on. Up and
 * Down only for a list staff order, Hide/Show only for items that can be hidden.
 */
export function RowActions({
  name,
  index,
  count,
  hidden,
  onMove,
  onEdit,
  onToggleHidden,
  onDelete,
  historyHref,
}: {
  name: string;
  index: number;
  count: number;
  hidden?: boolean;
  onMove?: (step: -1 | 1) => void;
  onEdit: () => void;
  onToggleHidden?: () => void;
  onDelete: () => void;
  /** The item's saved versions, when its kind keeps them. */
  historyHref?: string;
}) {
  return (
    <div className="dash-actions">
      <Button variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {historyHref && (
        <Link className={buttonClassName('outline')} to={historyHref} aria-label={`History of ${name}`}>
          History
        </Link>
      )}
      {onMove && (
        <>
          <Button variant="outline" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`Move ${name} up`}>
            Up
          </Button>
          <Button
            variant="outline"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={`Move ${name} down`}
          >
            Down
          </Button>
        </>
      )}
      {onToggleHidden && (
        <Button variant="outline" onClick={onToggleHidden} aria-label={`${hidden ? 'Show' : 'Hide'} ${name}`}>
          {hidden ? 'Show' : 'Hide'}
        </Button>
      )}
      <button type="button" className="dash-danger" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </div>
  );
}

/** The calls behind a list's row buttons: `ids => fetchApi(ENDPOINTS.faqs.reorder, ...)`, `id => ...remove...`. */
export interface OrderedListCalls<Item> {
  remove: (id: string) => Promise<unknown>;
  /** The whole new order; without it the list keeps the server's order (events by date) and has no Up/Down. */
  reorder?: (ids: string[]) => Promise<unknown>;
  /** Saves the item with `hidden` changed; without it there is no Hide/Show button. */
  setHidden?: (item: Item, hidden: boolean) => Promise<unknown>;
}

export interface OrderedListProps<Item extends { id: string; hidden?: boolean }> {
  items: Loadable<readonly Item[]>;
  reload: () => void;
  /** For the load error's title: "Could not load FAQs". */
  what: string;
  /** Names the list for screen readers, e.g. "FAQs in the order visitors see them". */
  label: string;
  /** How the row's buttons name the item for screen readers ("the slide Open day"). */
  nameOf: (item: Item) => string;
  /** How the question before deleting names it (`the FAQ "Do you run a bus?"`); `nameOf` when not given. */
  describe?: (item: Item) => string;
  /** Each item keeps its saved versions under this kind: its row links to them. */
  historyOf?: RevisionKind;
  /** The row's text. */
  summary: (item: Item) => ReactNode;
  calls: OrderedListCalls<Item>;
  /**
   * The add form, or the edit form of `editing`; `done` after a save, with what to confirm when the form it was saved
   * from goes away (an edit), `cancel` leaves editing.
   */
  form: (props: { editing?: Item; done: (confirmation?: string) => void; cancel: () => void }) => ReactNode;
}

/**
 * A content list staff edit: the add/edit form, then the items with Edit, Up, Down, Hide/Show and Delete on each
 * row. Each action reloads the list; a refusal (the list changed meanwhile) is shown above it, and a success is
 * confirmed there (announced; focused when the form or row it came from is gone).
 */
export function OrderedList<Item extends { id: string; hidden?: boolean }>({
  items,
  reload,
  what,
  label,
  nameOf,
  summary,
  calls,
  form,
  describe = nameOf,
  historyOf,
}: OrderedListProps<Item>) {
  const [editing, setEditing] = useState<Item>();
  const [problem, setProblem] = useState<string>();
  const confirmation = useConfirmation();
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  /** `The FAQ "Do you run a bus?"`: how the delete question names it, at the start of a sentence. */
  const nameFor = (item: Item) => capital(describe(item));
  async function run(action: () => Promise<unknown>, success: string, focus = false) {
    setProblem(undefined);
    confirmation.clear();
    try {
      await action();
      confirmation.confirm(success, { focus });
    } catch (error) {
      setProblem(errorMessage(error));
    }
    reload();
  }
  const { reorder, setHidden } = calls;
  return (
    <>
      {/* Keyed by the item edited, so switching items (or back to adding) starts the form afresh. */}
      <Fragment key={editing?.id ?? 'new'}>
        {form({
          editing,
          done: (saved) => {
            setEditing(undefined);
            reload();
            if (saved) confirmation.confirm(saved, { focus: true });
          },
          cancel: () => setEditing(undefined),
        })}
      </Fragment>
      {problem && <Alert tone="error">{problem}</Alert>}
      {confirmation.element}
      <DataState result={items} what={what} onRetry={reload}>
        {(rows) => (
          <ol className="dash-ordered-list" aria-label={label}>
            {rows.map((item, index) => (
              <li key={item.id} className="dash-ordered-item">
                {summary(item)}
                {item.hidden && (
                  <p>
                    <span className="dash-pill">Hidden</span>
                  </p>
                )}
                <RowActions
                  name={nameOf(item)}
                  index={index}
                  count={rows.length}
                  hidden={item.hidden}
                  historyHref={historyOf && historyPath(historyOf, item.id)}
                  onEdit={() => {
                    confirmation.clear();
                    setEditing(item);
                  }}
                  onMove={
                    reorder &&
                    ((step) =>
                      void run(
                        () =>
                          reorder(
                            moved(
                              rows.map((row) => row.id),
                              index,
                              step,
                            ),
                          ),
                        `${nameFor(item)} moved ${step < 0 ? 'up' : 'down'}.`,
                      ))
                  }
                  onToggleHidden={
                    setHidden &&
                    (() =>
                      void run(
                        () => setHidden(item, !item.hidden),
                        item.hidden
                          ? `${nameFor(item)} is shown to visitors again.`
                          : `${nameFor(item)} is hidden from visitors.`,
                      ))
                  }
                  onDelete={() => {
                    if (window.confirm(`Delete ${describe(item)}? This cannot be undone.`)) {
                      // The row and its buttons go: the confirmation takes the focus.
                      void run(() => calls.remove(item.id), `${nameFor(item)} is deleted.`, true);
                    }
                  }}
                />
              </li>
            ))}
          </ol>
        )}
      </DataState>
    </>
  );
}
