import MiniSearch from 'minisearch';
import { NIGERIAN_PLACE_NAMES } from '@icast/content';
import type { KnowledgeEntry } from './knowledge-base';
import { factsIn, KIND_WORDS, questionKind, sentencesOf, type QuestionKind } from './question-kind';
import { FAMILY_WORDS, normaliseWords, plainLowerCase, stem, STOP_WORDS, topicWordsOf } from './question-text';
import { CHAT_SYNONYMS, equivalentsOf, expandSynonyms, SECTION_WORDS } from './synonyms';

/** One question as the assistant reads it. */
export interface ReadQuestion {
  /** Normalised and spell-corrected words, stop words included ("how much" matters to the kind). */
  words: string[];
  /** The words that carry the topic, stemmed: every one must be covered by a passage that answers. */
  topic: string[];
  kind: QuestionKind;
  /** The topic was only implied by the kind ("where is it?" asks for an address, unless it follows a question). */
  impliedTopic?: boolean;
}

export interface RetrievalHit {
  entry: KnowledgeEntry;
  score: number;
}

/** A passage with what the answerability checks look up: its words, and each sentence's words and facts. */
export interface IndexedPassage {
  entry: KnowledgeEntry;
  /** Stemmed words of the question, keywords and answer. */
  terms: ReadonlySet<string>;
  /** Stemmed words of its own question and keywords: what all of it is about ("open", "close", "pickup"). */
  titleTerms: ReadonlySet<string>;
  /** Whether it names a section or campus: one that does not applies to all of them. */
  namesSections: boolean;
  sentences: ReadonlyArray<{ terms: ReadonlySet<string>; facts: ReadonlySet<QuestionKind> }>;
  /** A staff answer's own question as the assistant reads it: what it was written to answer. */
  writtenFor?: ReadQuestion;
}

/**
 * The entry as ranked: keywords that are synonyms of its own question's words left out. The question already
 * matches them through the synonym search; listed again they would make a passage outrank the one a parent asked
 * for ("how do I pay for the application form" is about paying, not about applying).
 */
function withoutRepeatedKeywords(entry: KnowledgeEntry): KnowledgeEntry {
  const titleConcepts = new Set([...stemsOf(entry.question)].flatMap((word) => equivalentsOf(word)));
  const keywords = normaliseWords(entry.keywords).filter((word) => !titleConcepts.has(stem(word)));
  return { ...entry, keywords: keywords.join(' ') };
}

/** A question that names no topic but asks where, or for a number, asks for the school's address or contacts. */
const IMPLICIT_TOPIC: Partial<Record<QuestionKind, string>> = { place: 'address', contact: 'contact' };

/**
 * Areas, towns and cities (libs/content), as questions are read: "school bus from Akobo" names where the family
 * lives, not what it asks about, so a place no passage mentions is not a topic word a passage must cover. A place
 * the passages do name (a campus) stays one.
 */
const PLACE_WORDS: ReadonlySet<string> = new Set(
  NIGERIAN_PLACE_NAMES.flatMap((place) => normaliseWords(place)).filter((word) => !STOP_WORDS.has(word)),
);

/** Synonym terms count for less than the parent's own words. */
const SYNONYM_WEIGHT = 0.4;
/** Corrections remembered per index; past this the memory starts again (a flood of gibberish stays bounded). */
const CORRECTION_CACHE_LIMIT = 5000;

function stemsOf(text: string): Set<string> {
  return new Set(normaliseWords(text).map(stem));
}

