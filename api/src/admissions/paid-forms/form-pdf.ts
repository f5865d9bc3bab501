import { APPLICATION_FIELDS, APPLICATION_SECTIONS, type SchoolContacts } from '@icast/contracts';
import { ADMISSION_REQUIREMENTS, type DownloadableForm, SITE } from '@icast/content';
import { NAVY, PdfWriter } from '../../platform/pdf/pdf-writer';

export interface FormPdfInput {
  form: DownloadableForm;
  payerName: string;
  reference: string;
  validUntil: Date;
  academicYear: string;
  /** The letterhead's phones, e-mail and campuses: the site settings. */
  contacts: SchoolContacts;
}

/** Medical and consent questions of icast_form_2 (see docs/decisions/admissions.md). */
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

/** A choice with no more options than this is printed as boxes to tick; longer lists (the states) as a line. */
const MOST_TICK_BOXES = 20;

/** The application's questions in order, grouped by section: boxes to tick for short choices, else a line. */
function applicationLines(): Array<{ heading?: string; label?: string; choices?: string[] }> {
  return APPLICATION_SECTIONS.flatMap((section) => [
    { heading: `Section ${section.id}: ${section.title}` },
    ...APPLICATION_FIELDS.filter((field) => field.section === section.id).map((field) => ({
      label: field.label,
      ...(field.choices && field.choices.length <= MOST_TICK_BOXES
        ? { choices: field.choices.map((choice) => choice.label) }
        : {}),
    })),
  ]);
}

/** A printable form for a paid reference: letterhead, form number, payer and reference, blank lines, requirements. */
export async function renderFormPdf(input: FormPdfInput): Promise<Uint8Array> {
  const writer = await PdfWriter.withLetterhead(
    {
      title: `${SITE.fullName} ${input.form.title} - ${input.payerName}`,
      subject: `Reference ${input.reference}`,
    },
    input.contacts,
  );
  writer.text(
    `${input.form.title} (${input.form.id.replace('icast_form_', 'Form ')}) - ${input.academicYear} session`,
    {
      size: 14,
      font: writer.bold,
    },
  );
  const top = writer.y;
  // The photograph belongs to the child's application; the medical form identifies the child by name.
  const photoBottom = input.form.id === 'icast_form_1' ? writer.photoBox().bottom : top;
  writer.text(`Purchased by: ${input.payerName}`, { size: 11 });
  writer.text(`Payment reference: ${input.reference}`, { size: 11 });
  writer.text(`Valid until: ${input.validUntil.toISOString().slice(0, 10)}`, { size: 11 });
  writer.y = Math.min(writer.y, photoBottom) - 8;

  if (input.form.id === 'icast_form_1') {
    for (const line of applicationLines()) {
      if (line.heading) {
        writer.ensure(60);
        writer.y -= 6;
        writer.text(line.heading, { size: 12, font: writer.bold, color: NAVY });
      } else if (line.label && line.choices) writer.tickBoxes(line.label, line.choices);
      else if (line.label) writer.blankLine(line.label);
    }
  } else {
    writer.text('Medical history and consent', { size: 12, font: writer.bold, color: NAVY });
    for (const label of MEDICAL_AND_CONSENT_LINES) writer.blankLine(label);
  }

  writer.ensure(40 + ADMISSION_REQUIREMENTS.length * 16);
  writer.y -= 6;
  writer.text('Bring with this form', { size: 12, font: writer.bold, color: NAVY });
  for (const requirement of ADMISSION_REQUIREMENTS) writer.text(`-  ${requirement}`);
  writer.text('I confirm that the information on this form is true and complete.', { size: 10 });
  writer.signatureLines('parent or guardian');
  return writer.save();
}
