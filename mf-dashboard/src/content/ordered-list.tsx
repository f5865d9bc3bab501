import { useState } from 'react';
import { errorMessage } from '@icast/api-client';
import { Alert, Button } from '@icast/ui';

/** The calls of an edited list: `ids => fetchApi(ENDPOINTS.faqs.reorder, ...)`, `id => fetchApi(...remove...)`. */
interface ListCalls {
  reorder: (ids: string[]) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/** `ids` with the one at `index` moved by `step` places. */
export function moved(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + step, 0, id!);
  return next;
}

/**
 * Move up, move down and delete for each row of an ordered list; the list reloads after each, and a refusal (the
 * list changed meanwhile) is shown above it.
 */
export function useListActions<Item extends { id: string }>(calls: ListCalls, reload: () => void) {
  const [problem, setProblem] = useState<string>();
  async function run(action: () => Promise<unknown>) {
    setProblem(undefined);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessage(error));
    }
    reload();
  }
  const move = (items: readonly Item[], index: number, step: -1 | 1) =>
    run(() =>
      calls.reorder(
        moved(
          items.map((item) => item.id),
          index,
          step,
        ),
      ),
    );
  const remove = (item: Item, what: string) => {
    if (!window.confirm(`Delete ${what}? This cannot be undone.`)) return Promise.resolve();
    return run(() => calls.remove(item.id));
  };
  const problemAlert = problem ? <Alert tone="error">{problem}</Alert> : null;
  return { move, remove, problemAlert };
}

/** The row buttons: each names its item, so a screen reader's list of buttons says which one it moves. */
export function RowActions({
  name,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="dash-actions">
      <Button variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
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
      <button type="button" className="dash-danger" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </div>
  );
}
