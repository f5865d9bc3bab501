import { useRef, useState } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, type SavedStaffAnswer, type StaffAnswer, type UnansweredQuestion } from '@icast/contracts';
import { Alert, Button } from '@icast/ui';
import { useMayCall } from '../access';
import { type Column } from '../components/DataTable';
import { LoadedTable } from '../components/LoadedTable';
import { formatDateTime } from '../format';
import { type AnswerDraft, StaffAnswerForm } from './StaffAnswerForm';
import { useApi } from '../useApi';

/** Why a question is on the list, in words: "No answer (2), marked not helpful (1)". */
export function reasonsText({ reasons }: UnansweredQuestion): string {
  const parts = [
    [reasons.noAnswer, 'no answer'],
    [reasons.lowConfidence, 'answered without confidence'],
    [reasons.notHelpful, 'marked not helpful'],
  ] as const;
  const text = parts
    .filter(([count]) => count > 0)
    .map(([count, label]) => `${label} (${count})`)
    .join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What saving did, as the assistant itself was asked: it is never claimed to answer what it does not. */
export function savedText(answer: StaffAnswer, answersItsQuestion: boolean, alsoAnswered: readonly string[]): string {
  if (!answersItsQuestion) {
    return (
      `Saved, but Aunty ICAST cannot match “${answer.question}” to your answer yet: ` +
      'word the question with what it is about, as a parent would (for example “how much is school fees”), and save again.'
    );
  }
  const others =
    alsoAnswered.length === 0
      ? ''
      : ` It also answers ${alsoAnswered.map((question) => `“${question}”`).join(', ')}, so ${
          alsoAnswered.length === 1 ? 'that question has' : 'those questions have'
        } left the list too.`;
  return `Saved. Aunty ICAST now answers “${answer.question}” and questions worded like it with your answer.${others}`;
}

/** A row's button, named with its question so a screen reader's list of buttons tells them apart. */
function RowButton({
  label,
  about,
  onClick,
  danger,
}: {
  label: string;
  about: string;
  onClick: () => void;
  danger?: boolean;
}) {
  const content = (
    <>
      {label}
      <span className="icast-visually-hidden"> ({about})</span>
    </>
  );
  return danger ? (
    <button type="button" className="dash-danger" onClick={onClick}>
      {content}
    </button>
  ) : (
    <Button variant="outline" onClick={onClick}>
      {content}
    </Button>
  );
}

/**
 * What parents asked that Aunty ICAST could not answer well (no answer, an unsure one, or "not helpful"), and the
 * answers staff wrote: answering a listed question takes one step, and the assistant uses the answer at once.
 */
export function UnansweredPage() {
  const [questions, reloadQuestions, replaceQuestions] = useApi(ENDPOINTS.chatbot.unanswered);
  const [answers, reloadAnswers, replaceAnswers] = useApi(ENDPOINTS.chatbot.staffAnswers);
  const [draft, setDraft] = useState<AnswerDraft>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning' | 'error'; text: string }>();
  const noticeRef = useRef<HTMLDivElement>(null);
  const mayPublish = useMayCall(ENDPOINTS.chatbot.publishStaffAnswer);

  const announce = (tone: 'success' | 'warning' | 'error', text: string) => {
    setNotice({ tone, text });
    // The form or row that had the focus is gone: the notice takes it, so the keyboard stays on the page.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const saved = (saved: SavedStaffAnswer, done: AnswerDraft) => {
    const { answersItsQuestion, alsoAnswered, ...answer } = saved;
    setDraft(undefined);
    if (questions.state === 'ready') {
      const gone = new Set(alsoAnswered);
      const left = questions.data.data.filter((row) => row._id !== done.unansweredId && !gone.has(row.question));
      replaceQuestions({ data: left });
    }
    if (answers.state === 'ready') {
      replaceAnswers({ data: [answer, ...answers.data.data.filter((row) => row._id !== answer._id)] });
    } else reloadAnswers();
    announce(answersItsQuestion ? 'success' : 'warning', savedText(answer, answersItsQuestion, alsoAnswered));
  };

  async function dismiss(row: UnansweredQuestion) {
    if (!window.confirm(`Remove “${row.question}” from the list without answering it?`)) return;
    try {
      await fetchApi(ENDPOINTS.chatbot.dismissUnanswered, { params: { id: row._id } });
      if (questions.state === 'ready') {
        replaceQuestions({ data: questions.data.data.filter((item) => item._id !== row._id) });
      }
      announce('success', `Removed “${row.question}” from the list.`);
    } catch (error) {
      announce('error', `Could not remove the question: ${errorMessage(error)}`);
    }
  }

  async function remove(answer: StaffAnswer) {
    if (!window.confirm(`Delete the answer to “${answer.question}”? Aunty ICAST will stop giving it.`)) return;
    try {
      await fetchApi(ENDPOINTS.chatbot.removeStaffAnswer, { params: { id: answer._id } });
      if (answers.state === 'ready')
        replaceAnswers({ data: answers.data.data.filter((row) => row._id !== answer._id) });
      announce('success', `Deleted the answer to “${answer.question}”.`);
    } catch (error) {
      announce('error', `Could not delete the answer: ${errorMessage(error)}`);
    }
  }

  /** One FAQ list: the answer moves to the site's FAQs (shown on /faq) and leaves this list. */
  async function publish(answer: StaffAnswer) {
    try {
      await fetchApi(ENDPOINTS.chatbot.publishStaffAnswer, { params: { id: answer._id } });
      if (answers.state === 'ready')
        replaceAnswers({ data: answers.data.data.filter((row) => row._id !== answer._id) });
      announce('success', `“${answer.question}” is now an FAQ, last on the FAQ page: give it a category under FAQs.`);
    } catch (error) {
      announce('error', `Could not publish the answer as an FAQ: ${errorMessage(error)}`);
    }
  }

  const questionColumns: Column<UnansweredQuestion>[] = [
    { header: 'Question', cell: (row) => row.question },
    { header: 'Why listed', cell: reasonsText },
    { header: 'Times', cell: (row) => row.count },
    { header: 'Last asked', cell: (row) => formatDateTime(row.lastAskedAt) },
    {
      header: 'Actions',
      cell: (row) => (
        <div className="dash-actions">
          <RowButton
            label="Answer this"
            about={row.question}
            onClick={() => setDraft({ question: row.question, answer: '', unansweredId: row._id })}
          />
          <RowButton label="Dismiss" about={row.question} danger onClick={() => void dismiss(row)} />
        </div>
      ),
    },
  ];
  const answerColumns: Column<StaffAnswer>[] = [
    { header: 'Question', cell: (row) => row.question },
    { header: 'Answer', cell: (row) => <span className="dash-answer-text">{row.answer}</span> },
    { header: 'Updated', cell: (row) => formatDateTime(row.updatedAt) },
    {
      header: 'Actions',
      cell: (row) => (
        <div className="dash-actions">
          <RowButton
            label="Edit"
            about={row.question}
            onClick={() => setDraft({ question: row.question, answer: row.answer, editingId: row._id })}
          />
          {mayPublish && <RowButton label="Publish as an FAQ" about={row.question} onClick={() => void publish(row)} />}
          <RowButton label="Delete" about={row.question} danger onClick={() => void remove(row)} />
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="questions-heading" className="dash-questions">
      <h1 id="questions-heading">Questions Aunty ICAST could not answer</h1>
      <p>
        Questions parents asked that Aunty ICAST had no answer to, answered without confidence, or that a parent marked
        not helpful. Answer one and Aunty ICAST gives your answer from the next question on.
      </p>
      {notice && (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone={notice.tone}>
            <p>{notice.text}</p>
          </Alert>
        </div>
      )}
      {draft ? (
        <StaffAnswerForm
          key={draft.editingId ?? draft.unansweredId ?? 'new'}
          draft={draft}
          onSaved={saved}
          onCancel={() => setDraft(undefined)}
        />
      ) : (
        <Button variant="outline" onClick={() => setDraft({ question: '', answer: '' })}>
          Write a new answer
        </Button>
      )}
      <LoadedTable
        result={questions}
        what="Unanswered questions"
        onRetry={reloadQuestions}
        loadingText="Loading questions..."
        label="Unanswered questions"
        columns={questionColumns}
        rowKey={(row) => row._id}
        empty="No unanswered questions"
      />
      <h2>Answers written by staff</h2>
      <LoadedTable
        result={answers}
        what="Staff answers"
        onRetry={reloadAnswers}
        loadingText="Loading answers..."
        label="Answers written by staff"
        columns={answerColumns}
        rowKey={(row) => row._id}
        empty="No answers written yet"
      />
    </section>
  );
}
