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

/** RFC 4180 text with CRLF line ends, which Excel, LibreOffice and Google Sheets open cleanly in any locale. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => cell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Sends a CSV as a download named e.g. payments-2025-07-01.csv. */
export function sendCsv(response: Response, basename: string, csv: string): void {
  const day = new Date().toISOString().slice(0, 10);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${basename}-${day}.csv"`);
  response.send(`\uFEFF${csv}`);
}
