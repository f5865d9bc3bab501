import {
  type ApplicationField,
  INTELLIGENCE_RATING_LABELS,
  INTELLIGENCE_RATINGS,
  SEX_VALUES,
  startTermChoices,
} from '@icast/contracts';
import { RadioGroup, SelectField, TextArea, TextField, type TextFieldProps } from '@icast/ui';
import { DateInput } from './DateInput';
import { fieldId } from './sections';

/** Up to this many choices read best as radios; longer lists (states, classes) as a select. */
const MOST_RADIOS = 4;

const SEX_OPTIONS = SEX_VALUES.map((value) => ({ value, label: value === 'male' ? 'Male' : 'Female' }));
const RATING_OPTIONS = INTELLIGENCE_RATINGS.map((value) => ({ value, label: INTELLIGENCE_RATING_LABELS[value] }));

/** What the browser and the phone's keyboard need to know about a one-line answer. */
const INPUT_KINDS: Partial<
  Record<ApplicationField['kind'], Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'spellCheck'>>
> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  formReference: { autoComplete: 'off', spellCheck: false },
};

interface FieldInputProps {
  field: ApplicationField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** The session the site admits for: its terms are among the start terms offered. */
  academicYear?: string;
}

/** One application field drawn with the shared UI primitive that fits its kind. */
export function FieldInput({ field, value, error, onChange, academicYear }: FieldInputProps) {
  const label = field.required ? field.label : `${field.label} (optional)`;
  const id = fieldId(field.name);
  if (field.kind === 'date') {
    return <DateInput id={id} field={field} label={label} value={value} error={error} onChange={onChange} />;
  }
  const choices = field.kind === 'term' ? startTermChoices(new Date(), academicYear) : field.choices;
  if (choices && choices.length > MOST_RADIOS) {
    return (
      <SelectField
        id={id}
        name={field.name}
        label={label}
        hint={field.hint}
        options={choices}
        placeholder="Choose one"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  if (choices) {
    return (
      <RadioGroup
        id={id}
        name={field.name}
        legend={label}
        hint={field.hint}
        options={choices}
        value={value || undefined}
        error={error}
        inline={choices.length === 2}
        onChange={onChange}
      />
    );
  }
  if (field.kind === 'sex' || field.kind === 'rating') {
    return (
      <RadioGroup
        id={id}
        name={field.name}
        legend={label}
        options={field.kind === 'sex' ? SEX_OPTIONS : RATING_OPTIONS}
        value={value || undefined}
        error={error}
        inline={field.kind === 'sex'}
        onChange={onChange}
      />
    );
  }
  if (field.kind === 'textarea') {
    return (
      <TextArea
        id={id}
        name={field.name}
        label={label}
        value={value}
        error={error}
        maxLength={field.maxLength}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <TextField
      id={id}
      name={field.name}
      label={label}
      {...INPUT_KINDS[field.kind]}
      hint={field.hint}
      value={value}
      error={error}
      maxLength={field.maxLength}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
