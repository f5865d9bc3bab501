import { choiceLabel, DOCUMENT_KINDS, type DocumentKind, MISSING_DOCUMENTS_REASON_MAX } from '@icast/contracts';
import { TextArea, type FieldError } from '@icast/ui';

export const MISSING_REASON_NEEDED = 'Give the reason for offering the place without these documents';

/** The reason's own check: blank is the only problem the browser can see (the length is capped by the field). */
export const checkMissingReason = (fieldId: string, reason: string): FieldError[] =>
  reason.trim() ? [] : [{ fieldId, message: MISSING_REASON_NEEDED }];

/**
 * The required documents the API found missing (sent never, or asked to be replaced), and the field for why the
 * place is offered all the same: the offer form's and a prepared offer's. The reason goes into the history.
 */
export function MissingDocumentsReason({
  id,
  missing,
  reason,
  onReason,
  error,
}: {
  id: string;
  missing: readonly DocumentKind[];
  reason: string;
  onReason: (value: string) => void;
  error?: string;
}) {
  return (
    <div className="dash-missing-documents" role="group" aria-labelledby={`${id}-missing`}>
      <p id={`${id}-missing`} data-testid="offer-documents-missing">
        <strong>Documents this class requires are missing:</strong>{' '}
        {missing.map((kind) => choiceLabel(DOCUMENT_KINDS, kind)).join(', ')}.
      </p>
      <TextArea
        id={id}
        label="Why offer the place without them?"
        hint="Kept in the application's history with your name and the time; the family does not see it."
        rows={3}
        maxLength={MISSING_DOCUMENTS_REASON_MAX}
        showCount
        value={reason}
        error={error}
        onChange={(event) => onReason(event.target.value)}
      />
    </div>
  );
}
