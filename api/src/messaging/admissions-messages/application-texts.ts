import { APPLICATION_FIELDS, type ApplicationStatusValue, officePhone, type SchoolContacts } from '@icast/contracts';
import { ADMISSION_DECISION_DAYS, applicationStatusInfo, SITE } from '@icast/content';
import type { Applicant } from '../../admissions';
import type { MailBlock, MailContent } from '../layout/mail-layout';
import { PARENT_LINK_DAYS } from '../../admissions';
import { lagosDateTime } from '../../platform/formats';
import { settingsNote } from '../staff-notifications/staff-notifications.service';

/** Where a family follows the application: the status lookup, filled in. */
const statusPage = (siteUrl: string, reference: string) =>
  `${siteUrl}/application?reference=${encodeURIComponent(reference)}`;

/**
 * What the family submitted, in brief: the place applied for, the child's details and the parents' names. Health and home answers stay
 * out of e-mail; the school has them.
 */
function submittedSummary(applicant: Applicant): MailBlock {
  const given = APPLICATION_FIELDS.filter((field) => applicant.stored(field.name));
  const shown = given.filter(
    (field) => field.section === 'A' || field.section === 'B' || /Surname|Firstname$/.test(field.name),
  );
  const others = given.length - shown.length;
  return {
    facts: [
      ...shown.map((field): [string, string] => [field.label, applicant.answer(field.name)]),
      ...(others > 0 ? [['Other answers', `${others} more, kept by the school`] as [string, string]] : []),
    ],
  };
}

export function applicationReceivedEmail(
  application: Applicant,
  siteUrl: string,
  parentLink: string,
): { subject: string; content: MailContent } {
  const link = statusPage(siteUrl, application.reference);
  return {
    subject: `We received your application (${application.reference})`,
    content: {
      preheader: `Keep this reference: ${application.reference}`,
      heading: 'Your application has reached us',
      blocks: [
        {
          paragraph:
            `Thank you for applying to ${SITE.fullName} for ${application.child.fullName}. ` +
            `We received the application on ${lagosDateTime(application.submittedAt)}.`,
        },
        { facts: [['Application reference', application.reference]] },
        { paragraph: 'Keep this reference: you need it to follow the application. This is what you sent us:' },
        submittedSummary(application),
        {
          paragraph:
            `We will e-mail you when its status changes, and you can check it at any time on our website ` +
            `with this reference and the child's date of birth. ` +
            `You will have a decision within ${ADMISSION_DECISION_DAYS} days.`,
        },
        { action: { label: 'Open your application page', url: parentLink } },
        {
          paragraph:
            `That button signs you in to the page of every application made with this e-mail address, ` +
            `without a password, for ${PARENT_LINK_DAYS} days; the page can e-mail you a new one. ` +
            `The status alone: ${link}`,
        },
      ],
    },
  };
}

/** A new sign-in link for the parent's page, asked for on the site. */
export function parentLinkEmail(parentLink: string): { subject: string; content: MailContent } {
  return {
    subject: 'Your link to your applications',
    content: {
      preheader: `It works for ${PARENT_LINK_DAYS} days`,
      heading: 'Your applications, without a password',
      blocks: [
        {
          paragraph:
            `Someone asked for a link to the applications made with this e-mail address at ${SITE.fullName}. ` +
            `It works for ${PARENT_LINK_DAYS} days. If it was not you, ignore this e-mail: nothing changes.`,
        },
        { action: { label: 'Open your application page', url: parentLink } },
      ],
    },
  };
}

/**
 * The button to the family's own page (a fresh signed link, so a family that lost the first e-mail still gets in)
 * and what it does: every message about an application ends with it.
 */
function familyPageBlocks(parentLink: string, after?: string): MailBlock[] {
  return [
    { action: { label: 'Open your application page', url: parentLink } },
    {
      paragraph:
        `The button opens the page of every application made with this e-mail address, without a password, ` +
        `for ${PARENT_LINK_DAYS} days; the page can e-mail you a new link.${after ? ` ${after}` : ''}`,
    },
  ];
}

export function applicationStatusEmail(
  application: Applicant,
  status: ApplicationStatusValue,
  siteUrl: string,
  parentLink: string,
): { subject: string; content: MailContent } {
  const info = applicationStatusInfo(status);
  const label = info?.label ?? status;
  return {
    subject: `Your application ${application.reference}: ${label}`,
    content: {
      preheader: `The status of the application for ${application.child.fullName} is now: ${label}`,
      heading: `Application status: ${label}`,
      blocks: [
        {
          paragraph: `The application for ${application.child.fullName} (${application.reference}) is now: ${label}.`,
        },
        ...(info ? [{ paragraph: info.explanation }] : []),
        ...familyPageBlocks(parentLink, `The status alone: ${statusPage(siteUrl, application.reference)}`),
      ],
    },
  };
}

/** Staff asked for a new copy of a document: what, why (their words), and where to send it. */
export function documentResendEmail(
  application: Applicant,
  document: string,
  note: string,
  parentLink: string,
  contacts: SchoolContacts,
): { subject: string; content: MailContent } {
  return {
    subject: `Please send a new ${document} (${application.reference})`,
    content: {
      heading: `Please send a new ${document}`,
      blocks: [
        {
          paragraph: `We looked at the ${document} sent with the application for ${application.child.fullName} (${application.reference}).`,
        },
        { quote: note, cite: 'The admissions office' },
        {
          paragraph: `Please upload a new one on your application page, or bring it to the school office. Questions: ${officePhone(contacts)}.`,
        },
        ...familyPageBlocks(parentLink),
      ],
    },
  };
}

