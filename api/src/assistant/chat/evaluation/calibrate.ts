/**
 * Prints the development set's figures at the thresholds in answerability.ts, then a sweep of each threshold, so a
 * change of threshold is chosen on the development set only:
 *   npx tsx --conditions=icast-source api/src/assistant/chat/evaluation/calibrate.ts [--eval]
 * With --eval it also prints the evaluation set's figures (to read once calibration is done, never to tune on).
 */
import { ANSWERABILITY } from '../answerability';
import { buildKnowledgeBase } from '../knowledge-base';
import { KnowledgeIndex } from '../retrieval';
import { DEV_SET } from './dev-set';
import { EVALUATION_SET } from './evaluation-set';
import { formatScore, scoreCases } from './score';

const index = new KnowledgeIndex(
  buildKnowledgeBase({ applicationFeeNaira: 5000, formValidityDays: 30, academicYear: '2024-2025' }),
);

console.log(formatScore('Development set', scoreCases(index, DEV_SET)));

const tunable = ANSWERABILITY as unknown as Record<string, number>;
const sweeps: Record<string, number[]> = {
  minScore: [0, 1, 2, 3, 4, 5, 6, 8],
  minShareOfTop: [0, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1],
  confidentScore: [3, 4, 6, 8, 10, 12],
  confidentMargin: [1, 1.05, 1.1, 1.15, 1.25, 1.5, 2],
};
for (const [name, values] of Object.entries(sweeps)) {
  const saved = tunable[name]!;
  const rows = values.map((value) => {
    tunable[name] = value;
    const score = scoreCases(index, DEV_SET);
    const wrong = score.questions.filter((question) => question.outcome === 'wrong answer').length;
    const unsure = score.questions.filter((question) => question.reason.startsWith('unsure'));
    const unsureWrong = unsure.filter((question) => question.outcome === 'wrong answer').length;
    return (
      `  ${name}=${value}: precision ${(score.precision * 100).toFixed(1)}%, coverage ` +
      `${(score.coverage * 100).toFixed(1)}%, wrong ${wrong}; listed as unsure ${unsure.length} (${unsureWrong} wrong)`
    );
  });
  tunable[name] = saved;
  console.log(`\nSweep of ${name} (now ${saved}):\n${rows.join('\n')}`);
}

if (process.argv.includes('--eval'))
  console.log(`\n${formatScore('Evaluation set', scoreCases(index, EVALUATION_SET))}`);
