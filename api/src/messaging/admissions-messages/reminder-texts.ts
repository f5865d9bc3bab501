import { choiceLabel, DOCUMENT_KINDS, type DocumentKind, officePhone, type SchoolContacts } from '@icast/contracts';
import { SITE } from '@icast/content';
import type { Applicant } from '../../admissions';
import type { PaidForm } from '../../payments';
import { lagosDate } from '../../platform/formats';
import type { MailContent } from '../layout/mail-layout';
import type { OfferMessageFacts } from './application-texts';

type Email = { subject: string; content: MailContent };

const documentNames = (kinds: readonly DocumentKind[]) =>
  kinds.map((kind) => choiceLabel(DOCUMENT_KINDS, kind).toLowerCase());

/** A form paid three days ago that no application names yet. */
export function formUnusedEmail(payment: PaidForm, siteUrl: string, contacts: SchoolContacts): Email {
  return {
    subject: `Your paid application form is waiting (${payment.reference})`,
    content: {
      heading: 'Your application form is waiting',
      blocks: [
        { paragraph: `Dear ${payment.firstName} ${payment.lastName},` },
        {
          paragraph:
            `You paid for an ICAST application form on ${lagosDate(payment.paidAt)} (reference ${payment.reference}), ` +
            `and we have not received an application with it yet. You can apply online with the reference, or bring ` +
            `the completed paper form to either campus office.`,
        },
        { action: { label: 'Apply online', url: `${siteUrl}/online-application` } },
        {
          paragraph:
            `Your forms can be downloaded until ${lagosDate(payment.expiresAt)}. If you have already handed in ` +
            `the paper form, thank you: there is nothing more to do. Questions: ${officePhone(contacts)}.`,
        },
      ],
    },
  };
}

export function formUnusedSms(payment: PaidForm, siteUrl: string): string {
  return (
    `${SITE.fullName}: your paid form ${payment.reference} has no application yet. ` +
    `Apply online: ${siteUrl}/online-application or bring the paper form to the office.`
  );
}

/** Five days after applying, the required documents still not sent (or asked to be replaced). */
export function documentsMissingEmail(
  application: Applicant,
  missing: readonly DocumentKind[],
  parentLink: string,
  contacts: SchoolContacts,
): Email {
  return {
    subject: `Documents still needed for ${application.child.fullName} (${application.reference})`,
    content: {
      heading: 'Documents still needed',
      blocks: [
        {
          paragraph:
            `Thank you for applying for ${application.child.fullName} (${application.reference}). ` +
            `We cannot review the application until we have these documents:`,
        },
        { list: documentNames(missing) },
        {
          paragraph: `Please upload them on your application page, or bring them to the school office. Questions: ${officePhone(contacts)}.`,
        },
        { action: { label: 'Open your application page', url: parentLink } },
      ],
    },
  };
}

export function documentsMissingSms(application: Applicant, missing: readonly DocumentKind[]): string {
  return (
    `${SITE.fullName}: application ${application.reference} still needs: ${documentNames(missing).join(', ')}. ` +
    `Upload on your application page or bring them to the office.`
  );
}

/** An offer whose deadline is within 48 hours, still open and unpaid. */
export function offerExpiringEmail(offer: OfferMessageFacts, parentLink: string, contacts: SchoolContacts): Email {
  return {
    subject: `The offer for ${offer.child} ends on ${offer.deadline} (${offer.reference})`,
    content: {
      heading: 'Your offer ends soon',
      blocks: [
        {
          paragraph:
            `The place offered to ${offer.child} (${offer.reference}) is held until ${offer.deadline}. ` +
            `To accept it, pay the acceptance fee of ${offer.fee} on your application page before then.`,
        },
        { action: { label: 'Open your application page', url: parentLink } },
        {
          paragraph: `If you need more time or have decided not to take the place, please call us on ${officePhone(contacts)}.`,
        },
      ],
    },
  };
}

export function offerExpiringSms(offer: OfferMessageFacts, contacts: SchoolContacts): string {
  return (
    `${SITE.fullName}: the place offered to ${offer.child} (${offer.reference}) ends on ${offer.deadline}. ` +
    `Accept on your application page, or call ${officePhone(contacts)}.`
  );
}
