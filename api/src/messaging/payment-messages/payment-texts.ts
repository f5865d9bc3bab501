import { apiUrl, ENDPOINTS } from '@icast/contracts';
import { DOWNLOADABLE_FORMS, SITE } from '@icast/content';
import type { MailContent } from '../layout/mail-layout';
import { lagosDate, lagosDateTime, naira } from '../../platform/formats';
import { settingsNote } from '../staff-notifications/staff-notifications.service';
import type { PaidAcceptanceFee, PaidForm, ReceiptFacts } from '../../payments';

const testLabel = (payment: PaidForm) => (payment.testMode ? '[TEST MODE] ' : '');

/** The payer's receipt: what was paid, and the two form downloads, which work until the validity ends. */
export function receiptEmail(
  receipt: ReceiptFacts & { validUntil: Date },
  siteUrl: string,
): { subject: string; content: MailContent } {
  const until = lagosDate(receipt.validUntil);
  // Each saved under its own name (ICAST-application-form.pdf, ...), not the original call's one for both.
  const download = (formId: string) =>
    `${siteUrl}${apiUrl(ENDPOINTS.paidForms.file, { reference: receipt.reference, formId })}`;
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

const acceptanceTestLabel = (fee: PaidAcceptanceFee) => (fee.testMode ? '[TEST MODE] ' : '');

/** The family's receipt for an acceptance fee, with what it did: the place is theirs, or the office will call. */
export function acceptanceReceiptEmail(
  fee: PaidAcceptanceFee,
  receipt: ReceiptFacts,
  parentLink: string,
  officePhone: string,
): { subject: string; content: MailContent } {
  return {
    subject: `${acceptanceTestLabel(fee)}Your ${SITE.fullName} acceptance fee receipt (${fee.reference})`,
    content: {
      preheader: `${naira(fee.amountKobo)} received for ${fee.childName}'s place.`,
      heading: 'Thank you for your payment',
      blocks: [
        ...(fee.testMode
          ? [{ paragraph: 'TEST MODE: this payment went through the test checkout. No money was taken.' }]
          : []),
        {
          paragraph:
            `Dear ${receipt.payerName}, we have received the acceptance fee for ${fee.childName}'s place at ` +
            `${SITE.fullName}. Your receipt is attached to this e-mail as a PDF.`,
        },
        {
          facts: [
            ['Reference', fee.reference],
            ['Amount', naira(fee.amountKobo)],
            ['Paid on', lagosDateTime(fee.paidAt)],
            ['For', receipt.paysFor],
          ],
        },
        {
          paragraph: fee.notAcceptedBecause
            ? `This payment arrived after ${fee.notAcceptedBecause}, so it did not accept the place. The admissions ` +
              `office will contact you to refund it or confirm the place; questions: ${officePhone}.`
            : `The place is accepted. Your application page shows it, with this receipt to download again.`,
        },
        { action: { label: 'Open your application page', url: parentLink } },
      ],
    },
  };
}

export function acceptanceReceiptSms(fee: PaidAcceptanceFee): string {
  return (
    `${acceptanceTestLabel(fee)}${SITE.fullName}: acceptance fee ${fee.reference} of ${naira(fee.amountKobo)} for ` +
    `${fee.childName} received. ` +
    (fee.notAcceptedBecause ? 'The admissions office will contact you about it.' : 'The place is accepted.')
  );
}

/** What staff read of each acceptance fee: whose place it accepted, or that the office must refund or reinstate. */
export function acceptancePaidNotice(
  fee: PaidAcceptanceFee,
  siteUrl: string,
): { subject: string; content: MailContent } {
  const payer = `${fee.firstName} ${fee.lastName}`;
  const amount = naira(fee.amountKobo);
  return {
    subject: fee.notAcceptedBecause
      ? `${acceptanceTestLabel(fee)}Acceptance fee to refund or reinstate: ${fee.childName} (${amount})`
      : `${acceptanceTestLabel(fee)}Acceptance fee paid: ${fee.childName} (${amount})`,
    content: {
      heading: fee.notAcceptedBecause
        ? 'An acceptance fee arrived that did not accept the place'
        : `${fee.childName}'s place is accepted: the acceptance fee is paid`,
      blocks: [
        ...(fee.notAcceptedBecause
          ? [
              {
                paragraph:
                  `It was paid after ${fee.notAcceptedBecause}, so the application did not move. On the ` +
                  "application's page, refund the fee (from Paystack's dashboard) or reinstate the place.",
              },
            ]
          : []),
        {
          facts: [
            ['Child', fee.childName],
            ['Application', fee.applicationReference],
            ['Payer', payer],
            ['E-mail', fee.email],
            ['Phone', fee.phone],
            ['Amount', amount],
            ['Reference', fee.reference],
            ['Paid on', lagosDateTime(fee.paidAt)],
          ],
        },
        {
          action: {
            label: 'Open the application',
            url: `${siteUrl}/dashboard/applications/${encodeURIComponent(fee.applicationReference)}`,
          },
        },
      ],
      footerNote: settingsNote('acceptancePaid'),
    },
  };
}
