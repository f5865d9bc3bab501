/**
 * Unknown ten-letter words, all different (the check looks each word up once): each costs the spell checker a slow
 * suggestion search (0.1 to 0.4 s here).
 */
export const slowText = (words: number) =>
  Array.from({ length: words }, (_, index) => `supercal${letter(Math.floor(index / 26))}${letter(index)}`).join(' ');

const letter = (index: number) => String.fromCharCode(97 + (index % 26));
