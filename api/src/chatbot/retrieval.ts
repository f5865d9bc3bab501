import MiniSearch from 'minisearch';
import type { KnowledgeEntry } from './knowledge-base';
import { expandSynonyms } from './synonyms';

/** Words that say nothing about the topic; left in, they would make every question match every passage. */
const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from about into as is are was were be been being am do does ' +
    'did doing have has had i me my we our us you your he she it its they them their this that these those what ' +
    'which who whom whose when where why how can could would should will shall may might must please tell know ' +
    'there here any some much many more most than then so too very just also not no yes okay ok hi hello want ' +
    'need like get got go going make let say school schools icast kindly pls'
  ).split(' '),
);

/** Light English stemming so "fees"/"fee", "closing"/"close", "boarders"/"boarder" meet. */
function stem(term: string): string {
  if (term.length > 5 && term.endsWith('ing')) return term.slice(0, -3);
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 4 && term.endsWith('es') && !term.endsWith('ses')) return term.slice(0, -1);
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  if (term.length > 4 && term.endsWith('ed')) return term.slice(0, -2);
  return term;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

export interface RetrievalHit {
  entry: KnowledgeEntry;
  score: number;
}

/** Synonym terms count for less than the parent's own words. */
const SYNONYM_WEIGHT = 0.4;

/**
 * Below this combined score the best passage is a guess, and the assistant says it does not know.
 * Calibrated with the accuracy test's held-out questions and its off-topic/gibberish list.
 */
export const CONFIDENCE_THRESHOLD = 6;

/** BM25 ranking (minisearch) over the knowledge base, with the question and keywords fields boosted. */
export class KnowledgeRetriever {
  private readonly index: MiniSearch<KnowledgeEntry>;
  private readonly entries: Map<string, KnowledgeEntry>;

  constructor(entries: KnowledgeEntry[]) {
    this.entries = new Map(entries.map((entry) => [entry.id, entry]));
    this.index = new MiniSearch<KnowledgeEntry>({
      fields: ['question', 'keywords', 'answer'],
      storeFields: ['id'],
      processTerm,
      searchOptions: {
        boost: { question: 3, keywords: 2, answer: 1 },
        prefix: (term) => term.length >= 5,
        fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
        combineWith: 'OR',
      },
    });
    this.index.addAll(entries);
  }

  /** Best passages first; empty when the question has no words the knowledge base knows. */
  rank(question: string, limit = 3): RetrievalHit[] {
    const scores = new Map<string, number>();
    const add = (text: string, weight: number) => {
      if (text.trim() === '') return;
      for (const result of this.index.search(text)) {
        scores.set(String(result.id), (scores.get(String(result.id)) ?? 0) + result.score * weight);
      }
    };
    add(question, 1);
    // Question words alone ("where", "how much" aside) say nothing about the topic, so they expand nothing.
    const topicWords = question
      .split(/\s+/)
      .filter((word) => !STOP_WORDS.has(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')))
      .join(' ');
    add(expandSynonyms(`${topicWords} ${/how much/i.test(question) ? 'how much' : ''}`).join(' '), SYNONYM_WEIGHT);
    return [...scores.entries()]
      .sort((left, right) => right[1] - left[1])
      .slice(0, limit)
      .flatMap(([id, score]) => {
        const entry = this.entries.get(id);
        return entry ? [{ entry, score }] : [];
      });
  }

  /** The best passage when it clears the confidence threshold, else undefined. */
  answer(question: string): RetrievalHit | undefined {
    const [best] = this.rank(question, 1);
    return best && best.score >= CONFIDENCE_THRESHOLD ? best : undefined;
  }
}
