import {
  CAMPUSES,
  choiceLabel,
  ENQUIRY_SOURCES,
  officePhone,
  type SchoolContacts,
  type StaffEnquiry,
  TOUR_CLASS_CHOICES,
} from '@icast/contracts';
import { SITE } from '@icast/content';
import type { MailContent } from '../layout/mail-layout';

type Email = { subject: string; content: MailContent };

function enquiryFacts(enquiry: StaffEnquiry): MailContent['blocks'][number] {
  return {
    facts: [
      ['Reference', enquiry.reference],
      ...(enquiry.classOfInterest
        ? [['Class of interest', choiceLabel(TOUR_CLASS_CHOICES, enquiry.classOfInterest)] as [string, string]]
        : []),
      ...(enquiry.childAge !== undefined ? [["Child's age", `${enquiry.childAge}`] as [string, string]] : []),
      ['Campus', choiceLabel(CAMPUSES, enquiry.campus)],
      ['How you heard of us', enquiry.sourceOther ?? choiceLabel(ENQUIRY_SOURCES, enquiry.source)],
    ],
  };
}

/** The family's copy of its enquiry, and what happens next (a tour, then the application). */
export function enquiryReceivedEmail(enquiry: StaffEnquiry, siteUrl: string, contacts: SchoolContacts): Email {
  return {
    subject: `We have your enquiry: ${SITE.fullName}`,
    content: {
      preheader: `Reference ${enquiry.reference}`,
      heading: `Thank you, ${enquiry.parentName}`,
      blocks: [
        { paragraph: 'Your enquiry has reached the admissions office. We will reply within two working days.' },
        enquiryFacts(enquiry),
        { paragraph: 'Many families visit first: you can book a tour of the school now.' },
        { action: { label: 'Book a tour', url: `${siteUrl}/book-a-tour` } },
        { paragraph: `Questions: ${officePhone(contacts)}.` },
      ],
    },
  };
}

export function enquiryReceivedSms(enquiry: StaffEnquiry, siteUrl: string): string {
  return `${SITE.name}: thank you, we have your enquiry ${enquiry.reference} and will reply within 2 working days. Book a tour: ${siteUrl}/book-a-tour`;
}

/** Staff's "Convert to application": the form, filled in from the enquiry. */
export function enquiryInvitedEmail(enquiry: StaffEnquiry, link: string, contacts: SchoolContacts): Email {
  return {
    subject: `Your application to ${SITE.fullName}`,
    content: {
      preheader: 'The form is ready, with what you told us filled in',
      heading: 'Apply when you are ready',
      blocks: [
        {
          paragraph:
            'Thank you for your interest. The link below opens the application form with the class, campus and ' +
            'contacts from your enquiry filled in; check them and add your child\u2019s details.',
        },
        { action: { label: 'Start the application', url: link } },
        { paragraph: `The link works for 30 days. Questions: ${officePhone(contacts)}.` },
      ],
    },
  };
}

export function enquiryInvitedSms(link: string): string {
  return `${SITE.name}: your application form, with your enquiry filled in: ${link}`;
}
