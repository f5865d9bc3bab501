import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  after?: ReactNode;
}

/** Ids of the hint and error so the control can point at them with aria-describedby. */
function describedBy(id: string, hint: unknown, error: unknown, extra?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldFrame({ id, label, hint, error, children, after }: FieldFrameProps) {
  return (
    <div className="icast-field" data-invalid={Boolean(error)}>
      <label className="icast-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="icast-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="icast-field__error" id={`${id}-error`}>
          <span className="icast-visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {children}
      {after}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Stable id so an error summary can link to the field; generated when omitted. */
  id?: string;
  hint?: ReactNode;
  error?: string;
}

export function TextField({ label, id, hint, error, className, ...input }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error}>
      <input
        id={fieldId}
        className={['icast-input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: string;
  /** Shows "n / max characters" under the box; maxLength is also enforced by the browser. */
  showCount?: boolean;
}

export function TextArea({ label, id, hint, error, showCount, className, ...textarea }: TextAreaProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const length = typeof textarea.value === 'string' ? textarea.value.length : 0;
  const counter =
    showCount && textarea.maxLength ? (
      <p className="icast-field__count" id={`${fieldId}-count`} aria-live="polite">
        {length} / {textarea.maxLength} characters
      </p>
    ) : undefined;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} after={counter}>
      <textarea
        id={fieldId}
        className={['icast-input', 'icast-textarea', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error, counter ? `${fieldId}-count` : undefined)}
        {...textarea}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: string;
  options: readonly SelectOption[];
  /** First, empty choice such as "Choose one". */
  placeholder?: string;
}

export function SelectField({ label, id, hint, error, options, placeholder, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error}>
      <select
        id={fieldId}
        className={['icast-input', 'icast-select', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps {
  /** Id of the first radio, which an error summary links to. */
  id?: string;
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  inline?: boolean;
  required?: boolean;
}

export function RadioGroup({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  inline,
  required,
}: RadioGroupProps) {
  const generated = useId();
  const groupId = id ?? generated;
  return (
    <fieldset
      className="icast-field icast-radios"
      data-invalid={Boolean(error)}
      data-inline={inline}
      aria-describedby={describedBy(groupId, hint, error)}
    >
      <legend className="icast-field__label">{legend}</legend>
      {hint && (
        <p className="icast-field__hint" id={`${groupId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="icast-field__error" id={`${groupId}-error`}>
          <span className="icast-visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <div className="icast-radios__options">
        {options.map((option, index) => {
          const optionId = index === 0 ? groupId : `${groupId}-${option.value}`;
          return (
            <div className="icast-radios__option" key={option.value}>
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                required={required}
              />
              <label htmlFor={optionId}>{option.label}</label>
              {option.hint && <p className="icast-field__hint">{option.hint}</p>}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
