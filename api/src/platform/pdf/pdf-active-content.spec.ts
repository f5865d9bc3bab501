import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { boobyTrappedPdf, namesIn } from '../../testing/pdf-samples';
import { PDF_DECODE_BUDGET_BYTES, PdfRefused, withoutActiveContent } from './pdf-active-content';

/** What a booby-trapped PDF holds and a cleaned one must not. */
const ACTIVE = ['JS', 'JavaScript', 'OpenAction', 'AA', 'EmbeddedFiles', 'EF', 'XFA', 'S:Launch', 'S:JavaScript'];

describe('PDF active content', () => {
  it('removes scripts, run-on-open and event actions, launch links, attached files and XFA; keeps pages and web links', async () => {
    const original = await boobyTrappedPdf();
    expect([...(await namesIn(original))]).toEqual(expect.arrayContaining(ACTIVE));

    const cleaned = await withoutActiveContent(original);
    const names = await namesIn(cleaned);
    expect(ACTIVE.filter((name) => names.has(name))).toEqual([]);
    expect(names.has('S:URI')).toBe(true);
    const reopened = await PDFDocument.load(cleaned);
    expect(reopened.getPageCount()).toBe(1);
    // Written without object streams: nothing is left compressed where a plain look would miss it.
    const text = Buffer.from(cleaned).toString('latin1');
    for (const marker of ['/JavaScript', '/Launch', '/EmbeddedFile', '/OpenAction', 'cmd.exe', 'MZ pretend']) {
      expect({ marker, found: text.includes(marker) }).toEqual({ marker, found: false });
    }
    expect(text).toContain('https://icastschools.com.ng');
  });

  it('keeps a PDF with nothing active byte for byte', async () => {
    const document = await PDFDocument.create();
    document.addPage().drawText('Report card: Term 2');
    const honest = await document.save();
    expect(await withoutActiveContent(honest)).toBe(honest);
  });

  it('refuses an encrypted PDF and says how to send it instead', async () => {
    const encrypted = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        '3 0 obj << /Filter /Standard /V 1 /R 2 /O (owner) /U (user) /P -4 >> endobj\n' +
        'trailer << /Root 1 0 R /Encrypt 3 0 R >>\n%%EOF\n',
    );
    await expect(withoutActiveContent(encrypted)).rejects.toThrow(
      new PdfRefused(
        'This PDF is protected with a password. Please send it without the password, or a photo of the document (JPEG or PNG).',
      ),
    );
  });

  it('refuses a small file whose streams inflate past the budget, without inflating them whole', async () => {
    const inflated = 4 * PDF_DECODE_BUDGET_BYTES;
    const bomb = deflateSync(Buffer.alloc(inflated, 0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(inflated / 500);
    const file = Buffer.concat([
      Buffer.from(
        '%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
          `3 0 obj << /Type /ObjStm /N 1 /First 8 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`,
      ),
      bomb,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
    await expect(withoutActiveContent(file)).rejects.toThrow(/could not be read: it may be damaged/);
  });
});
