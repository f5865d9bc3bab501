import { apiUrl, ENDPOINTS } from '@icast/contracts';
import { DOWNLOADABLE_FORMS, SITE } from '@icast/content';
import type { MailContent } from '../mail/mail-layout';
import { lagosDate, lagosDateTime, naira, settingsNote } from './message-format';
import type { ReceiptFacts } from './receipt-pdf';

/** A confirmed application-form payment, as the payment module hands it over. */
export interface PaidForm {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  amountKobo: number;
  paidAt: Date;
  expiresAt: Date;
  testMode: boolean;
}

export function receiptFacts(payment: PaidForm, academicYear: string): ReceiptFacts {
  return {
    reference: payment.reference,
    payerName: `${payment.firstName} ${payment.lastName}`,
    email: payment.email,
    phone: payment.phone,
    amountKobo: payment.amountKobo,
    paidAt: payment.paidAt,
    validUntil: payment.expiresAt,
    paysFor: `${SITE.fullName} application form (${academicYear} session)`,
    testMode: payment.testMode,
  };
}

const testLabel = (payment: PaidForm) => (payment.testMode ? '[TEST MODE] ' : '');

/** The payer's receipt: what was paid, and the two form downloads, which work until the validity ends. */
export function receiptEmail(receipt: ReceiptFacts, siteUrl: string): { subject: string; content: MailContent } {
  const until = lagosDate(receipt.validUntil);
  const download = (formId: string) =>
    `${siteUrl}${apiUrl(ENDPOINTS.paidForms.download, { reference: receipt.reference, formId })}`;
  return {
    subject: `${receipt.testMode ? '[TEST MODE] ' : ''}Your ${SITE.fullName} payment receipt (${receipt.reference})`,
    content: {
      preheader: `${naira(receipt.amountKobo)} received. Your forms can be downloaded until ${until}.`,
      heading: 'Thank you for your payment',
      blocks: [
        ...(receipt.testMode
          ? [{ paragraph: 'TEST MODE: this payment went through the test checkout. No money was taken.' }]
          : []),
        {
          paragraph: `Dear ${receipt.payerName}, we have received your payment for the ${SITE.fullName} application form. Your receipt is attached to this e-mail as a PDF.`,
        },
        {
          facts: [
            ['Reference', receipt.reference],
            ['Amount', naira(receipt.amountKobo)],
            ['Paid on', lagosDateTime(receipt.paidAt)],
            ['For', receipt.paysFor],
            ['Forms downloadable until', until],
          ],
        },
        { paragraph: `Download your two forms (each link works until ${until}):` },
        ...DOWNLOADABLE_FORMS.map((form) => ({
          action: { label: `Download the ${form.title}`, url: download(form.id) },
        })),
        {
          paragraph:
            `You can also download them again at ${siteUrl}/download_form with your reference. Fill them in and ` +
            `bring them to either campus office, or apply online at ${siteUrl}/online-application.`,
        },
      ],
    },
  };
}

export function receiptSms(payment: PaidForm, siteUrl: string): string {
  return (
    `${testLabel(payment)}${SITE.fullName}: payment ${payment.reference} of ${naira(payment.amountKobo)} received. ` +
    `Download your forms until ${lagosDate(payment.expiresAt)}: ${siteUrl}/download_form`
  );
}

export function formPaidNotice(payment: PaidForm, siteUrl: string): { subject: string; content: MailContent } {
  const name = `${payment.firstName} ${payment.lastName}`;
  return {
    subject: `${testLabel(payment)}Application form paid: ${name} (${naira(payment.amountKobo)})`,
    content: {
      heading: 'An application form was paid for',
      blocks: [
        {
          facts: [
            ['Payer', name],
            ['E-mail', payment.email],
            ['Phone', payment.phone],
            ['Amount', naira(payment.amountKobo)],
            ['Reference', payment.reference],
            ['Paid on', lagosDateTime(payment.paidAt)],
          ],
        },
        { action: { label: 'See form purchases', url: `${siteUrl}/dashboard/form-purchase` } },
      ],
      footerNote: settingsNote('formPaid'),
    },
  };
}
