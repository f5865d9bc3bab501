import {
  answerText,
  APPLICANT_CONTACT_FIELDS,
  APPLICATION_FIELDS,
  childKey,
  isEmailAddress,
  type InitializePaymentRequest,
  normalisePhoneNumber,
} from '@icast/contracts';

/** An application's answers as stored, by field name (APPLICATION_FIELDS), already validated and normalised. */
export type StoredAnswers = Readonly<Record<string, string>>;

/**
 * The child and family an application is about, built once from its stored answers: every reader (messages, PDFs,
 * the duplicates search, bookings, offers, the CSV, the family's page) takes names and contacts from here, so they are
 * written and normalised the same way everywhere.
 */
export interface Applicant {
  reference: string;
  submittedAt: Date;
  child: {
    firstname: string;
    surname: string;
    /** First, middle and surname: "Ada Ngozi Obi", as letters and certificates name the child. */
    fullName: string;
    /** First name and surname: "Ada Obi", as a booking or a list names the child. */
    shortName: string;
    /** YYYY-MM-DD, as the family gave it. */
    dateOfBirth: string;
    /** The same child on any application (names in either order, accents and case aside, and the date of birth). */
    key?: string;
  };
  /** Where the family is told about the application: the e-mail (lower case) and phone (E.164) it gave, if usable. */
  contact: { email?: string; phone?: string };
  /** The contacts as stored, for the pages that show what the family wrote (empty when not given). */
  contactAsGiven: { email: string; phone: string };
  /**
   * The family that applies together: one e-mail (else one phone) for siblings' applications, as one message about
   * several of them goes to it. Undefined when the application gives neither.
   */
  familyKey?: string;
  /** Whoever pays a fee for this application: the father, else the mother, else the child's own names. */
  payer: InitializePaymentRequest;
  parents: { father: string; mother: string };
  /** The paid form's reference, when the application names one. */
  formReference?: string;
  /** The class, campus and attendance applied for, in words: "Primary 2, Elebu, Day". */
  placeAppliedFor: string;
  /** One answer as the family typed or chose it (choices by their label, dates written out); '' when not given. */
  answer(name: string): string;
  /** One answer as stored ('' when not given): the value filters and counts compare. */
  stored(name: string): string;
}

/** Stored answers of the applications collection, for the queries of the service that owns it. */
export const STORED_ANSWER = {
  firstname: 'fields.firstname',
  surname: 'fields.surname',
  dateOfBirth: 'fields.dob',
  email: `fields.${APPLICANT_CONTACT_FIELDS.email}`,
  formReference: 'fields.formReference',
  classAppliedFor: 'fields.classAppliedFor',
  campus: 'fields.campus',
  attendance: 'fields.attendance',
  startTerm: 'fields.startTerm',
} as const;

/** The family's e-mail as stored on an application row read with `STORED_ANSWER.email` (lower case), if any. */
export function storedEmailOf(row: { fields?: Record<string, unknown> }): string | undefined {
  const email = row.fields?.[APPLICANT_CONTACT_FIELDS.email];
  return typeof email === 'string' && email !== '' ? email : undefined;
}

/** What the search for duplicates reads of each application: the child, the contacts, the paid form. */
export const APPLICANT_PROJECTION = {
  reference: 1,
  status: 1,
  submittedAt: 1,
  ...Object.fromEntries(
    [
      'firstname',
      'middlename',
      'surname',
      'dob',
      APPLICANT_CONTACT_FIELDS.email,
      APPLICANT_CONTACT_FIELDS.phone,
      'formReference',
    ].map((name) => [`fields.${name}`, 1]),
  ),
};

const FIELD_BY_NAME = new Map(APPLICATION_FIELDS.map((field) => [field.name, field]));
const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');

export function applicantOf(application: { reference: string; submittedAt: Date; fields: StoredAnswers }): Applicant {
  const fields = application.fields ?? {};
  const stored = (name: string) => fields[name] ?? '';
  const answer = (name: string) => {
    const field = FIELD_BY_NAME.get(name);
    return field ? answerText(field, fields[name]) : '';
  };
  const email = stored(APPLICANT_CONTACT_FIELDS.email).trim().toLowerCase();
  const phone = normalisePhoneNumber(stored(APPLICANT_CONTACT_FIELDS.phone));
  const contact = { ...(isEmailAddress(email) ? { email } : {}), ...(phone ? { phone } : {}) };
  const familyKey = contact.email ?? contact.phone;
  const dateOfBirth = stored('dob');
  const key = childKey(stored('firstname'), stored('surname'), dateOfBirth);
  return {
    reference: application.reference,
    submittedAt: application.submittedAt,
    child: {
      firstname: stored('firstname'),
      surname: stored('surname'),
      fullName: joined(fields.firstname, fields.middlename, fields.surname),
      shortName: joined(fields.firstname, fields.surname),
      dateOfBirth,
      ...(key ? { key } : {}),
    },
    contact,
    contactAsGiven: { email: stored(APPLICANT_CONTACT_FIELDS.email), phone: stored(APPLICANT_CONTACT_FIELDS.phone) },
    ...(familyKey ? { familyKey } : {}),
    payer: {
      first_name: fields.fatherFirstname || fields.motherFirstname || fields.firstname || 'Parent',
      last_name: fields.fatherSurname || fields.motherSurname || fields.surname || 'Parent',
      email: contact.email ?? '',
      phone: contact.phone ?? stored(APPLICANT_CONTACT_FIELDS.phone),
    },
    parents: {
      father: joined(fields.fatherFirstname, fields.fatherSurname),
      mother: joined(fields.motherFirstname, fields.motherSurname),
    },
    ...(fields.formReference ? { formReference: fields.formReference } : {}),
    placeAppliedFor: ['classAppliedFor', 'campus', 'attendance'].map(answer).filter(Boolean).join(', '),
    answer,
    stored,
  };
}
