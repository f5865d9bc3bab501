import { useState } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  choiceLabel,
  type ClassRubric,
  CLASSES_APPLIED_FOR,
  ENDPOINTS,
  RUBRIC_AREA_NAME_MAX,
  RUBRIC_AREA_SCORE_MAX,
  RUBRIC_AREAS_MAX,
  type RubricUpdate,
} from '@icast/contracts';
import { Button, SelectField, TextField, type FieldError } from '@icast/ui';
import { DataState } from '../components/DataState';
import { ContentForm, SaveButtons } from '../content/ContentForm';
import { useSubmission } from '../content/submission';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';

interface AreaDraft {
  name: string;
  maxScore: string;
}

const nameId = (index: number) => `area-name-${index}`;
const maxId = (index: number) => `area-max-${index}`;

function check(areas: AreaDraft[]): RubricUpdate | FieldError[] {
  const problems = areas.flatMap((area, index): FieldError[] => [
    ...(area.name.trim() ? [] : [{ fieldId: nameId(index), message: `Enter the name of area ${index + 1}` }]),
    ...(/^\d{1,3}$/.test(area.maxScore.trim()) &&
    Number(area.maxScore) >= 1 &&
    Number(area.maxScore) <= RUBRIC_AREA_SCORE_MAX
      ? []
      : [
          {
            fieldId: maxId(index),
            message: `Enter a maximum score for area ${index + 1} from 1 to ${RUBRIC_AREA_SCORE_MAX}`,
          },
        ]),
  ]);
  if (problems.length) return problems;
  return { areas: areas.map((area) => ({ name: area.name.trim(), maxScore: Number(area.maxScore) })) };
}

/** The areas each class is assessed in and their maximum scores; a class not yet saved uses its section's default. */
export function AssessmentRubricsPage() {
  const [rubrics, reload] = useApi(ENDPOINTS.assessments.rubrics);
  const [classAppliedFor, setClassAppliedFor] = useState<string>(CLASSES_APPLIED_FOR[0].value);
  return (
    <section aria-labelledby="rubrics-heading">
      <h1 id="rubrics-heading">Assessment rubrics</h1>
      <p>
        The areas interviewers score for each class, each out of its maximum. Early years are scored by areas of
        development, older children by subjects and an interview, until you change them.
      </p>
      <SelectField
        id="rubric-class"
        label="Class"
        value={classAppliedFor}
        options={CLASSES_APPLIED_FOR}
        onChange={(event) => setClassAppliedFor(event.target.value)}
      />
      <DataState result={rubrics} what="The rubrics" onRetry={reload}>
        {(all) => {
          const current = all.find((rubric) => rubric.classAppliedFor === classAppliedFor);
          // A fresh form per class: what is typed starts from that class's rubric.
          return current && <RubricForm key={classAppliedFor} rubric={current} onSaved={reload} />;
        }}
      </DataState>
    </section>
  );
}

function RubricForm({ rubric, onSaved }: { rubric: ClassRubric; onSaved: () => void }) {
  const { classAppliedFor } = rubric;
  const [areas, setAreas] = useState<AreaDraft[]>(() =>
    rubric.areas.map((area) => ({ name: area.name, maxScore: String(area.maxScore) })),
  );
  const { errors, notice, busy, submit, errorFor } = useSubmission();

  async function save() {
    const checked = check(areas);
    const update = Array.isArray(checked) ? undefined : checked;
    const done = await submit(
      Array.isArray(checked) ? checked : [],
      async () => {
        if (update) await fetchApi(ENDPOINTS.assessments.saveRubric, { params: { classAppliedFor }, body: update });
      },
      `Rubric for ${choiceLabel(CLASSES_APPLIED_FOR, classAppliedFor)} saved. Scores recorded before keep the areas they had.`,
      (field) => {
        const match = /^areas\.(\d+)\.(name|maxScore)$/.exec(field);
        if (!match) return undefined;
        return match[2] === 'name' ? nameId(Number(match[1])) : maxId(Number(match[1]));
      },
    );
    if (done) onSaved();
  }

  const update = (index: number, change: Partial<AreaDraft>) =>
    setAreas(areas.map((area, position) => (position === index ? { ...area, ...change } : area)));

  return (
    <ContentForm
      id="rubric-form"
      heading={`Rubric for ${choiceLabel(CLASSES_APPLIED_FOR, classAppliedFor)}`}
      intro={<RubricStatus rubric={rubric} />}
      errors={errors}
      notice={notice}
      onSubmit={() => void save()}
      actions={<SaveButtons busy={busy} label="Save the rubric" />}
    >
      {areas.map((area, index) => (
        <fieldset key={index} className="dash-score">
          <legend>Area {index + 1}</legend>
          <TextField
            id={nameId(index)}
            label={`Area ${index + 1} name`}
            maxLength={RUBRIC_AREA_NAME_MAX}
            value={area.name}
            error={errorFor(nameId(index))}
            onChange={(event) => update(index, { name: event.target.value })}
          />
          <TextField
            id={maxId(index)}
            label={`Area ${index + 1} maximum score`}
            inputMode="numeric"
            maxLength={3}
            value={area.maxScore}
            error={errorFor(maxId(index))}
            onChange={(event) => update(index, { maxScore: event.target.value })}
          />
          {areas.length > 1 && (
            <Button
              variant="outline"
              onClick={() => {
                setAreas(areas.filter((_, position) => position !== index));
                // The button is gone: the keyboard goes on from the area before it.
                requestAnimationFrame(() => document.getElementById(nameId(Math.max(index - 1, 0)))?.focus());
              }}
            >
              Remove area {index + 1}
            </Button>
          )}
        </fieldset>
      ))}
      {areas.length < RUBRIC_AREAS_MAX && (
        <Button variant="outline" onClick={() => setAreas([...areas, { name: '', maxScore: '10' }])}>
          Add an area
        </Button>
      )}
    </ContentForm>
  );
}

function RubricStatus({ rubric }: { rubric: ClassRubric }) {
  return (
    <p>
      {rubric.updatedBy
        ? `Saved by ${rubric.updatedBy}, ${formatDateTime(rubric.updatedAt)}.`
        : 'The default for this section: nobody has changed it yet.'}
    </p>
  );
}
