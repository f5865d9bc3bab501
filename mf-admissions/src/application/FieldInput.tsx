import { type ApplicationField, INTELLIGENCE_RATING_LABELS, INTELLIGENCE_RATINGS, SEX_VALUES } from '@icast/contracts';
import { RadioGroup, TextArea, TextField, type TextFieldProps } from '@icast/ui';
import { fieldId } from './sections';

const SEX_OPTIONS = SEX_VALUES.map((value) => ({ value, label: value === 'male' ? 'Male' : 'Female' }));
const RATING_OPTIONS = INTELLIGENCE_RATINGS.map((value) => ({ value, label: INTELLIGENCE_RATING_LABELS[value] }));

/** What the browser and the phone's keyboard need to know about a one-line answer. */
const INPUT_KINDS: Partial<
  Record<ApplicationField['kind'], Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>>
> = {
  date: { type: 'date' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
};

interface FieldInputProps {
  field: ApplicationField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One application field drawn with the shared UI primitive that fits its kind. */
export function FieldInput({ field, value, error, onChange }: FieldInputProps) {
  const label = field.required ? field.label : `${field.label} (optional)`;
  const id = fieldId(field.name);
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
      hint={field.hint ?? (field.kind === 'date' ? 'For example 2019-03-27' : undefined)}
      value={value}
      error={error}
      maxLength={field.maxLength}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
