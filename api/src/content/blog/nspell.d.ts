// nspell ships no types; only the calls the text improver makes.
declare module 'nspell' {
  interface Speller {
    correct(word: string): boolean;
    suggest(word: string): string[];
  }
  function nspell(dictionary: { aff: Buffer | string; dic: Buffer | string }): Speller;
  export default nspell;
}
