import { readFile } from 'node:fs/promises';
import path from 'node:path';
import nspell from 'nspell';
import { type SchoolVocabulary, schoolVocabulary, writeClassNames } from './school-vocabulary';

type Speller = ReturnType<typeof nspell>;

/** Misspellings common enough to fix without asking the dictionary (and faster than it). */
const COMMON_MISSPELLINGS: Record<string, string> = {
  teh: 'the',
  recieve: 'receive',
  recieved: 'received',
  seperate: 'separate',
  occured: 'occurred',
  occurence: 'occurrence',
  definately: 'definitely',
  accomodate: 'accommodate',
  accomodation: 'accommodation',
  untill: 'until',
  wich: 'which',
  thier: 'their',
  beleive: 'believe',
  acheive: 'achieve',
  goverment: 'government',
  enviroment: 'environment',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  sucess: 'success',
  succesful: 'successful',
  begining: 'beginning',
  becuase: 'because',
  freind: 'friend',
  freinds: 'friends',
  neccessary: 'necessary',
  necesary: 'necessary',
  reccomend: 'recommend',
  calender: 'calendar',
  arguement: 'argument',
  libary: 'library',
  febuary: 'February',
  wendsday: 'Wednesday',
  studens: 'students',
  schol: 'school',
  excercise: 'exercise',
  alot: 'a lot',
  truely: 'truly',
  publically: 'publicly',
  embarass: 'embarrass',
  existance: 'existence',
};

/** Words the dictionary is asked about: plain lower-case letters only; names, acronyms and accented words are kept. */
const CHECKABLE_WORD = /^[a-z]{4,}$/;
/** nspell's suggest() is slow on long texts; beyond this many unknown words the rest are left as typed. */
const MAX_DICTIONARY_LOOKUPS = 40;
/** A word in any script, accents included (Adébáyọ̀ is one word, not four). */
const WORD = /[\p{L}\p{M}]+/gu;
/**
 * The only words a doubled word is taken out of: short English words typed twice by a slip ("the the"). Any other
 * repeat may be meant: Nigerian dishes and names ("moin moin"), Pidgin ("small small"), emphasis ("very very").
 * "had had" and "that that" are good English and not on the list.
 */
const SLIP_REPEATS = new Set(
  (
    'a an the and or but of to in on at by for with from as is are was were be been it its we our you your he she ' +
    'his her they their them this these those will would can could has have i my me us so if not no'
  ).split(' '),
);
/** Contractions typed without their apostrophe that are never another word. */
const CONTRACTIONS = [
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'wasnt',
  'arent',
  'werent',
  'couldnt',
  'shouldnt',
  'wouldnt',
  'havent',
  'hasnt',
];

interface Checker {
  speller: Speller;
  vocabulary: SchoolVocabulary;
}

let checker: Promise<Checker> | undefined;

/** dictionary-en 4 is ESM-only, so its Hunspell files are read directly instead of imported. */
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const folder = path.dirname(require.resolve('dictionary-en'));
    const [aff, dic] = await Promise.all([
      readFile(path.join(folder, 'index.aff')),
      readFile(path.join(folder, 'index.dic')),
    ]);
    const speller = nspell({ aff, dic });
    return { speller, vocabulary: schoolVocabulary((word) => speller.correct(word)) };
  })();
  return checker;
}

const withCapitalOf = (model: string, word: string) =>
  model[0] === model[0]!.toLowerCase() ? word : word[0]!.toUpperCase() + word.slice(1);

function normaliseSpacing(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      // "word .next" is a sentence break typed with the space on the wrong side (a URL never has the space).
      .replace(/ +([,.;:!?])(?=\p{L})/gu, '$1 ')
      .replace(/ +([,.;:!?])/g, '$1')
      .replace(/([,;])(?=\p{L})/gu, '$1 ')
      // "fun.The": a sentence starts without its space ("icast.edu.ng" and "U.S." are left alone).
      .replace(/([\p{L}\p{M}\d][.!?])(?=\p{Lu}[\p{Ll}\p{M}])/gu, '$1 ')
      .trim()
  );
}

