import { useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, SITE_CONTENT_LIMITS, type CounterItem } from '@icast/contracts';
import { Button, TextField, type FieldError } from '@icast/ui';
import { ContentForm, SaveButtons } from './ContentForm';
import { useSubmission, type FieldOf } from './submission';

interface Row {
  id?: string;
  label: string;
  target: string;
  hidden: boolean;
}

const counterFieldOf: FieldOf = (field) => {
  const row = /^counters\.(\d+)\.(label|target)$/.exec(field);
  return row ? `counter-${row[1]}-${row[2]}` : undefined;
};

/** The home page's counters, saved together: rows may be added, changed, hidden or taken away. */
export function CountersForm({ initial, onSaved }: { initial: CounterItem[]; onSaved: () => void }) {
  const [rows, setRows] = useState<Row[]>(initial.map((counter) => ({ ...counter, target: String(counter.target) })));
  const { errors, notice, busy, submit, errorFor } = useSubmission();
  const change = (index: number, update: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...update } : row)));

  async function save() {
    const problems: FieldError[] = rows.flatMap((row, index) => [
      ...(row.label.trim()
        ? []
        : [{ fieldId: `counter-${index}-label`, message: `Enter what counter ${index + 1} counts` }]),
      ...(/^\d{1,7}$/.test(row.target.trim()) && Number(row.target) <= SITE_CONTENT_LIMITS.counterMax
        ? []
        : [{ fieldId: `counter-${index}-target`, message: `Enter counter ${index + 1} as a whole number, like 1000` }]),
    ]);
    const counters = rows.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      label: row.label,
      target: Number(row.target),
      hidden: row.hidden,
    }));
    if (
      await submit(
        problems,
        () => fetchApi(ENDPOINTS.siteContent.updateCounters, { body: { counters } }),
        'Counters saved.',
        counterFieldOf,
      )
    ) {
      onSaved();
    }
  }

  return (
    <ContentForm
      id="counters"
      heading="Counters"
      intro={<p>The figures that count up on the home page, in this order.</p>}
      errors={errors}
      notice={notice}
      onSubmit={() => void save()}
      actions={
        <>
          <SaveButtons busy={busy} label="Save counters" />
          {rows.length < SITE_CONTENT_LIMITS.counters && (
            <Button variant="outline" onClick={() => setRows([...rows, { label: '', target: '', hidden: false }])}>
              Add a counter
            </Button>
          )}
        </>
      }
    >
      {rows.map((row, index) => (
        <fieldset key={row.id ?? `new-${index}`} className="dash-fieldset">
          <legend>Counter {index + 1}</legend>
          <div className="dash-row">
            <TextField
              id={`counter-${index}-label`}
              label="What it counts"
              value={row.label}
              onChange={(event) => change(index, { label: event.target.value })}
              error={errorFor(`counter-${index}-label`)}
            />
            <TextField
              id={`counter-${index}-target`}
              label="Number"
              inputMode="numeric"
              value={row.target}
              onChange={(event) => change(index, { target: event.target.value })}
              error={errorFor(`counter-${index}-target`)}
            />
          </div>
          <label className="dash-check">
            <input
              type="checkbox"
              checked={row.hidden}
              onChange={(event) => change(index, { hidden: event.target.checked })}
            />{' '}
            Hidden from visitors
          </label>
          <button type="button" className="dash-danger" onClick={() => setRows(rows.filter((_, at) => at !== index))}>
            Remove counter {index + 1}
          </button>
        </fieldset>
      ))}
    </ContentForm>
  );
}
