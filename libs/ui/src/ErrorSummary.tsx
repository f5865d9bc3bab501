import { useEffect, useId, useRef, type MouseEvent } from 'react';

export interface FieldError {
  /** Id of the control to focus (a TextField's id, a RadioGroup's first radio). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly FieldError[];
  title?: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  // Scroll the whole question (label and hint too) into view, as GOV.UK does; jsdom has no scrolling.
  (field.closest('.icast-field') ?? field).scrollIntoView?.({ block: 'center' });
}

/** GOV.UK-style summary: takes focus when errors appear, each message links to and focuses its field. */
export function ErrorSummary({ errors, title = 'There is a problem' }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  // Its own id: a page can hold two forms (an application's offer and a late fee), each with its summary.
  const titleId = useId();
  const signature = errors.map((error) => `${error.fieldId}:${error.message}`).join('|');

  useEffect(() => {
    if (signature) box.current?.focus();
  }, [signature]);

  if (errors.length === 0) return null;
  return (
    <div className="icast-error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1} ref={box}>
      <h2 id={titleId} className="icast-error-summary__title">
        {title}
      </h2>
      <ul className="icast-error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
