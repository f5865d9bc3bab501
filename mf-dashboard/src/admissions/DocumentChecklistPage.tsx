import { type FormEvent, useState } from 'react';
import { errorMessage, fetchApi, fieldErrorsOfFailure } from '@icast/api-client';
import {
  DOCUMENT_KINDS,
  type DocumentChecklist,
  type DocumentChecklistUpdate,
  type DocumentKind,
  ENDPOINTS,
} from '@icast/contracts';
import { Alert, Button, ErrorSummary, type FieldError } from '@icast/ui';
import { DataState } from '../components/DataState';
import { useApi } from '../useApi';

type Chosen = Record<string, DocumentKind[]>;
const firstBoxId = (classAppliedFor: string) => `checklist-${classAppliedFor}-${DOCUMENT_KINDS[0].value}`;
const chosenOf = (checklist: DocumentChecklist): Chosen =>
  Object.fromEntries(checklist.classes.map((entry) => [entry.classAppliedFor, entry.kinds]));
const sameKinds = (a: readonly DocumentKind[], b: readonly DocumentKind[]) =>
  a.length === b.length && a.every((kind) => b.includes(kind));

/**
 * Admins set which documents each class asks for. The public requirements list, the family's page ("still to send"),
 * the documents reminder and staff's "missing" line read the same list. Only the classes changed are sent.
 */
export function DocumentChecklistPage() {
  const [answer, reload, replace] = useApi(ENDPOINTS.documents.checklist);
  return (
    <section aria-labelledby="checklist-heading">
      <div className="dash-page-head">
        <h1 id="checklist-heading">Document checklist</h1>
      </div>
      <p>
        The documents each class asks families to send. Families see this list on the admission page and on their own
        application page; staff see what is missing on each application.
      </p>
      <DataState result={answer} what="The document checklist" onRetry={reload}>
        {(checklist) => <ChecklistForm checklist={checklist} onSaved={replace} />}
      </DataState>
    </section>
  );
}

function ChecklistForm({
  checklist,
  onSaved,
}: {
  checklist: DocumentChecklist;
  onSaved: (checklist: DocumentChecklist) => void;
}) {
  const [chosen, setChosen] = useState<Chosen>(() => chosenOf(checklist));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);

  const toggle = (classAppliedFor: string, kind: DocumentKind, on: boolean) => {
    const kinds = chosen[classAppliedFor] ?? [];
    setChosen({
      ...chosen,
      [classAppliedFor]: on ? [...kinds, kind] : kinds.filter((candidate) => candidate !== kind),
    });
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    const changed = checklist.classes.filter((entry) => !sameKinds(entry.kinds, chosen[entry.classAppliedFor] ?? []));
    const problems = changed
      .filter((entry) => (chosen[entry.classAppliedFor] ?? []).length === 0)
      .map((entry) => ({
        fieldId: firstBoxId(entry.classAppliedFor),
        message: `Choose at least one document for ${entry.label}`,
      }));
    setErrors(problems);
    if (problems.length > 0) return;
    if (changed.length === 0) {
      setNotice({ tone: 'success', text: 'Nothing changed.' });
      return;
    }
    const body: DocumentChecklistUpdate = {
      classes: changed.map((entry) => ({
        classAppliedFor: entry.classAppliedFor,
        kinds: chosen[entry.classAppliedFor] ?? [],
      })),
    };
    setBusy(true);
    try {
      onSaved(await fetchApi(ENDPOINTS.documents.setChecklist, { body }));
      setNotice({
        tone: 'success',
        text: `Saved: ${changed.map((entry) => entry.label).join(', ')}.`,
      });
    } catch (error) {
      // "classes.2.kinds": the class sent third.
      const named = fieldErrorsOfFailure(error).flatMap((problem) => {
        const index = Number(/^classes\.(\d+)/.exec(problem.field)?.[1]);
        const entry = body.classes[index];
        return entry ? [{ fieldId: firstBoxId(entry.classAppliedFor), message: problem.message }] : [];
      });
      if (named.length > 0) setErrors(named);
      else setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const errorFor = (classAppliedFor: string) =>
    errors.find((error) => error.fieldId === firstBoxId(classAppliedFor))?.message;

  return (
    <>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      <ErrorSummary errors={errors} />
      <form onSubmit={(event) => void save(event)} noValidate aria-label="Documents each class asks for">
        <div className="dash-checklist">
          {checklist.classes.map((entry) => {
            const error = errorFor(entry.classAppliedFor);
            const errorId = `checklist-${entry.classAppliedFor}-error`;
            return (
              <fieldset
                key={entry.classAppliedFor}
                className="dash-choices"
                data-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
              >
                <legend>
                  {entry.label}
                  {entry.setBySchool ? '' : ' (the school’s usual list)'}
                </legend>
                {error && (
                  <p id={errorId} className="icast-field__error">
                    <span className="icast-visually-hidden">Error:</span> {error}
                  </p>
                )}
                {DOCUMENT_KINDS.map((kind) => (
                  <label key={kind.value} className="dash-choice">
                    <input
                      id={`checklist-${entry.classAppliedFor}-${kind.value}`}
                      type="checkbox"
                      checked={(chosen[entry.classAppliedFor] ?? []).includes(kind.value)}
                      onChange={(event) => toggle(entry.classAppliedFor, kind.value, event.target.checked)}
                    />{' '}
                    {kind.label}
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
        <Button type="submit" disabled={busy}>
          Save the checklist
        </Button>
      </form>
    </>
  );
}
