import { officeEmail, type SchoolContacts } from '@icast/contracts';
import { SITE } from '@icast/content';
import { GREY, NAVY, PdfWriter } from '../../platform/pdf/pdf-writer';
import { lagosDate, lagosDateTime, nairaInLetters } from '../../platform/formats';
import type { PaidAcceptance } from '../payment.service';

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

/** A confirmed payment by a family: who paid, how much and when. */
interface FamilyPayment {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  amountKobo: number;
  paidAt: Date;
  testMode: boolean;
}

/** A confirmed application-form payment, as the payment module hands it over. */
export interface PaidForm extends FamilyPayment {
  expiresAt: Date;
}

/** The receipt's lines every family payment has; `paysFor` says what it bought. */
function paymentFacts(payment: FamilyPayment, paysFor: string): ReceiptFacts {
  return {
    reference: payment.reference,
    payerName: `${payment.firstName} ${payment.lastName}`,
    email: payment.email,
    phone: payment.phone,
    amountKobo: payment.amountKobo,
    paidAt: payment.paidAt,
    paysFor,
    testMode: payment.testMode,
  };
}

export function receiptFacts(payment: PaidForm, academicYear: string): ReceiptFacts & { validUntil: Date } {
  return {
    ...paymentFacts(payment, `${SITE.fullName} application form (${academicYear} session)`),
    validUntil: payment.expiresAt,
  };
}

/** A confirmed acceptance fee, as the offers feature hands it over once it knows what the fee did. */
export interface PaidAcceptanceFee extends FamilyPayment {
  childName: string;
  applicationReference: string;
  /** Absent when the fee accepted the place; otherwise why it did not (the office refunds it or reinstates). */
  notAcceptedBecause?: string;
}

/** The receipt of an acceptance fee: the same letterhead and lines as the form's, for the child's place. */
export function acceptanceReceiptFacts(fee: PaidAcceptanceFee, academicYear: string): ReceiptFacts {
  return paymentFacts(
    fee,
    `Acceptance fee for ${fee.childName}'s place (application ${fee.applicationReference}, ${academicYear} session)`,
  );
}

/** A paid acceptance fee as its receipt and messages describe it, for `childName`'s place. */
export function acceptanceFeeOf(
  paid: PaidAcceptance,
  childName: string,
  notAcceptedBecause?: string,
): PaidAcceptanceFee {
  return {
    reference: paid.paymentReference,
    firstName: paid.payer.first_name,
    lastName: paid.payer.last_name,
    email: paid.payer.email,
    phone: paid.payer.phone,
    amountKobo: paid.amountKobo,
    paidAt: paid.paidAt,
    childName,
    applicationReference: paid.applicationReference,
    testMode: paid.testMode,
    ...(notAcceptedBecause ? { notAcceptedBecause } : {}),
  };
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
