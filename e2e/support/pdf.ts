import { readFileSync } from 'node:fs';

/**
 * The parts of a downloaded PDF the tests check: the %PDF header and the Title from the document information
 * dictionary (written uncompressed by the API; pdf-lib stores it as a UTF-16BE hex string or a literal string).
 */
export function readPdf(file: string): { header: string; title: string | undefined } {
  const bytes = readFileSync(file);
  const text = bytes.toString('latin1');
  const hex = /\/Title\s*<([0-9A-Fa-f]+)>/.exec(text)?.[1];
  const literal = /\/Title\s*\(((?:\\.|[^\\)])*)\)/.exec(text)?.[1];
  let title: string | undefined;
  if (hex) {
    const raw = Buffer.from(hex, 'hex');
    const hasBom = raw[0] === 0xfe && raw[1] === 0xff;
    title = hasBom ? Buffer.from(raw.subarray(2)).swap16().toString('utf16le') : raw.toString('latin1');
  } else if (literal !== undefined) title = literal.replace(/\\(.)/g, '$1');
  return { header: text.slice(0, 5), title };
}
