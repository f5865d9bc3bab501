import { useId, useState, type ReactNode } from 'react';

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

/** One panel open at a time; activating the open one closes it (WAI-ARIA accordion pattern). */
export function Accordion({ items, defaultOpenId = null, headingLevel = 3, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={['icast-accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className="icast-accordion__item" data-open={open}>
            <Heading className="icast-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="icast-accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <span className="icast-accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="icast-accordion__panel"
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