function removeRepeatedWords(text: string): string {
  return text.replace(/(?<![\p{L}\p{M}])([\p{L}\p{M}]+)(?:[ \t]+\1(?![\p{L}\p{M}]))+/giu, (repeat, word: string) =>
    SLIP_REPEATS.has(word.toLowerCase()) ? word : repeat,
  );
}

/** Slips a dictionary cannot see because each word is spelt right. */
function fixCommonSlips(text: string): string {
  return text
    .replace(/\b(could|should|would|must|might)\s+of\b/gi, (_slip, verb: string) => `${verb} have`)
    .replace(/\b(its)(?=\s+(?:a|an|the)\b)/gi, (its: string) => withCapitalOf(its, "it's"))
    .replace(/\bit's(?=\s+own\b)/gi, (its: string) => withCapitalOf(its, 'its'))
    .replace(
      new RegExp(`\\b(${CONTRACTIONS.join('|')})\\b`, 'gi'),
      (word: string) => `${word.slice(0, -1)}'${word.slice(-1)}`,
    );
}

/** Edits from one word to the other: a letter added, dropped or changed, or two neighbours swapped. */
export function slipsBetween(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + same);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The one word a word the dictionary does not know is a slip of: a small edit away (one slip; two in words of eight
 * letters or more), starting with the same letter, and the only suggestion that close. A word with two such
 * candidates ("gele": geld, gel, gale) or none (jollof -> hollow, agbada -> armada) is left as typed: it is more
 * likely a word the dictionary lacks than a typo.
 */
export function clearCorrection(word: string, suggestions: readonly string[]): string | undefined {
  const allowed = word.length >= 8 ? 2 : 1;
  const close = suggestions.filter(
    (candidate) => /^[a-z]+$/.test(candidate) && candidate[0] === word[0] && slipsBetween(word, candidate) <= allowed,
  );
  if (close.length === 0) return undefined;
  const nearest = Math.min(...close.map((candidate) => slipsBetween(word, candidate)));
  const best = close.filter((candidate) => slipsBetween(word, candidate) === nearest);
  return best.length === 1 ? best[0] : undefined;
}

/**
 * Misspellings fixed from the list, then the dictionary. The school's words come first: a name typed in lower case
 * gets its capital back (elebu -> Elebu, never "zebu"), any word with a capital or an accent is left as typed.
 */
async function correctSpelling(text: string): Promise<string> {
  const { speller, vocabulary } = await loadChecker();
  const corrections = new Map<string, string>();
  let lookups = 0;
  return text.replace(WORD, (word) => {
    const lower = word.normalize('NFC').toLowerCase();
    const schoolWord = vocabulary.written.get(lower);
    if (schoolWord) return word === lower ? schoolWord : word;
    if (vocabulary.kept.has(lower)) return word;
    const known = COMMON_MISSPELLINGS[lower];
    if (known) return withCapitalOf(word, known);
    if (!CHECKABLE_WORD.test(word)) return word;
    if (!corrections.has(word)) {
      let replacement = word;
      if (lookups < MAX_DICTIONARY_LOOKUPS && !speller.correct(word)) {
        lookups++;
        // Only a clear slip: a wrong guess turns a Nigerian word into a different English one.
        replacement = clearCorrection(word, speller.suggest(word)) ?? word;
      }
      corrections.set(word, replacement);
    }
    return corrections.get(word)!;
  });
}

function capitaliseSentences(text: string): string {
  return text
    .replace(/(^|[.!?]\s+|\n\s*)(\p{Ll})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/(?<![\p{L}\p{M}'])i(?=(?:'(?:m|ve|ll|d))?(?![\p{L}\p{M}]))/gu, 'I');
}

/**
 * The offline "Check spelling and style": tidies spacing, removes doubled words, fixes common slips ("could of",
 * "its a", "alot", "i") and misspellings, writes class names and the school's names as the school does, and
 * capitalises sentences. It never touches a name, a place or a word with a capital inside a sentence, and never
 * adds content.
 */
export async function improveTextOffline(text: string): Promise<string> {
  const tidied = fixCommonSlips(removeRepeatedWords(normaliseSpacing(text.normalize('NFC'))));
  return capitaliseSentences(writeClassNames(await correctSpelling(tidied)));
}
