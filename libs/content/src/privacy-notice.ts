/**
 * The privacy notice the site starts with (version 1, written from docs/privacy.md), and the one or two sentences
 * each form that collects a family's details shows above its button with a link to the whole notice. Staff change
 * the whole notice on the dashboard; these short texts are the school's words kept here with the others.
 */

export const PRIVACY_PAGE_PATH = '/privacy';

export const DEFAULT_PRIVACY_NOTICE = `## Who we are
Ideal College of Arts, Science and Technology (ICAST), Ibadan, runs this website. We follow Nigeria's Data Protection Act 2023. Our data protection officer answers at the school office (see the contact page).

## What we collect and why
Applications: the child's names, date of birth, sex, class, campus and previous school, and the parents' names, occupations, contacts and address, so that we can decide on the place you asked for. We keep an application 12 months after it is declined or an offer lapses; an accepted child's application becomes the pupil's record.

Health answers (blood group, genotype, health challenges, disability): asked only if you tick that you agree, so that we can care for your child safely. Without your agreement the application goes in without them.

Documents you upload (birth certificate, photo, report card, medical report) are kept with their application and stored encrypted.

Tour bookings: your name, e-mail, phone and the class you are interested in, to host your visit. Kept 12 months after the visit.

Contact messages and our replies, to answer your question. Kept 24 months.

Newsletter: your e-mail address, only after you confirm it, until you unsubscribe.

Numbers left in the chat: your name and phone number, to call you back. Kept 30 days.

Payments: the payer's name, e-mail, phone, amount and reference, as the school's accounts require.

## Who sees it
Only the school staff whose work needs it: admissions staff and administrators for applications, bookings and the chat; the bursar for payments; editors for contact messages and the newsletter. Every time a member of staff opens a child's whole application or a document, it is recorded. We do not sell your data or give it to advertisers.

## Your rights
On your application's page you can download a copy of everything we hold about your family, and ask us to delete it. We answer a request to delete within 30 days; payment records are kept, cut down, because the accounts need them. You may also write to the school office to correct your data or to complain, and to the Nigeria Data Protection Commission.

## Changes to this notice
Each change to this notice has its own version number and date. Every form on this site records which version you were shown when you sent it.`;

/** The short notice under each form that collects a family's details: what this form's answers are used for. */
export const PRIVACY_NOTICE_SHORT = {
  application:
    "We use these details only to consider your child's application and to contact you about it; we keep them 12 months after a decision, or as your child's record if they join the school.",
  tourBooking: 'We use your details only to arrange your visit, and delete them 12 months after it.',
  enquiry:
    'We use your details only to answer your enquiry and, if you apply, to fill in the form for you; we delete them 12 months after your last contact.',
  contact: 'We use your details only to answer your message, and delete them after 24 months.',
  newsletter: 'We use your e-mail address only to send the school newsletter, until you unsubscribe.',
  chatCallback: 'We use your name and number only to call you back, and delete them after 30 days.',
} as const;

export type PrivacyNoticeFormKind = keyof typeof PRIVACY_NOTICE_SHORT;

export const PRIVACY_NOTICE_LINK_TEXT = 'How we use your data (privacy notice)';

/** The tick box that opens the health questions of the application. */
export const HEALTH_CONSENT = {
  legend: "Your child's health",
  label:
    "I agree that the school may keep my child's health details (blood group, genotype, health challenges, disability)",
  hint: 'We ask so that the school nurse and teachers can keep your child safe, for example in an emergency. It is your choice: the application goes in without them, and only admissions staff see them.',
} as const;
