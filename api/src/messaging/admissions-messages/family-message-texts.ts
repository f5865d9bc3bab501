import { fillFamilyMessage, type FamilyMessageValues, type SchoolContacts, officePhone } from '@icast/contracts';
import { SITE } from '@icast/content';
import type { Applicant } from '../../admissions';
import type { MailContent } from '../layout/mail-layout';

/** "Ada Obi" or "Ada Obi and Tobi Obi": a family with several children among those chosen gets one message. */
function joinedNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What the placeholders become for one family: its children (among the applications chosen) and a parent's name. */
export function familyMessageValues(applications: readonly Applicant[]): FamilyMessageValues {
  const first = applications[0]!;
  return {
    childName: joinedNames(applications.map((application) => application.child.shortName)),
    reference: joinedNames(applications.map((application) => application.reference)),
    parentName: first.parents.father || first.parents.mother || 'Parent or guardian',
  };
}

/** The e-mail: staff's words (blank lines part paragraphs, addresses become links), the family page, the office phone. */
export function familyMessageEmail(
  subject: string,
  body: string,
  values: FamilyMessageValues,
  parentLink: string,
  contacts: SchoolContacts,
): { subject: string; body: string; content: MailContent } {
  const filledSubject = fillFamilyMessage(subject, values);
  const filledBody = fillFamilyMessage(body, values);
  return {
    subject: filledSubject,
    body: filledBody,
    content: {
      heading: filledSubject,
      blocks: [
        ...filledBody
          .split(/\n[\t ]*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .map((paragraph) => ({ linkedParagraph: paragraph })),
        { action: { label: 'Open your application page', url: parentLink } },
        { paragraph: `Questions: ${officePhone(contacts)}.` },
      ],
    },
  };
}

/** The text message: the school's name first, so the family knows who writes, then staff's words. */
export function familyMessageSms(body: string, values: FamilyMessageValues): string {
  return `${SITE.fullName}: ${fillFamilyMessage(body, values)}`;
}
