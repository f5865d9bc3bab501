import { officePhone, type SchoolContacts } from '@icast/contracts';
import { SITE } from '@icast/content';
import { GREY, NAVY, PdfWriter } from '../../platform/pdf/pdf-writer';
import type { Applicant } from '../applications/applicant';
import { lagosDate, nairaInLetters } from '../../platform/formats';
import type { StoredOffer } from './offer.schema';

const parentNames = ({ parents }: Applicant) =>
  [parents.father, parents.mother].filter(Boolean).join(' and ') || 'Parent or guardian';

/** The words of an offer letter, written once for the PDF and for the preview staff read before sending it. */
export interface OfferLetterWords {
  heading: string[];
  addressee: string;
  title: string;
  paragraphs: string[];
  signOff: string;
  /** The office that signs, and the school under it. */
  signature: [office: string, school: string];
  acceptanceTitle: string;
  acceptance: string;
}

type LetterOffer = Pick<StoredOffer, 'feeKobo' | 'deadline' | 'madeAt'>;

export function offerLetterWords(applicant: Applicant, offer: LetterOffer, contacts: SchoolContacts): OfferLetterWords {
  const term = applicant.answer('startTerm');
  return {
    heading: [`Date: ${lagosDate(offer.madeAt)}`, `Our reference: ${applicant.reference}`],
    addressee: parentNames(applicant),
    title: 'OFFER OF ADMISSION',
    paragraphs: [
      `We are pleased to offer ${applicant.child.fullName} a place in ${applicant.placeAppliedFor} at ${SITE.fullName}` +
        `${term ? `, starting in the ${term}` : ''}.`,
      `To accept the place, please pay the acceptance fee of ${nairaInLetters(offer.feeKobo)} by ` +
        `${lagosDate(offer.deadline)}, on your application page on our website (online through Paystack). ` +
        'The place is confirmed when the fee is received; an offer not accepted by its deadline expires.',
      'The fee schedule, uniform list and resumption date will follow once the place is accepted. If you do not ' +
        `wish to take up the place, please tell us on your application page or on ${officePhone(contacts)}.`,
    ],
    signOff: 'Yours faithfully,',
    signature: ['The Admissions Office', SITE.fullName],
    acceptanceTitle: "Acceptance (for the school's file)",
    acceptance: `I accept the place offered to ${applicant.child.fullName} on the terms of this letter and the school's rules.`,
  };
}

/** The letter's words in reading order, one paragraph a line (the preview). */
export function offerLetterLines(words: OfferLetterWords): string[] {
  return [
    ...words.heading,
    words.addressee,
    words.title,
    ...words.paragraphs,
    words.signOff,
    ...words.signature,
    words.acceptanceTitle,
    words.acceptance,
  ];
}

/**
 * The offer letter: on the school's letterhead (`contacts`: the site settings), the place, the fee, the deadline,
 * and the parent's signature lines.
 */
export async function renderOfferLetter(
  applicant: Applicant,
  offer: Pick<StoredOffer, 'feeKobo' | 'deadline' | 'madeAt' | 'number'>,
  contacts: SchoolContacts,
): Promise<Uint8Array> {
  const words = offerLetterWords(applicant, offer, contacts);
  const writer = await PdfWriter.withLetterhead(
    {
      title: `${SITE.fullName} offer of admission - ${applicant.child.fullName}`,
      subject: `Application ${applicant.reference}, offer ${offer.number}`,
    },
    contacts,
  );
  for (const line of words.heading) writer.text(line, { size: 10, color: GREY });
  writer.y -= 8;
  writer.text(words.addressee, { size: 11 });
  writer.y -= 8;
  writer.text(words.title, { size: 16, font: writer.bold, color: NAVY });
  writer.y -= 4;
  for (const paragraph of words.paragraphs) writer.paragraph(paragraph, { size: 11 });
  writer.y -= 6;
  writer.text(words.signOff, { size: 11 });
  writer.y -= 18;
  const [office, school] = words.signature;
  writer.text(office, { size: 11, font: writer.bold });
  writer.text(school, { size: 10, color: GREY });
  writer.y -= 10;
  writer.rule();
  writer.y -= 8;
  writer.text(words.acceptanceTitle, { size: 11, font: writer.bold });
  writer.paragraph(words.acceptance, { size: 10 });
  writer.signatureLines('parent or guardian');
  return writer.save();
}
