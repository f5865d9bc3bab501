import {
  ABOUT,
  DEFAULT_SITE_CONTENT,
  FAQS,
  HAUSA_NAMES,
  IGBO_NAMES,
  NEWS_ITEMS,
  NIGERIAN_CLOTHES,
  NIGERIAN_FESTIVALS,
  NIGERIAN_FOODS,
  NIGERIAN_PEOPLE_AND_TITLES,
  NIGERIAN_PLACES,
  SCHOOL_SECTIONS,
  SITE,
  YORUBA_NAMES,
} from '@icast/content';

/** People's names, places and peoples (libs/content), as they are written: with their capital. */
const NIGERIAN_NAMES_AND_PLACES = [
  YORUBA_NAMES,
  IGBO_NAMES,
  HAUSA_NAMES,
  NIGERIAN_PLACES,
  NIGERIAN_PEOPLE_AND_TITLES,
].join(' ');
/** Food, clothes and festivals (libs/content): common words, never changed, never given a capital. */
const NIGERIAN_COMMON_WORDS = [NIGERIAN_FOODS, NIGERIAN_CLOTHES, NIGERIAN_FESTIVALS].join(' ');

/** The school's class names, written as the school writes them. */
const CLASS_NAME = /\b(jss|sss|ss|primary|nursery|basic)\s?([1-9])\b/gi;
const ACRONYM_LEVELS = ['jss', 'sss', 'ss'];

function words(text: string): string[] {
  return text.match(/[\p{L}\p{M}][\p{L}\p{M}\d-]*/gu) ?? [];
}

/** The words the checker sees (it reads "aso-oke" as "aso" and "oke"). */
function wordParts(text: string): string[] {
  return text.match(/[\p{L}\p{M}]+/gu) ?? [];
}

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, into));
  return into;
}

/** How the checker knows the school's words. */
export interface SchoolVocabulary {
  /** Lower-case form -> how it is written: typed in lower case, the word gets its capitals back. */
  written: Map<string, string>;
  /** Lower-case forms never corrected (the school's content writes them with a capital, e.g. in a heading). */
  kept: Set<string>;
}

/**
 * The Nigerian words of libs/content (names and places get their capital back when typed in lower case, unless the
 * lower-case word is English too; foods, clothes and festivals are kept as typed), and every word the school's own
 * content writes with a capital that English dictionaries do not know (Elebu, Akobo) or with capitals or digits
 * inside (ICAST, WAEC, SS3).
 */
export function schoolVocabulary(isEnglishWord: (word: string) => boolean): SchoolVocabulary {
  const written = new Map<string, string>();
  const kept = new Set<string>();
  const content = strings([SITE, DEFAULT_SITE_CONTENT, ABOUT, FAQS, NEWS_ITEMS, SCHOOL_SECTIONS]).join(' ');
  for (const word of words(content)) {
    if (!/^\p{Lu}/u.test(word)) continue;
    const key = word.normalize('NFC').toLowerCase();
    if (/\p{Lu}/u.test(word.slice(1)) || /\d/.test(word)) written.set(key, word);
    else if (!isEnglishWord(key)) kept.add(key);
  }
  for (const word of wordParts(NIGERIAN_NAMES_AND_PLACES)) {
    const key = word.normalize('NFC').toLowerCase();
    if (isEnglishWord(key)) kept.add(key);
    else written.set(key, word);
  }
  for (const word of wordParts(NIGERIAN_COMMON_WORDS)) {
    const key = word.normalize('NFC').toLowerCase();
    if (!written.has(key)) kept.add(key);
  }
  return { written, kept };
}

/** JSS1, SS3, Primary 4: class names as the school writes them. */
export function writeClassNames(text: string): string {
  return text.replace(CLASS_NAME, (_match, level: string, number: string) => {
    const lower = level.toLowerCase();
    if (ACRONYM_LEVELS.includes(lower)) return `${lower.toUpperCase()}${number}`;
    return `${lower[0]!.toUpperCase()}${lower.slice(1)} ${number}`;
  });
}
