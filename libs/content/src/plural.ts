const RULES = new Intl.PluralRules('en-GB');

/**
 * The word for `count` things in British English: `plural(1, 'application')` is "application", `plural(3,
 * 'family', 'families')` "families". The one place the site's pages and messages choose between singular and plural.
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return RULES.select(count) === 'one' ? one : other;
}

/** The count and its word: `countOf(1, 'application')` is "1 application", `countOf(0, 'family', 'families')` "0 families". */
export function countOf(count: number, one: string, other?: string): string {
  return `${count.toLocaleString('en-GB')} ${plural(count, one, other)}`;
}

const SMALL_NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Small counts in words, as the school writes them in sentences ("the five sections"); digits from 11. */
export const numberInWords = (count: number): string => SMALL_NUMBERS[count] ?? count.toLocaleString('en-GB');
