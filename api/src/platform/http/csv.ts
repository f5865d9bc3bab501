import type { Response } from 'express';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/**
 * Text a spreadsheet would run as a formula: = + - @ (and their full-width forms, which some locales' Excel
 * accepts), also after leading spaces, and a leading tab or carriage return. Such a cell gets a ' in front.
 */
const FORMULA_START = /^(?: *[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;
/** A phone number such as +2348031234567 or -5 starts like a formula but cannot call anything: kept usable. */
const PLAIN_NUMBER = /^[+-]?(?=[^\d]*\d)[\d ().-]+$/;
/**
 * Quoted: a quote, a line break, or any common locale's separator (`,` in English, `;` where the decimal mark is
 * a comma, tab when pasted), so no part of a cell can become a cell of its own.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

function cell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const headerLine = <Row>(columns: readonly CsvColumn<Row>[]) => columns.map((column) => cell(column.header)).join(',');
const rowLine = <Row>(columns: readonly CsvColumn<Row>[], row: Row) =>
  columns.map((column) => cell(column.value(row))).join(',');

/** RFC 4180 text with CRLF line ends, which Excel, LibreOffice and Google Sheets open cleanly in any locale. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [headerLine(columns), ...rows.map((row) => rowLine(columns, row))];
  return `${lines.join('\r\n')}\r\n`;
}

/** Download headers for e.g. payments-2025-07-01.csv, and the BOM that tells Excel the text is UTF-8. */
function startCsvDownload(response: Response, basename: string): string {
  const day = new Date().toISOString().slice(0, 10);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${basename}-${day}.csv"`);
  return '\uFEFF';
}

/** Resolves when the client has taken what was written, or has gone away. */
function drainedOrClosed(response: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done).off('close', done);
      resolve();
    };
    response.on('drain', done).on('close', done);
  });
}

/** Lines are written in chunks of about this many characters: few writes, little memory. */
const STREAM_CHUNK = 64 * 1024;

/**
 * Streams a CSV download row by row from a database cursor, so an export of every record never holds them all in
 * memory; waits whenever the client reads slower than the database. The download headers go out with the first
 * bytes, so a failure before them is still an ordinary JSON error; a failure half-way (the database gone) cuts the
 * download off, so the browser reports it failed instead of saving a silently shortened file. A client that goes
 * away stops the read.
 */
export async function streamCsv<Row>(
  response: Response,
  basename: string,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
): Promise<void> {
  let chunk = `${headerLine(columns)}\r\n`;
  const take = () => {
    const text = response.headersSent ? chunk : startCsvDownload(response, basename) + chunk;
    chunk = '';
    return text;
  };
  try {
    for await (const row of rows) {
      if (response.destroyed) return;
      chunk += `${rowLine(columns, row)}\r\n`;
      if (chunk.length >= STREAM_CHUNK && !response.write(take())) await drainedOrClosed(response);
    }
    response.end(take());
  } catch (error) {
    if (!response.headersSent) throw error;
    response.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
