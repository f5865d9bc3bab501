import type { ApplicationField } from '@icast/contracts';

interface DateInputProps {
  id: string;
  field: ApplicationField;
  label: string;
  /** YYYY-MM-DD once all three parts are typed; while typing, the parts as given (`2019--27`). */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** Each box is as wide as the digits it takes (admissions.css: adm-date__input--2 and --4). */
const PARTS = [
  { key: 'day', label: 'Day', maxLength: 2, autoComplete: 'bday-day' },
  { key: 'month', label: 'Month', maxLength: 2, autoComplete: 'bday-month' },
  { key: 'year', label: 'Year', maxLength: 4, autoComplete: 'bday-year' },
] as const;
type Part = (typeof PARTS)[number]['key'];

function partsOf(value: string): Record<Part, string> {
  const [year = '', month = '', day = ''] = value.split('-');
  return { day: String(Number(day) || day), month: String(Number(month) || month), year };
}

/**
 * Full when every part is typed: padded to YYYY-MM-DD, the one format the API and the status lookup keep. Also how a
 * posted form's three boxes (`dob-day`, `dob-month`, `dob-year`) are read back.
 */
export function joinDateParts({ day, month, year }: Record<Part, string>): string {
  if (!day && !month && !year) return '';
  const pad = (text: string) => (text.length === 1 ? `0${text}` : text);
  return day && month && year.length === 4 ? `${year}-${pad(month)}-${pad(day)}` : `${year}-${month}-${day}`;
}

/**
 * GOV.UK date input: day, month and year in three boxes, so what the hint says and what the parent types agree on
 * every phone and browser (a date picker shows each browser's own format).
 */
export function DateInput({ id, field, label, value, error, onChange }: DateInputProps) {
  const parts = partsOf(value);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="icast-field adm-date"
      data-invalid={Boolean(error)}
      role="group"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="icast-field__label">{label}</legend>
      <p className="icast-field__hint" id={hintId}>
        {field.hint ?? 'For example, 27 3 2019'}
      </p>
      {error && (
        <p className="icast-field__error" id={errorId}>
          <span className="icast-visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <div className="adm-date__parts">
        {PARTS.map((part, index) => {
          const partId = index === 0 ? id : `${id}-${part.key}`;
          return (
            <div className="adm-date__part" key={part.key}>
              <label htmlFor={partId}>{part.label}</label>
              <input
                id={partId}
                name={`${field.name}-${part.key}`}
                className={`icast-input adm-date__input adm-date__input--${part.maxLength}`}
                inputMode="numeric"
                autoComplete={part.autoComplete}
                maxLength={part.maxLength}
                value={parts[part.key]}
                aria-invalid={error ? true : undefined}
                onChange={(event) =>
                  onChange(joinDateParts({ ...parts, [part.key]: event.target.value.replace(/\D/g, '') }))
                }
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