/** What the family is told of an offer (the letter goes with it): the e-mail, and the SMS when it has a phone. */
export interface OfferMessageFacts {
  reference: string;
  child: string;
  /** As printed: `₦250,000`. */
  fee: string;
  /** As printed: `11 December 2026`. */
  deadline: string;
}

export function offerMadeEmail(
  offer: OfferMessageFacts,
  parentLink: string,
  contacts: SchoolContacts,
): { subject: string; content: MailContent } {
  return {
    subject: `A place for ${offer.child} at ${SITE.fullName}`,
    content: {
      preheader: `Accept by paying the acceptance fee of ${offer.fee} by ${offer.deadline}`,
      heading: `We are pleased to offer ${offer.child} a place`,
      blocks: [
        {
          facts: [
            ['Application', offer.reference],
            ['Acceptance fee', offer.fee],
            ['Accept by', offer.deadline],
          ],
        },
        {
          paragraph:
            'The offer letter is attached. To accept the place, pay the acceptance fee on your application ' +
            'page before the deadline; the place is confirmed when it is received. If you do not want the ' +
            'place, you can decline it there too.',
        },
        { action: { label: 'Accept or decline the offer', url: parentLink } },
        { paragraph: `The link works for ${PARENT_LINK_DAYS} days. Questions: ${officePhone(contacts)}.` },
      ],
    },
  };
}

export const offerMadeSms = (offer: OfferMessageFacts): string =>
  `${SITE.fullName}: ${offer.child} is offered a place. Accept by paying ${offer.fee} by ${offer.deadline} on your ` +
  'application page (link in your e-mail).';

export function applicationReceivedSms(application: Applicant, siteUrl: string): string {
  return (
    `${SITE.fullName}: we received the application for ${application.child.fullName}. ` +
    `Reference ${application.reference}. Status: ${statusPage(siteUrl, application.reference)}`
  );
}

export function applicationStatusSms(
  application: Applicant,
  status: ApplicationStatusValue,
  contacts: SchoolContacts,
): string {
  const label = applicationStatusInfo(status)?.label ?? status;
  return `${SITE.fullName}: application ${application.reference} is now "${label}". Details on our website or ${officePhone(contacts)}.`;
}

/**
 * The text for a family several of whose applications changed together (the pipeline): how many, to what, and where
 * to look. One application reads as the one-at-a-time change's text. `emailed`: the family also has the e-mail.
 */
export function applicationsUpdateSms(
  changes: Array<{ application: Applicant; status: ApplicationStatusValue }>,
  emailed: boolean,
  contacts: SchoolContacts,
): string {
  const [first] = changes;
  if (changes.length === 1 && first) return applicationStatusSms(first.application, first.status, contacts);
  const labels = new Set(changes.map(({ status }) => applicationStatusInfo(status)?.label ?? status));
  const names = changes.map(({ application }) => application.child.firstname).filter(Boolean);
  const which = `${changes.length} of your applications${names.length > 0 && names.length <= 3 ? ` (${names.join(', ')})` : ''}`;
  const what = labels.size === 1 ? `are now "${[...labels][0]}"` : 'have a new status';
  const where = emailed
    ? `Details in our e-mail, on your application page or ${officePhone(contacts)}.`
    : `Details on our website or ${officePhone(contacts)}.`;
  return `${SITE.fullName}: ${which} ${what}. ${where}`;
}

export function newApplicationNotice(
  application: Applicant,
  siteUrl: string,
): { subject: string; content: MailContent } {
  return {
    subject: `New application ${application.reference}: ${application.child.fullName}`,
    content: {
      heading: 'A new online application',
      blocks: [
        {
          facts: [
            ['Reference', application.reference],
            ['Child', application.child.fullName],
            ['Date of birth', application.answer('dob')],
            [
              'Place applied for',
              ['classAppliedFor', 'campus', 'attendance', 'startTerm'].map(application.answer).join(', '),
            ],
            ['Father', application.parents.father],
            ['Mother', application.parents.mother],
            ['Submitted', lagosDateTime(application.submittedAt)],
          ],
        },
        {
          action: { label: 'Open the application', url: `${siteUrl}/dashboard/applications/${application.reference}` },
        },
      ],
      footerNote: settingsNote('newApplication'),
    },
  };
}

/**
 * Several of a family's applications changed together (the pipeline): one e-mail with each child's new status, the
 * office's message when it wrote one, and the link to the family's page.
 */
export function applicationsUpdateEmail(
  changes: Array<{ application: Applicant; status: ApplicationStatusValue }>,
  familyMessage: string | undefined,
  parentLink: string,
  contacts: SchoolContacts,
): { subject: string; content: MailContent } {
  const lines = changes.map(({ application, status }) => {
    const label = applicationStatusInfo(status)?.label ?? status;
    return `${application.child.fullName} (${application.reference}): ${label}`;
  });
  const subject =
    changes.length === 1
      ? `Your application ${changes[0]!.application.reference}: ${applicationStatusInfo(changes[0]!.status)?.label ?? changes[0]!.status}`
      : 'News of your applications';
  return {
    subject,
    content: {
      preheader: lines.join('; '),
      heading: changes.length === 1 ? 'Your application has moved on' : 'Your applications have moved on',
      blocks: [
        { list: lines },
        ...(familyMessage ? [{ quote: familyMessage, cite: 'The admissions office' }] : []),
        { action: { label: 'Open your application page', url: parentLink } },
        { paragraph: `The link works for ${PARENT_LINK_DAYS} days. Questions: ${officePhone(contacts)}.` },
      ],
    },
  };
}
