import { type ApplicationDetail, officePhone, type SchoolContacts } from '@icast/contracts';
import { SITE } from '@icast/content';
import { GREY, NAVY, PdfWriter } from '../../platform/pdf/pdf-writer';
import { answer, childName } from '../../messaging/notifications/application-messages';
import { lagosDate, nairaInLetters } from '../../messaging/notifications/message-format';
import type { StoredOffer } from './offer.schema';

const parentNames = (fields: Record<string, string>) =>
  [
    [fields.fatherFirstname, fields.fatherSurname].filter(Boolean).join(' '),
    [fields.motherFirstname, fields.motherSurname].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(' and ') || 'Parent or guardian';

/**
 * The offer letter: on the school's letterhead (`contacts`: the site settings), the place, the fee, the deadline,
 * and the parent's signature lines.
 */
export async function renderOfferLetter(
  application: ApplicationDetail,
  offer: StoredOffer,
  contacts: SchoolContacts,
): Promise<Uint8Array> {
  const { fields } = application;
  const writer = await PdfWriter.withLetterhead(
    {
      title: `${SITE.fullName} offer of admission - ${childName(fields)}`,
      subject: `Application ${application.reference}, offer ${offer.number}`,
    },
    contacts,
  );
  writer.text(`Date: ${lagosDate(offer.madeAt)}`, { size: 10, color: GREY });
  writer.text(`Our reference: ${application.reference}`, { size: 10, color: GREY });
  writer.y -= 8;
  writer.text(parentNames(fields), { size: 11 });
  writer.y -= 8;
  writer.text('OFFER OF ADMISSION', { size: 16, font: writer.bold, color: NAVY });
  writer.y -= 4;
  const place = ['classAppliedFor', 'campus', 'attendance'].map((name) => answer(fields, name)).filter(Boolean);
  const term = answer(fields, 'startTerm');
  writer.paragraph(
    `We are pleased to offer ${childName(fields)} a place in ${place.join(', ')} at ${SITE.fullName}` +
      `${term ? `, starting in the ${term}` : ''}.`,
    { size: 11 },
  );
  writer.paragraph(
    `To accept the place, please pay the acceptance fee of ${nairaInLetters(offer.feeKobo)} by ` +
      `${lagosDate(offer.deadline)}, on your application page on our website (online through Paystack). ` +
      'The place is confirmed when the fee is received; an offer not accepted by its deadline expires.',
    { size: 11 },
  );
  writer.paragraph(
    'The fee schedule, uniform list and resumption date will follow once the place is accepted. If you do not ' +
      `wish to take up the place, please tell us on your application page or on ${officePhone(contacts)}.`,
    { size: 11 },
  );
  writer.y -= 6;
  writer.text('Yours faithfully,', { size: 11 });
  writer.y -= 18;
  writer.text('The Admissions Office', { size: 11, font: writer.bold });
  writer.text(SITE.fullName, { size: 10, color: GREY });
  writer.y -= 10;
  writer.rule();
  writer.y -= 8;
  writer.text("Acceptance (for the school's file)", { size: 11, font: writer.bold });
  writer.paragraph(
    `I accept the place offered to ${childName(fields)} on the terms of this letter and the school's rules.`,
    { size: 10 },
  );
  writer.signatureLines('parent or guardian');
  return writer.save();
}
