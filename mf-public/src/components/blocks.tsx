import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A page section with its heading; `id` also names the heading for screen readers. */
export function Section({
  id,
  title,
  intro,
  children,
  tone,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'alt';
}) {
  return (
    <section className={`pub-section${tone ? ' pub-section--alt' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className="icast-container">
        <h2 id={`${id}-heading`}>{title}</h2>
        {intro && <p className="pub-intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** A round badge with the first letter of a title: a quiet icon that needs no icon font or image. */
export function Monogram({ text }: { text: string }) {
  return (
    <span className="pub-monogram" aria-hidden="true">
      {text.charAt(0)}
    </span>
  );
}

export function ApplyActions({ extra }: { extra?: ReactNode }) {
  return (
    <p className="pub-actions">
      <Link to="/admission" className="icast-button icast-button--primary">
        Apply for Admission
      </Link>
      {extra}
    </p>
  );
}
