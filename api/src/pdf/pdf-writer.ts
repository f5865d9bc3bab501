import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { SITE } from '@icast/content';

export const NAVY = rgb(0.04, 0.24, 0.57);
export const GREY = rgb(0.35, 0.38, 0.45);
const MARGIN = 50;

/** The standard fonts only cover WinAnsi: drop accents (Ọlá -> Ola) and replace anything else, never crash. */
export function printable(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** Writes lines top to bottom on A4 pages, starting a new page when one is full. */
export class PdfWriter {
  page!: PDFPage;
  y = 0;

  private constructor(
    readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  /**
   * A new document with the school's letterhead on its first page. Title and subject go into the metadata, which
   * makes the file self-describing (and lets tests read it back).
   */
  static async withLetterhead(metadata: { title: string; subject: string }): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.setTitle(metadata.title);
    document.setSubject(metadata.subject);
    document.setAuthor(SITE.fullName);
    const writer = new PdfWriter(
      document,
      await document.embedFont(StandardFonts.Helvetica),
      await document.embedFont(StandardFonts.HelveticaBold),
    );
    writer.text(SITE.fullName.toUpperCase(), { size: 20, font: writer.bold, color: NAVY });
    writer.text(SITE.tagline, { size: 10, color: GREY });
    for (const address of SITE.addresses) writer.text(`${address.label}: ${address.line}`, { size: 8, color: GREY });
    writer.text(`${SITE.phones.join(' / ')}  |  ${SITE.email}`, { size: 8, color: GREY });
    writer.y -= 10;
    return writer;
  }

  newPage(): void {
    this.page = this.document.addPage([595.28, 841.89]);
    this.y = this.page.getHeight() - MARGIN;
  }

  ensure(space: number): void {
    if (this.y - space < MARGIN) this.newPage();
  }

  text(value: string, options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb> } = {}): void {
    const size = options.size ?? 10;
    this.ensure(size + 6);
    this.page.drawText(printable(value), {
      x: MARGIN,
      y: this.y - size,
      size,
      font: options.font ?? this.regular,
      color: options.color,
    });
    this.y -= size + 6;
  }

  /** A label over a line to write on. */
  blankLine(label: string): void {
    this.ensure(30);
    this.text(label, { size: 9, color: GREY });
    this.y -= 12;
    this.rule();
    this.y -= 8;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: this.page.getWidth() - MARGIN, y: this.y },
      thickness: 0.6,
      color: GREY,
    });
  }

  /** Uncompressed object streams, as the site's PDFs have always been written. */
  save(): Promise<Uint8Array> {
    return this.document.save({ useObjectStreams: false });
  }
}
