import { useEffect, useRef, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  ASSESSMENT_COMMENT_MAX,
  ASSESSMENT_NOTES_MAX,
  type AssessmentLookup,
  ENDPOINTS,
  type RecordAssessmentRequest,
  type RubricArea,
} from '@icast/contracts';
import { TextArea, TextField, type FieldError } from '@icast/ui';
import { DataState } from '../components/DataState';
import { DataTable } from '../components/DataTable';
import { ContentForm, SaveButtons } from '../content/ContentForm';
import { useSubmission } from '../content/submission';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';

const scoreId = (area: RubricArea) => `score-${area.key}`;
const commentId = (area: RubricArea) => `comment-${area.key}`;
const NOTES = 'assessment-notes';

interface Draft {
  scores: Record<string, string>;
  comments: Record<string, string>;
  notes: string;
}

const draftOf = ({ rubric, assessment }: AssessmentLookup): Draft => ({
  scores: Object.fromEntries(
    rubric.map((area) => [area.key, String(assessment?.scores.find((s) => s.key === area.key)?.score ?? '')]),
  ),
  comments: Object.fromEntries(
    rubric.map((area) => [area.key, assessment?.scores.find((s) => s.key === area.key)?.comment ?? '']),
  ),
  notes: assessment?.notes ?? '',
});

/** The form's own checks (the API applies the same): a whole number from 0 to the area's maximum for every area. */
function checkScores(rubric: RubricArea[], draft: Draft): RecordAssessmentRequest | FieldError[] {
  const problems = rubric.flatMap((area): FieldError[] => {
    const text = (draft.scores[area.key] ?? '').trim();
    if (text === '') return [{ fieldId: scoreId(area), message: `Enter a score for ${area.name}` }];
    if (!/^\d{1,3}$/.test(text)) {
      return [{ fieldId: scoreId(area), message: `Enter the score for ${area.name} as a whole number` }];
    }
    return Number(text) > area.maxScore
      ? [{ fieldId: scoreId(area), message: `The score for ${area.name} can be at most ${area.maxScore}` }]
      : [];
  });
  if (problems.length) return problems;
  return {
    scores: rubric.map((area) => ({
      key: area.key,
      score: Number(draft.scores[area.key]),
      ...(draft.comments[area.key]?.trim() ? { comment: draft.comments[area.key]!.trim() } : {}),
    })),
    ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
  };
}

/** The scores as recorded: per area, the total and percentage, who and when. */
function RecordedScores({ lookup }: { lookup: AssessmentLookup }) {
  const { assessment } = lookup;
  if (!assessment) return <p>No scores recorded yet.</p>;
  return (
    <>
      <p data-testid="assessment-total">
        <strong>
          Total: {assessment.total} of {assessment.maxTotal} ({assessment.percentage}%)
        </strong>
      </p>
      <DataTable
        label="Scores recorded"
        rows={assessment.scores}
        rowKey={(entry) => entry.key}
        empty="No scores recorded yet."
        columns={[
          { header: 'Area', cell: (entry) => entry.name },
          { header: 'Score', cell: (entry) => `${entry.score} of ${entry.maxScore}` },
          { header: 'Comment', cell: (entry) => entry.comment ?? '-' },
        ]}
      />
      {assessment.notes && <p>Notes: {assessment.notes}</p>}
      <p className="icast-field__hint">
        Recorded by {assessment.recordedBy}, {formatDateTime(assessment.recordedAt)}
      </p>
    </>
  );
}

/**
 * The application's assessment: the scores per area of its class's rubric, with a comment each and overall notes,
 * editable until a decision is released to the family.
 */
export function ApplicationAssessment({ reference, status }: { reference: string; status: string }) {
  const [lookup, reload, replace] = useApi(ENDPOINTS.assessments.view, { params: { reference } });
  // A status change on the page (a decision made by hand) may lock the scores: ask again.
  const statusSeen = useRef(status);
  useEffect(() => {
    if (statusSeen.current === status) return;
    statusSeen.current = status;
    reload();
  }, [status, reload]);

  return (
    <section className="dash-panel" aria-labelledby="assessment-heading">
      <h2 id="assessment-heading">Assessment</h2>
      <DataState result={lookup} what="The assessment" onRetry={reload}>
        {(current) => (
          <>
            <RecordedScores lookup={current} />
            {current.locked ? (
              <p>A decision has been released to the family: these scores are kept as they were.</p>
            ) : (
              // Kept while the page is open: after a save what was typed is what was saved, and the outcome stays.
              <ScoresForm reference={reference} lookup={current} onSaved={replace} />
            )}
          </>
        )}
      </DataState>
    </section>
  );
}

function ScoresForm({
  reference,
  lookup,
  onSaved,
}: {
  reference: string;
  lookup: AssessmentLookup;
  onSaved: (saved: AssessmentLookup) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(lookup));
  const { errors, notice, busy, submit, errorFor } = useSubmission();

  async function save() {
    const checked = checkScores(lookup.rubric, draft);
    const request = Array.isArray(checked) ? undefined : checked;
    await submit(
      Array.isArray(checked) ? checked : [],
      async () => {
        if (!request) return;
        onSaved(await fetchApi(ENDPOINTS.assessments.record, { params: { reference }, body: request }));
      },
      'Scores saved.',
      (field) => {
        if (field === 'notes') return NOTES;
        const match = /^scores\.(\d+)\.(score|comment)$/.exec(field);
        const area = match ? lookup.rubric[Number(match[1])] : undefined;
        if (!area) return undefined;
        return match?.[2] === 'comment' ? commentId(area) : scoreId(area);
      },
    );
  }

  return (
    <ContentForm
      id="assessment-form"
      heading={lookup.assessment ? 'Change the scores' : 'Record the scores'}
      intro={<p>Each area is scored from 0 to its maximum. The family never sees scores or comments.</p>}
      errors={errors}
      notice={notice}
      onSubmit={() => void save()}
      actions={<SaveButtons busy={busy} label="Save scores" />}
    >
      {lookup.rubric.map((area) => (
        <fieldset key={area.key} className="dash-score">
          <legend>{area.name}</legend>
          <TextField
            id={scoreId(area)}
            label={`${area.name} score (out of ${area.maxScore})`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={draft.scores[area.key] ?? ''}
            error={errorFor(scoreId(area))}
            onChange={(event) => setDraft({ ...draft, scores: { ...draft.scores, [area.key]: event.target.value } })}
          />
          <TextArea
            id={commentId(area)}
            label={`${area.name} comment (optional)`}
            rows={2}
            maxLength={ASSESSMENT_COMMENT_MAX}
            value={draft.comments[area.key] ?? ''}
            error={errorFor(commentId(area))}
            onChange={(event) =>
              setDraft({ ...draft, comments: { ...draft.comments, [area.key]: event.target.value } })
            }
          />
        </fieldset>
      ))}
      <TextArea
        id={NOTES}
        label="Overall notes (staff only, optional)"
        rows={3}
        maxLength={ASSESSMENT_NOTES_MAX}
        value={draft.notes}
        error={errorFor(NOTES)}
        onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
      />
    </ContentForm>
  );
}
