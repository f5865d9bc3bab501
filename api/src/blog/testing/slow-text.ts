/** Unknown ten-letter words: each costs the spell checker a slow suggestion search (0.1 to 0.4 s here). */
export const slowText = (words: number) =>
  Array.from({ length: words }, (_, index) => `supercali${String.fromCharCode(97 + (index % 26))}`).join(' ');
