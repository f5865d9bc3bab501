import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { APPLICATION_FIELDS, APPLICATION_SECTIONS } from '@icast/contracts';
import { ADMISSION_REQUIREMENTS, type DownloadableForm, SITE } from '@icast/content';

export interface FormPdfInput {
  form: DownloadableForm;
  payerName: string;
  reference: string;
  validUntil: Date;
  academicYear: string;
}

const NAVY = rgb(0.04, 0.24, 0.57);
const GREY = rgb(0.35, 0.38, 0.45);
const MARGIN = 50;

/** Medical and consent questions of icast_form_2 (see docs/decisions/issue-5.md). */
const MEDICAL_AND_CONSENT_LINES = [
  "Child's full name",
  'Date of birth',
  'Blood group and genotype',
  'Known allergies (food, drugs, others)',
  'Long-term conditions and medication',
  'Immunisations received (attach the record)',
  'Family doctor or hospital, and phone number',
  'Emergency contact name and phone number',
  'I consent to first aid and emergency treatment if I cannot be reached (signature and date)',
  'I consent to my child taking part in supervised school excursions (signature and date)',
];

/** Blank-line fields in the order of the application, grouped by section. */
function applicationLines(): Array<{ heading?: string; label?: string }> {
  return APPLICATION_SECTIONS.flatMap((section) => [
    { heading: `Section ${section.id}: ${section.title}` },
    ...APPLICATION_FIELDS.filter((field) => field.section === section.id).map((field) => ({ label: field.label })),
  ]);
}

/** The standard fonts only cover WinAnsi: drop accents (Ọlá -> Ola) and replace anything else, never crash. */
export function printable(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
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

  blankLine(label: string): void {
    this.ensure(30);
    this.text(label, { size: 9, color: GREY });
    this.y -= 12;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: this.page.getWidth() - MARGIN, y: this.y },
      thickness: 0.6,
      color: GREY,
    });
    this.y -= 8;
  }
}

/** A printable form for a paid reference: letterhead, form number, payer and reference, blank lines, requirements. */
export async function renderFormPdf(input: FormPdfInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  // The payer's name in the metadata makes the file self-describing (and lets tests read it back).
  document.setTitle(`${SITE.fullName} ${input.form.title} - ${input.payerName}`);
  document.setSubject(`Reference ${input.reference}`);
  document.setAuthor(SITE.fullName);
  const writer = new Writer(
    document,
    await document.embedFont(StandardFonts.Helvetica),
    await document.embedFont(StandardFonts.HelveticaBold),
  );

  writer.text(SITE.fullName.toUpperCase(), { size: 20, font: writer.bold, color: NAVY });
  writer.text(SITE.tagline, { size: 10, color: GREY });
  for (const address of SITE.addresses) writer.text(`${address.label}: ${address.line}`, { size: 8, color: GREY });
  writer.text(`${SITE.phones.join(' / ')}  |  ${SITE.email}`, { size: 8, color: GREY });
  writer.y -= 10;
  writer.text(
    `${input.form.title} (${input.form.id.replace('icast_form_', 'Form ')}) - ${input.academicYear} session`,
    {
      size: 14,
      font: writer.bold,
    },
  );
  writer.text(`Purchased by: ${input.payerName}`, { size: 11 });
  writer.text(`Payment reference: ${input.reference}`, { size: 11 });
  writer.text(`Valid until: ${input.validUntil.toISOString().slice(0, 10)}`, { size: 11 });
  writer.y -= 8;

  if (input.form.id === 'icast_form_1') {
    for (const line of applicationLines()) {
      if (line.heading) {
        writer.ensure(60);
        writer.y -= 6;
        writer.text(line.heading, { size: 12, font: writer.bold, color: NAVY });
      } else if (line.label) writer.blankLine(line.label);
    }
  } else {
    writer.text('Medical history and consent', { size: 12, font: writer.bold, color: NAVY });
    for (const label of MEDICAL_AND_CONSENT_LINES) writer.blankLine(label);
  }

  writer.ensure(40 + ADMISSION_REQUIREMENTS.length * 16);
  writer.y -= 6;
  writer.text('Bring with this form', { size: 12, font: writer.bold, color: NAVY });
  for (const requirement of ADMISSION_REQUIREMENTS) writer.text(`-  ${requirement}`);
  return document.save({ useObjectStreams: false });
}