function processTerm(term: string): string | null {
  const lower = plainLowerCase(term);
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/**
 * Whether `typed` is a likely misspelling of `known`: the same first letter and one slip (a letter missing, added or
 * two swapped; a wrong letter only in longer words), two slips in words of nine letters or more. Stricter than an
 * edit distance, because a real word the passages lack ("code", "religion", "ward") must not become one they have
 * ("come", "revision", "card").
 */
export function isSlipOf(typed: string, known: string): boolean {
  if (typed[0] !== known[0] || typed === known) return false;
  const slips = typed.length >= 9 && known.length >= 9 ? 2 : 1;
  if (Math.abs(typed.length - known.length) > slips) return false;
  return slipsBetween(typed, known, slips, typed.length >= 7) <= slips;
}

/** Edits from one word to the other (insert, delete, swap of neighbours; replace when allowed), up to `max` + 1. */
function slipsBetween(left: string, right: string, max: number, replaceAllowed: boolean): number {
  const rows: number[][] = [];
  for (let i = 0; i <= left.length; i++)
    rows.push(Array.from({ length: right.length + 1 }, (_, j) => (i === 0 ? j : 0)));
  for (let i = 1; i <= left.length; i++) {
    rows[i]![0] = i;
    let rowMin = i;
    for (let j = 1; j <= right.length; j++) {
      const same = left[i - 1] === right[j - 1];
      const replaced = same ? rows[i - 1]![j - 1]! : replaceAllowed ? rows[i - 1]![j - 1]! + 1 : Infinity;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, replaced);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[left.length]![right.length]!;
}

/**
 * The passages the assistant may answer from, indexed for BM25 ranking (minisearch) and for the answerability
 * checks. Built once per set of passages (the built-in content plus staff answers); nothing per request but
 * lookups.
 */
export class KnowledgeIndex {
  readonly passages: ReadonlyMap<string, IndexedPassage>;
  private readonly search: MiniSearch<KnowledgeEntry>;
  /** Every word the passages, synonyms and stop words use, for spelling correction. */
  private readonly vocabulary: ReadonlySet<string>;
  /** The stemmed words of the passages alone. */
  private readonly passageTerms: ReadonlySet<string>;
  private readonly corrections = new Map<string, string>();

  constructor(entries: readonly KnowledgeEntry[]) {
    this.passages = new Map(
      entries.map((entry) => {
        const terms = stemsOf(`${entry.question} ${entry.keywords} ${entry.answer}`);
        return [
          entry.id,
          {
            entry,
            terms,
            titleTerms: stemsOf(`${entry.question} ${entry.keywords}`),
            namesSections: [...terms].some((term) => SECTION_WORDS.has(term)),
            sentences: sentencesOf(entry.answer).map((sentence) => ({
              terms: stemsOf(sentence),
              facts: factsIn(sentence),
            })),
          },
        ];
      }),
    );
    const words = entries.flatMap((entry) => normaliseWords(`${entry.question} ${entry.keywords} ${entry.answer}`));
    this.passageTerms = new Set(words.map(stem));
    this.vocabulary = new Set([...words, ...words.map(stem), ...CHAT_SYNONYMS.flat(), ...STOP_WORDS, ...FAMILY_WORDS]);
    this.search = new MiniSearch<KnowledgeEntry>({
      fields: ['question', 'keywords', 'answer'],
      storeFields: ['id'],
      // Passages are read as questions are ("school fees" is "tuition", "wetin" is "what"), or a passage written in
      // the parent's own words (a staff answer) would never meet the question it was written for.
      tokenize: normaliseWords,
      processTerm,
      searchOptions: {
        boost: { question: 3, keywords: 2, answer: 1 },
        // Misspellings are corrected before the search (correct()), so no fuzzy matching: it is the slow part.
        prefix: (term) => term.length >= 5,
        combineWith: 'OR',
      },
    });
    this.search.addAll(entries.map(withoutRepeatedKeywords));
    // Read only now: reading corrects spelling against the vocabulary of every passage.
    for (const passage of this.passages.values()) {
      if (passage.entry.writtenFor) passage.writtenFor = this.read(passage.entry.question);
    }
  }

  /** The question's words, spelling corrected against the passages' words, its topic and the kind of fact asked. */
  read(text: string): ReadQuestion {
    const words = normaliseWords(text).map((word) => (PLACE_WORDS.has(word) ? word : this.correct(word)));
    const kind = questionKind(words);
    const named = topicWordsOf(words).filter((word) => !PLACE_WORDS.has(word) || this.passageTerms.has(stem(word)));
    const content = [...new Set(named.map(stem))];
    // Words that restate the kind ("which area", "age limit") need no passage to repeat them, unless nothing else
    // is asked ("what is the fee?").
    const specific = content.filter((word) => !KIND_WORDS[kind].has(word));
    const topic = specific.length > 0 ? specific : content;
    // "Where is the school?", "what is your number?": the kind is the topic.
    const implied = topic.length === 0 ? IMPLICIT_TOPIC[kind] : undefined;
    return implied ? { words, topic: [implied], kind, impliedTopic: true } : { words, topic, kind };
  }

  /** Best passages first, by BM25 over the words and (weighted lower) their synonyms. */
  rank(question: ReadQuestion, limit = 5): RetrievalHit[] {
    const scores = new Map<string, number>();
    const add = (text: string, weight: number, options?: { prefix: false }) => {
      if (text.trim() === '') return;
      for (const result of this.search.search(text, options)) {
        scores.set(String(result.id), (scores.get(String(result.id)) ?? 0) + result.score * weight);
      }
    };
    add(question.words.join(' '), 1);
    add(expandSynonyms(question.topic).join(' '), SYNONYM_WEIGHT, { prefix: false });
    return [...scores.entries()]
      .sort((left, right) => right[1] - left[1])
      .slice(0, limit)
      .flatMap(([id, score]) => {
        const passage = this.passages.get(id);
        return passage ? [{ entry: passage.entry, score }] : [];
      });
  }

  /** A misspelt word as the passages spell it, when exactly one word is that close; otherwise the word itself. */
  private correct(word: string): string {
    if (word.length < 4 || this.vocabulary.has(word) || /\d/.test(word)) return word;
    const known = this.corrections.get(word);
    if (known !== undefined) return known;
    const close = [...this.vocabulary].filter((candidate) => candidate.length >= 4 && isSlipOf(word, candidate));
    // Two words that close ("wher": where or when?) are a guess, unless they are the same word stemmed.
    const corrected = new Set(close.map(stem)).size === 1 ? close[0]! : word;
    if (this.corrections.size >= CORRECTION_CACHE_LIMIT) this.corrections.clear();
    this.corrections.set(word, corrected);
    return corrected;
  }
}

/** Whether a passage (or one of its sentences) has the stemmed word, a synonym of it, or a longer form of it. */
export function hasWord(terms: ReadonlySet<string>, word: string): boolean {
  if (equivalentsOf(word).some((equivalent) => terms.has(equivalent))) return true;
  if (word.length < 5) return false;
  for (const term of terms) if (term.length >= 5 && (term.startsWith(word) || word.startsWith(term))) return true;
  return false;
}
