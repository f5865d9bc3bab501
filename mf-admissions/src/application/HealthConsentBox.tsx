import { HEALTH_CONSENT } from '@icast/content';
import { HEALTH_CONSENT_FIELD } from '@icast/contracts';

/**
 * The parent's explicit consent to give the child's health answers (sensitive data): never ticked for them, its own
 * label and the reason the school asks. Until it is ticked the health questions are not shown or sent.
 */
export function HealthConsentBox({ given, onChange }: { given: boolean; onChange: (given: boolean) => void }) {
  const id = `field-${HEALTH_CONSENT_FIELD}`;
  return (
    <fieldset className="adm-consent">
      <legend>{HEALTH_CONSENT.legend}</legend>
      <p className="icast-field__hint" id={`${id}-hint`}>
        {HEALTH_CONSENT.hint}
      </p>
      <div className="adm-consent__choice">
        <input
          id={id}
          type="checkbox"
          name={HEALTH_CONSENT_FIELD}
          checked={given}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{HEALTH_CONSENT.label}</label>
      </div>
    </fieldset>
  );
}
