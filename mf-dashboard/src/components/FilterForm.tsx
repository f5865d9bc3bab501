import { useState, type FormEvent } from 'react';
import { Button, SelectField, TextField, type SelectOption } from '@icast/ui';
import type { FilterValues } from '../useListParams';

export type FilterField<Name extends string> =
  | { name: Name; label: string; type: 'search' | 'date' }
  | { name: Name; label: string; options: readonly SelectOption[] };

interface FilterFormProps<Name extends string> {
  /** The form's accessible name: "Filter applications". */
  label: string;
  fields: readonly FilterField<Name>[];
  /** The filters in force (from the address). */
  values: FilterValues<Name>;
  onApply: (values: FilterValues<Name>) => void;
}

/**
 * A staff list's filters, sent to the server when applied (not on every keystroke). When the filters in force
 * change (Back, a link), the fields start again from them.
 */
export function FilterForm<Name extends string>(props: FilterFormProps<Name>) {
  return <FilterFields key={JSON.stringify(props.values)} {...props} />;
}

function FilterFields<Name extends string>({ label, fields, values, onApply }: FilterFormProps<Name>) {
  const [draft, setDraft] = useState(values);
  const set = (name: Name, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const filtered = Object.values<string>(values).some((value) => value !== '');
  const cleared = Object.fromEntries(fields.map((field) => [field.name, ''])) as FilterValues<Name>;
  return (
    <form className="dash-filters" aria-label={label} onSubmit={submit}>
      {fields.map((field) =>
        'options' in field ? (
          <SelectField
            key={field.name}
            label={field.label}
            value={draft[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
            placeholder="All"
            options={field.options}
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type}
            value={draft[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
          />
        ),
      )}
      <div className="dash-filters__actions">
        <Button type="submit">Apply filters</Button>
        {filtered && (
          <Button variant="outline" onClick={() => onApply(cleared)}>
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
