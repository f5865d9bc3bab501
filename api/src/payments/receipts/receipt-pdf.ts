import { officeEmail, type SchoolContacts } from '@icast/contracts';
import { SITE } from '@icast/content';
import { GREY, NAVY, PdfWriter } from '../../platform/pdf/pdf-writer';
import { lagosDate, lagosDateTime, nairaInLetters } from '../../platform/formats';

export interface ReceiptFacts {
  reference: string;
  payerName: string;
  email: string;
  phone: string;
  amountKobo: number;
  paidAt: Date;
  /** Until when the forms it bought can be downloaded; an acceptance fee opens nothing and has none. */
  validUntil?: Date;
  /** What the payment buys, e.g. "Application form (2024-2025 session)". */
  paysFor: string;
  /** Paid in the test-mode sandbox: no money moved, and the receipt says so. */
  testMode: boolean;
}

/** The payment receipt attached to the receipt e-mail, on the same letterhead as the forms. */
export async function renderReceiptPdf(receipt: ReceiptFacts, contacts: SchoolContacts): Promise<Uint8Array> {
  const writer = await PdfWriter.withLetterhead(
    {
      title: `${SITE.fullName} payment receipt - ${receipt.payerName} - ${nairaInLetters(receipt.amountKobo)}`,
      subject: `Reference ${receipt.reference}`,
    },
    contacts,
  );
  writer.text('Payment receipt', { size: 16, font: writer.bold, color: NAVY });
  if (receipt.testMode) {
    writer.text('TEST MODE: no money was taken. This receipt is not proof of payment.', {
      size: 11,
      font: writer.bold,
    });
  }
  writer.y -= 4;
  const lines: Array<[string, string]> = [
    ['Receipt reference', receipt.reference],
    ['Received from', receipt.payerName],
    ['E-mail', receipt.email],
    ['Phone', receipt.phone],
    ['Amount', nairaInLetters(receipt.amountKobo)],
    ['Paid on', lagosDateTime(receipt.paidAt)],
    ['For', receipt.paysFor],
    ...(receipt.validUntil ? [['Forms downloadable until', lagosDate(receipt.validUntil)] as [string, string]] : []),
  ];
  for (const [label, value] of lines) {
    writer.text(label, { size: 9, color: GREY });
    writer.text(value, { size: 12 });
  }
  writer.y -= 8;
  writer.rule();
  writer.y -= 8;
  writer.wrappedText(
    `Paid online through Paystack. Questions: ${contacts.phones.join(' / ')}, ${officeEmail(contacts)}.`,
    { size: 9, color: GREY },
  );
  return writer.save();
}
