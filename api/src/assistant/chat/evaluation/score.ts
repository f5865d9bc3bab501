import { understand } from '../conversation';
import type { KnowledgeIndex } from '../retrieval';

/** The passage ids that answer a question correctly, or the reply it must get instead. */
export type Expected = readonly string[] | 'fallback' | 'small-talk';

/**
 * One message as a parent writes it. `after`: the message before it in the same chat (a follow-up). `expect` for a
 * single question, `each` (in order) when the message holds several.
 */
export interface EvaluationCase {
  say: string;
  after?: string;
  expect?: Expected;
  each?: readonly Expected[];
}

export type Outcome = 'right answer' | 'right fallback' | 'wrong answer' | 'missed answer';

export interface ScoredQuestion {
  say: string;
  question: string;
  expected: Expected;
  /** The passage answered with, 'fallback' or 'small-talk'. */
  got: string;
  outcome: Outcome;
  reason: string;
}

export interface Score {
  questions: ScoredQuestion[];
  /** Questions given an answer (right or wrong). */
  answered: number;
  /** Questions whose expected outcome is an answer. */
  answerable: number;
  rightAnswers: number;
  /** Right answers / answers given. */
  precision: number;
  /** Right answers / answerable questions. */
  coverage: number;
}

function outcomeOf(expected: Expected, got: string): Outcome {
  if (expected === 'fallback' || expected === 'small-talk') return got === expected ? 'right fallback' : 'wrong answer';
  if (got === 'fallback') return 'missed answer';
  return expected.includes(got) ? 'right answer' : 'wrong answer';
}

/** Runs every case through the assistant's reading and judging, exactly as a chat request does. */
export function scoreCases(index: KnowledgeIndex, cases: readonly EvaluationCase[]): Score {
  const questions: ScoredQuestion[] = [];
  for (const testCase of cases) {
    const expectations = testCase.each ?? [testCase.expect ?? 'fallback'];
    const understood = understand(index, testCase.say, testCase.after);
    if (understood.smallTalk) {
      const expected = expectations[0]!;
      questions.push({
        say: testCase.say,
        question: testCase.say,
        expected,
        got: 'small-talk',
        outcome: outcomeOf(expected, 'small-talk'),
        reason: understood.smallTalk,
      });
      continue;
    }
    const found = understood.questions;
    const count = Math.max(found.length, expectations.length);
    for (let position = 0; position < count; position++) {
      const asked = found[position];
      const expected = expectations[position] ?? 'fallback';
      const got = asked?.judgement.best?.entry.id ?? 'fallback';
      questions.push({
        say: testCase.say,
        question: asked?.text ?? '(not read as a question of its own)',
        expected,
        got,
        // A question read apart that should not have been, or two read as one, is wrong however it was answered.
        outcome: found.length === expectations.length ? outcomeOf(expected, got) : 'wrong answer',
        reason: asked ? `${asked.judgement.verdict}: ${asked.judgement.reason}` : 'split differently',
      });
    }
  }
  const answered = questions.filter((question) => !['fallback', 'small-talk'].includes(question.got)).length;
  const answerable = questions.filter((question) => Array.isArray(question.expected)).length;
  const rightAnswers = questions.filter((question) => question.outcome === 'right answer').length;
  return {
    questions,
    answered,
    answerable,
    rightAnswers,
    precision: answered === 0 ? 1 : rightAnswers / answered,
    coverage: answerable === 0 ? 1 : rightAnswers / answerable,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The printed report: figures, wrong answers, missed answers and every fallback. */
export function formatScore(name: string, score: Score): string {
  const line = (question: ScoredQuestion) =>
    `  "${question.question}"${question.question === question.say ? '' : ` (in "${question.say}")`} -> ${question.got}` +
    (Array.isArray(question.expected) ? ` (wanted ${question.expected.join('|')})` : '') +
    ` [${question.reason}]`;
  const listed = (title: string, rows: ScoredQuestion[]) =>
    rows.length === 0 ? [`${title}: none`] : [`${title} (${rows.length}):`, ...rows.map(line)];
  return [
    `${name}: ${score.questions.length} questions in ${new Set(score.questions.map((q) => q.say)).size} messages`,
    `precision ${percent(score.precision)} (${score.rightAnswers} right of ${score.answered} answered), ` +
      `coverage ${percent(score.coverage)} (${score.rightAnswers} of ${score.answerable} answerable)`,
    ...listed(
      'Wrong answers',
      score.questions.filter((question) => question.outcome === 'wrong answer'),
    ),
    ...listed(
      'Fell back, as expected',
      score.questions.filter((question) => question.outcome === 'right fallback' && question.got === 'fallback'),
    ),
    ...listed(
      'Fell back, though the content answers',
      score.questions.filter((question) => question.outcome === 'missed answer'),
    ),
  ].join('\n');
}
