import { SECTION_WORDS } from './synonyms';
import { KIND_WORDS } from './question-kind';
import { hasWord, type IndexedPassage, type KnowledgeIndex, type ReadQuestion, type RetrievalHit } from './retrieval';

/**
 * The thresholds, calibrated on the development set (evaluation/dev-set.ts) with evaluation/calibrate.ts; the
 * figures are in docs/decisions/assistant.md. The evaluation set (evaluation/evaluation-set.ts) never set them.
 */
export const ANSWERABILITY = {
  /** Passages looked at, best first: one lower down may answer when a better-ranked one fails the checks. */
  candidates: 8,
  /** Below this BM25 score a passage is too weakly related to be offered at all. */
  minScore: 4,
  /**
   * The answering passage's score / the top-ranked passage's (which failed the checks when it is another): below
   * this the ranking strongly favoured a passage that does not answer, and the one that passed is a guess.
   */
  minShareOfTop: 0.2,
  /** Below this score, or ... */
  confidentScore: 6,
  /** ... another answering passage closer than best / it < this, the answer is given but listed for staff. */
  confidentMargin: 1.15,
} as const;

export type Verdict = 'answer' | 'unsure' | 'none';

export interface Judgement {
  verdict: Verdict;
  /** The passage answered with (answer and unsure). */
  best?: RetrievalHit;
  /** Every passage that passed the checks, best first (what an LLM may phrase from). */
  answering: RetrievalHit[];
  /** Why not a confident answer, for the calibration report and the logs. */
  reason: string;
}

/**
 * The question's topic words this passage does not cover. A section the passage never distinguishes is not
 * missing: applying is the same for JSS1 as for Primary 2.
 */
export function uncoveredWords(passage: IndexedPassage, question: ReadQuestion): string[] {
  return question.topic.filter(
    (word) => !hasWord(passage.terms, word) && (passage.namesSections || !SECTION_WORDS.has(word)),
  );
}

/**
 * Whether the passage states a fact of the kind asked for, about the question's topic: in a sentence that also
 * names a topic word, or anywhere when its own question does ("How much is the application form?" answers "how
 * much is the form"; its one price does not answer "how much is tuition").
 */
export function statesAskedFact(passage: IndexedPassage, question: ReadQuestion): boolean {
  if (question.kind === 'general') return true;
  const withFact = passage.sentences.filter((sentence) => sentence.facts.has(question.kind));
  if (withFact.length === 0) return false;
  // "Where is the school located?": a place is all it asks for; "located" need not stand beside the address.
  const topic = question.topic.filter((word) => !KIND_WORDS[question.kind].has(word));
  const aboutTopic = (terms: ReadonlySet<string>) => topic.some((word) => hasWord(terms, word));
  return (
    topic.length === 0 || aboutTopic(passage.titleTerms) || withFact.some((sentence) => aboutTopic(sentence.terms))
  );
}

/**
 * Whether a staff answer was written for this question or a close rewording of it: the question is about
 * everything its own question is about (synonyms and spelling allowed), the passage covers every topic word asked,
 * and the question asks the same kind of fact, none in particular, or one the answer states. "wetin be school
 * fees", "how much is school fees" and "school fees" all read as the one question; "school fees for boarding" too,
 * unless the answer names sections and not that one.
 */
export function isWrittenFor(passage: IndexedPassage, question: ReadQuestion): boolean {
  const own = passage.writtenFor;
  if (!own || own.topic.length === 0 || own.impliedTopic) return false;
  const asked = new Set(question.topic);
  if (!own.topic.every((word) => hasWord(asked, word))) return false;
  if (uncoveredWords(passage, question).length > 0) return false;
  return question.kind === 'general' || question.kind === own.kind || statesAskedFact(passage, question);
}

/**
 * The staff answer written for this question, if any: the one whose own question shares the most topic words with
 * it, the newest on a tie (staff answers come newest first). Staff wrote it because nothing else answered, so it
 * is given with confidence, ahead of ranking.
 */
function staffAnswerFor(index: KnowledgeIndex, question: ReadQuestion): RetrievalHit | undefined {
  let found: { passage: IndexedPassage; shared: number } | undefined;
  for (const passage of index.passages.values()) {
    if (!isWrittenFor(passage, question)) continue;
    const shared = passage.writtenFor!.topic.length;
    if (!found || shared > found.shared) found = { passage, shared };
  }
  if (!found) return undefined;
  const ranked = index.rank(question, ANSWERABILITY.candidates).find((hit) => hit.entry.id === found.passage.entry.id);
  return ranked ?? { entry: found.passage.entry, score: ANSWERABILITY.confidentScore };
}

/**
 * Does the best passage answer the question? A staff answer written for it does. Otherwise every topic word covered
 * (after synonyms and spelling), the asked kind of fact stated, a score above the floor; then confident only with
 * a clear margin over the runner-up.
 */
export function judge(index: KnowledgeIndex, question: ReadQuestion): Judgement {
  if (question.topic.length === 0) return { verdict: 'none', answering: [], reason: 'no topic words' };
  const written = staffAnswerFor(index, question);
  if (written) return { verdict: 'answer', best: written, answering: [written], reason: 'staff answer written for it' };
  const hits = index.rank(question, ANSWERABILITY.candidates);
  const reasons: string[] = [];
  const answering = hits.filter((hit) => {
    const passage = index.passages.get(hit.entry.id)!;
    const missing = uncoveredWords(passage, question);
    if (missing.length > 0) reasons.push(`${hit.entry.id} lacks ${missing.join(', ')}`);
    else if (!statesAskedFact(passage, question)) reasons.push(`${hit.entry.id} states no ${question.kind}`);
    else if (hit.score < ANSWERABILITY.minScore) reasons.push(`${hit.entry.id} scores ${hit.score.toFixed(1)}`);
    else return true;
    return false;
  });
  const [best] = answering;
  if (!best) return { verdict: 'none', answering, reason: reasons[0] ?? 'nothing related' };
  // A passage ranked far above the one that passed, which failed the checks: the pick is a guess.
  const share = best.score / hits[0]!.score;
  if (share < ANSWERABILITY.minShareOfTop) {
    return { verdict: 'none', answering, reason: `${share.toFixed(2)} of ${hits[0]!.entry.id}'s score` };
  }
  if (best.score < ANSWERABILITY.confidentScore) {
    return { verdict: 'unsure', best, answering, reason: `score ${best.score.toFixed(1)}` };
  }
  // Another passage that answers too, nearly as well: which one the parent meant is not clear.
  const rival = answering[1];
  const margin = rival ? best.score / rival.score : Infinity;
  if (margin < ANSWERABILITY.confidentMargin) {
    return { verdict: 'unsure', best, answering, reason: `margin ${margin.toFixed(2)} over ${rival?.entry.id}` };
  }
  return { verdict: 'answer', best, answering, reason: 'confident' };
}
