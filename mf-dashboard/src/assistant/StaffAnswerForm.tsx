import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import { CHAT_LIMITS, ENDPOINTS, type SavedStaffAnswer } from '@icast/contracts';
import { Alert, Button, TextArea } from '@icast/ui';

/** What the form edits: a listed question being answered, a new answer, or a staff answer being changed. */
export interface AnswerDraft {
  question: string;
  answer: string;
  /** The listed question this answers: it leaves the list when saved. */
  unansweredId?: string;
  /** A staff answer being edited. */
  editingId?: string;
}

interface Props {
  draft: AnswerDraft;
  onSaved: (saved: SavedStaffAnswer, draft: AnswerDraft) => void;
  onCancel: () => void;
}

const ANSWER_FIELD_ID = 'staff-answer-text';

function problemsOf(question: string, answer: string): { question?: string; answer?: string } {
  return {
    question: question.trim() === '' ? 'Enter the question as parents ask it' : undefined,
    answer: answer.trim() === '' ? 'Enter the answer Aunty ICAST should give' : undefined,
  };
}

/**
 * One step from a parent's question to Aunty ICAST's answer: the question (editable, so staff can word it as
 * parents will) and the answer, saved to the chatbot's staff answers, which it searches from the next question on.
 */
export function StaffAnswerForm({ draft, onSaved, onCancel }: Props) {
  const [question, setQuestion] = useState(draft.question);
  const [answer, setAnswer] = useState(draft.answer);
  const [shown, setShown] = useState<{ question?: string; answer?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  // Opened from a row's button: the answer is what is left to write.
  useEffect(() => {
    document.getElementById(ANSWER_FIELD_ID)?.focus();
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = problemsOf(question, answer);
    setShown(problems);
    if (problems.question || problems.answer) return;
    setSaving(true);
    setFailure(undefined);
    try {
      const body = { question: question.trim(), answer: answer.trim() };
      const saved = draft.editingId
        ? await fetchApi(ENDPOINTS.chatbot.updateStaffAnswer, { params: { id: draft.editingId }, body })
        : await fetchApi(ENDPOINTS.chatbot.createStaffAnswer, {
            body: draft.unansweredId ? { ...body, unansweredId: draft.unansweredId } : body,
          });
      onSaved(saved, draft);
    } catch (error) {
      // What was typed stays in the form.
      setFailure(errorMessage(error));
      setSaving(false);
    }
  }

  return (
    <form
      className="dash-answer-form"
      onSubmit={(event) => void save(event)}
      noValidate
      aria-labelledby="answer-form-title"
    >
      <h2 id="answer-form-title">{draft.editingId ? 'Change the answer' : 'Answer this question'}</h2>
      {failure && (
        <Alert tone="error" title="The answer was not saved">
          <p>{failure}</p>
        </Alert>
      )}
      <TextArea
        label="Question"
        hint="As parents ask it. Aunty ICAST gives your answer to this question and to others that ask the same."
        rows={2}
        maxLength={CHAT_LIMITS.staffQuestion}
        value={question}
        error={shown.question}
        onChange={(event) => setQuestion(event.target.value)}
      />
      <TextArea
        id={ANSWER_FIELD_ID}
        label="Answer"
        hint="Plain text. Say only what is true today; give the office's number for anything that depends."
        rows={5}
        maxLength={CHAT_LIMITS.staffAnswer}
        showCount
        value={answer}
        error={shown.answer}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <div className="dash-actions">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save answer'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
