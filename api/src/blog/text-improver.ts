import { readFile } from 'node:fs/promises';
import path from 'node:path';
import nspell from 'nspell';

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

/** Words the dictionary is asked about: lower-case letters only, so names and acronyms (ICAST, Elebu) are kept. */
const CHECKABLE_WORD = /^[a-z]{4,}$/;
/** nspell's suggest() is slow on long texts; beyond this many unknown words the rest are left as typed. */
const MAX_DICTIONARY_LOOKUPS = 40;

let speller: Promise<Speller> | undefined;

/** dictionary-en 4 is ESM-only, so its Hunspell files are read directly instead of imported. */
function loadSpeller(): Promise<Speller> {
  speller ??= (async () => {
    const folder = path.dirname(require.resolve('dictionary-en'));
    const [aff, dic] = await Promise.all([
      readFile(path.join(folder, 'index.aff')),
      readFile(path.join(folder, 'index.dic')),
    ]);
    return nspell({ aff, dic });
  })();
  return speller;
}

function normaliseSpacing(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      // "word .next" is a sentence break typed with the space on the wrong side (a URL never has the space).
      .replace(/ +([,.;:!?])(?=[A-Za-z])/g, '$1 ')
      .replace(/ +([,.;:!?])/g, '$1')
      .replace(/([,;])(?=[A-Za-z])/g, '$1 ')
      .replace(/([a-z][.!?])(?=[A-Z])/g, '$1 ')
      .trim()
  );
}

function removeRepeatedWords(text: string): string {
  return text.replace(/\b([A-Za-z]+)(?:[ \t]+\1\b)+/gi, '$1');
}

function capitaliseSentences(text: string): string {
  return text
    .replace(/(^|[.!?]\s+|\n\s*)([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bi(?=\b(?:'(?:m|ve|ll|d))?\b)/g, 'I');
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

async function correctSpelling(text: string): Promise<string> {
  const dictionary = await loadSpeller();
  const corrections = new Map<string, string>();
  let lookups = 0;
  return text.replace(/[A-Za-z]+/g, (word) => {
    const lower = word.toLowerCase();
    const known = COMMON_MISSPELLINGS[lower];
    if (known) return word[0] === lower[0] ? known : known[0]!.toUpperCase() + known.slice(1);
    if (!CHECKABLE_WORD.test(word)) return word;
    if (!corrections.has(word)) {
      let replacement = word;
      if (lookups < MAX_DICTIONARY_LOOKUPS && !dictionary.correct(word)) {
        lookups++;
        const best = dictionary.suggest(word)[0];
        // Only a close, plain lower-case suggestion: a wild guess is worse than the original typo.
        if (best && /^[a-z]+$/.test(best) && editDistance(word, best) <= 2) replacement = best;
      }
      corrections.set(word, replacement);
    }
    return corrections.get(word)!;
  });
}

/**
 * The offline editor behind "Improve with AI" when no LLM is configured: tidies spacing, removes doubled words,
 * fixes common and dictionary-detected misspellings, and capitalises sentences. It never adds or invents content.
 */
export async function improveTextOffline(text: string): Promise<string> {
  const spaced = normaliseSpacing(text);
  return capitaliseSentences(await correctSpelling(removeRepeatedWords(spaced)));
}
