import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { officeEmail, type SchoolContacts } from '@icast/contracts';
import { SITE } from '@icast/content';
import { drawCrest } from './crest';

export const NAVY = rgb(0.04, 0.24, 0.57);
export const GREY = rgb(0.35, 0.38, 0.45);
const MARGIN = 50;
const CREST_SIZE = 64;
/** A passport photograph, 35 x 45 mm, in points. */
const PHOTO_BOX = { width: 99, height: 128 };

/** The standard fonts only cover WinAnsi: drop accents (Ọlá -> Ola) and replace anything else, never crash. */
export function printable(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

interface TextOptions {
  size?: number;
  font?: PDFFont;
  color?: ReturnType<typeof rgb>;
  x?: number;
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
   * A new document with the school's letterhead on its first page, printing `contacts` (the site settings' phones,
   * e-mail and campuses). Title and subject go into the metadata, which makes the file self-describing (and lets
   * tests read it back).
   */
  static async withLetterhead(
    metadata: { title: string; subject: string },
    contacts: SchoolContacts,
  ): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.setTitle(metadata.title);
    document.setSubject(metadata.subject);
    document.setAuthor(SITE.fullName);
    const writer = new PdfWriter(
      document,
      await document.embedFont(StandardFonts.Helvetica),
      await document.embedFont(StandardFonts.HelveticaBold),
    );
    writer.letterhead(contacts);
    return writer;
  }

  /**
   * The school's header on every paper it prints (forms, receipts, offer letters): the crest, the name, the
   * tagline, the campuses and how to reach the office as staff last set them, over a navy rule.
   */
  private letterhead(contacts: SchoolContacts): void {
    const top = this.y;
    drawCrest(this.page, MARGIN, top, CREST_SIZE);
    const indent = MARGIN + CREST_SIZE + 12;
    this.text(SITE.fullName.toUpperCase(), { size: 20, font: this.bold, color: NAVY, x: indent });
    this.text(SITE.tagline, { size: 10, color: GREY, x: indent });
    // Staff write these (up to 200 characters an address), so they wrap instead of running off the page.
    const small = { size: 8, color: GREY, x: indent };
    for (const campus of contacts.campuses) this.wrappedText(`${campus.label}: ${campus.address}`, small);
    this.wrappedText(`${contacts.phones.join(' / ')} | ${officeEmail(contacts)}`, small);
    this.y = Math.min(this.y, top - CREST_SIZE) - 6;
    this.rule(NAVY, 1.2);
    this.y -= 14;
  }

  /** A box for the passport photograph at the right margin, from the current line down; text keeps clear of it. */
  photoBox(): { bottom: number } {
    const left = this.page.getWidth() - MARGIN - PHOTO_BOX.width;
    this.page.drawRectangle({
      x: left,
      y: this.y - PHOTO_BOX.height,
      width: PHOTO_BOX.width,
      height: PHOTO_BOX.height,
      borderColor: GREY,
      borderWidth: 0.8,
    });
    const lines = ['Affix a recent', 'passport photograph', 'here (35 x 45 mm)'];
    lines.forEach((line, index) => {
      this.page.drawText(line, {
        x: left + 8,
        y: this.y - PHOTO_BOX.height / 2 + 8 - index * 10,
        size: 7,
        font: this.regular,
        color: GREY,
      });
    });
    return { bottom: this.y - PHOTO_BOX.height };
  }

  /** A label and a box to tick for each choice, wrapped across the page. */
  tickBoxes(label: string, choices: readonly string[], right = this.page.getWidth() - MARGIN): void {
    this.ensure(40);
    this.text(label, { size: 9, color: GREY });
    let x = MARGIN;
    const size = 9;
    for (const choice of choices) {
      const width = 14 + this.regular.widthOfTextAtSize(printable(choice), size) + 14;
      if (x + width > right) {
        x = MARGIN;
        this.y -= 16;
        this.ensure(16);
      }
      this.page.drawRectangle({ x, y: this.y - size, width: 9, height: 9, borderColor: GREY, borderWidth: 0.8 });
      this.page.drawText(printable(choice), { x: x + 14, y: this.y - size + 1, size, font: this.regular });
      x += width;
    }
    this.y -= 24;
  }

  /** Where the parent signs and dates the form: two lines side by side. */
  signatureLines(signer: string): void {
    this.ensure(60);
    this.y -= 28;
    const width = this.page.getWidth() - 2 * MARGIN;
    const signatureEnd = MARGIN + width * 0.6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: signatureEnd, y: this.y },
      thickness: 0.6,
      color: GREY,
    });
    this.page.drawLine({
      start: { x: signatureEnd + 24, y: this.y },
      end: { x: MARGIN + width, y: this.y },
      thickness: 0.6,
      color: GREY,
    });
    this.y -= 4;
    this.page.drawText(`Signature of ${signer}`, {
      x: MARGIN,
      y: this.y - 9,
      size: 9,
      font: this.regular,
      color: GREY,
    });
    this.page.drawText('Date (day / month / year)', {
      x: signatureEnd + 24,
      y: this.y - 9,
      size: 9,
      font: this.regular,
      color: GREY,
    });
    this.y -= 20;
  }

  /** Text wrapped to the page's width, word by word, with space after it. */
  paragraph(value: string, options: { size?: number; font?: PDFFont } = {}): void {
    this.wrappedText(value, options);
    this.y -= (options.size ?? 10) * 0.6;
  }

  /** Text wrapped word by word between `x` (the left margin unless given) and the right margin. */
  wrappedText(value: string, options: TextOptions = {}): void {
    const size = options.size ?? 10;
    const font = options.font ?? this.regular;
    const width = this.page.getWidth() - MARGIN - (options.x ?? MARGIN);
    let line = '';
    for (const word of printable(value).split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        this.text(line, options);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) this.text(line, options);
  }

  newPage(): void {
    this.page = this.document.addPage([595.28, 841.89]);
    this.y = this.page.getHeight() - MARGIN;
  }

  ensure(space: number): void {
    if (this.y - space < MARGIN) this.newPage();
  }

  text(value: string, options: TextOptions = {}): void {
    const size = options.size ?? 10;
    this.ensure(size + 6);
    this.page.drawText(printable(value), {
      x: options.x ?? MARGIN,
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

  rule(color = GREY, thickness = 0.6): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: this.page.getWidth() - MARGIN, y: this.y },
      thickness,
      color,
    });
  }

  /** Uncompressed object streams, as the site's PDFs have always been written. */
  save(): Promise<Uint8Array> {
    return this.document.save({ useObjectStreams: false });
  }
}
