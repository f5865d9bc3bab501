import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<Id extends string = string> {
  items: readonly TabItem<Id>[];
  /** Accessible name of the tab list, e.g. "Curriculum". */
  label: string;
  defaultId?: Id;
  /** Controlled use (e.g. a tab bound to the URL). */
  selectedId?: Id;
  onSelect?: (id: Id) => void;
  className?: string;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. */
export function Tabs<Id extends string = string>({
  items,
  label,
  defaultId,
  selectedId,
  onSelect,
  className,
}: TabsProps<Id>) {
  const [ownSelection, setOwnSelection] = useState<Id | undefined>(defaultId ?? items[0]?.id);
  const current = selectedId ?? ownSelection;
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  const select = (id: Id, focus = false) => {
    setOwnSelection(id);
    onSelect?.(id);
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.id === current);
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : items[target];
    if (!next) return;
    event.preventDefault();
    select(next.id, true);
  };

  return (
    <div className={['icast-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="icast-tabs__list">
        {items.map((item) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${item.id}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${item.id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="icast-tabs__tab"
              onClick={() => select(item.id)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-${item.id}-panel`}
          aria-labelledby={`${baseId}-${item.id}-tab`}
          className="icast-tabs__panel"
          hidden={item.id !== current}
          tabIndex={0}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
