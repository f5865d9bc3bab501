import { buildKnowledgeBase } from '../knowledge-base';
import { KnowledgeIndex } from '../retrieval';
import { DEV_SET } from './dev-set';
import { EVALUATION_SET } from './evaluation-set';
import { formatScore, scoreCases, type EvaluationCase } from './score';

const index = new KnowledgeIndex(
  buildKnowledgeBase({ applicationFeeNaira: 5000, formValidityDays: 30, academicYear: '2024-2025' }),
);

/** The bar: no wrong answer at all, and at least three in four answerable questions answered. */
const MIN_COVERAGE = 0.75;

const questionsIn = (cases: readonly EvaluationCase[]) =>
  cases.reduce((total, testCase) => total + (testCase.each?.length ?? 1), 0);

describe('Aunty ICAST on questions as parents write them', () => {
  it('answers the evaluation set with no wrong answer and at least 75% coverage', () => {
    const score = scoreCases(index, EVALUATION_SET);
    console.log(formatScore('Evaluation set', score));
    expect(questionsIn(EVALUATION_SET)).toBeGreaterThanOrEqual(80);
    expect(score.questions.filter((question) => question.outcome === 'wrong answer')).toEqual([]);
    expect(score.precision).toBe(1);
    expect(score.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
  });

  it('keeps the development set it was calibrated on free of wrong answers', () => {
    const score = scoreCases(index, DEV_SET);
    console.log(formatScore('Development set', score));
    expect(score.questions.filter((question) => question.outcome === 'wrong answer')).toEqual([]);
    expect(score.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
  });

  it('keeps the two sets apart: no message (with the one before it) is in both', () => {
    const key = (testCase: EvaluationCase) =>
      `${testCase.after ?? ''} > ${testCase.say}`.toLowerCase().replace(/[^a-z0-9>]+/g, ' ');
    const dev = new Set(DEV_SET.map(key));
    expect(EVALUATION_SET.filter((testCase) => dev.has(key(testCase))).map(key)).toEqual([]);
  });
});
