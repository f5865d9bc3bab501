import type { ReactNode } from 'react';

export interface CardProps {
  title: ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3 | 4;
  media?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Card({ title, headingLevel = 3, media, footer, children, className }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={['icast-card', className].filter(Boolean).join(' ')}>
      {media && <div className="icast-card__media">{media}</div>}
      <div className="icast-card__body">
        <Heading className="icast-card__title">{title}</Heading>
        {children}
      </div>
      {footer && <div className="icast-card__footer">{footer}</div>}
    </article>
  );
}
