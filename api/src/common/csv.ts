import type { Response } from 'express';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/** Cells a spreadsheet would run as a formula are prefixed, so an exported name can't execute. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number such as +2348031234567 starts with '+' but cannot call anything. */
const PLAIN_NUMBER = /^[+-]?[\d\s().-]+$/;

function cell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text with CRLF line ends, which Excel and Google Sheets both open cleanly. */
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
