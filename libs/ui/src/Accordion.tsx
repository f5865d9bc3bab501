import { useId, useRef, useState, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Open at first; null opens none. */
  defaultOpenId?: string | null;
  /** Heading level of each item's title, so the page outline stays right. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One panel open at a time; activating the open one closes it. Each item is a `<details>`/`<summary>`, so it opens
 * and closes in the HTML the server drew, before (or without) the application script: a tap on a summary never has to
 * wake the app. The shared `name` makes the browser keep one open; browsers without that (older phones) open several
 * until the app wakes, and then the app closes the others on each `toggle`.
 *
 * Which one is open lives in the DOM alone: `open` is written once, for the first panel, and never again by React, so
 * an answer the visitor opened before the app took over stays open and is closed like any other.
 */
export function Accordion({ items, defaultOpenId = null, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;
  // The first render's choice, kept: a later defaultOpenId must not make React write `open` over the visitor's.
  const [firstOpenId] = useState(defaultOpenId);

  return (
    <div ref={rootRef} className={['icast-accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <details
          key={item.id}
          name={baseId}
          className="icast-accordion__item"
          open={item.id === firstOpenId}
          onToggle={(event) => {
            const opened = event.currentTarget;
            if (!opened.open) return;
            rootRef.current?.querySelectorAll<HTMLDetailsElement>(':scope > details[open]').forEach((other) => {
              if (other !== opened) other.open = false;
            });
          }}
        >
          <summary className="icast-accordion__button">
            <Heading className="icast-accordion__heading">{item.title}</Heading>
            <span className="icast-accordion__icon" aria-hidden="true" />
          </summary>
          <div className="icast-accordion__panel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
