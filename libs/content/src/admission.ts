import { APPLICATION_STATUS_VALUES, type ApplicationStatusValue, applicationStatusLabel } from '@icast/contracts';

/** Days within which the school gives an admission decision after receiving a complete application. */
export const ADMISSION_DECISION_DAYS = 40;

export interface AdmissionStep {
  id: number;
  title: string;
  content: string;
}

/**
 * The accordion on /admission: one step open at a time, step 1 open first. `{validityDays}` is filled from the API's
 * payment config where shown (`renderFaqAnswer`), so the page never states a validity the API does not apply.
 */
export const ADMISSION_STEPS: AdmissionStep[] = [
  {
    id: 1,
    title: 'Obtain the Application Form',
    content:
      'Pay for the application form online by card, bank transfer or USSD, then download it straight away; ' +
      'you may also apply online instead. Forms can also be bought at the school office on either campus. ' +
      'A form is valid for {validityDays} days from payment.',
  },
  {
    id: 2,
    title: 'Fill in the Application Form',
    content:
      "Complete every section carefully: the child's details, the father's and mother's details, and the " +
      "questions about home life and health. Attach four recent passport photographs, a copy of the child's " +
      'birth certificate and the last school report, if any.',
  },
  {
    id: 3,
    title: 'Submit the Application',
    content:
      'Return the completed form and documents in person at the school office on the Elebu or Elewura campus ' +
      '(8:00-18:00, Monday to Saturday), or submit your application online. You will receive an application ' +
      'reference to keep.',
  },
  {
    id: 4,
    title: 'Follow Up',
    content:
      'Call or visit the admissions office to book an entrance assessment and a short meeting with the head of ' +
      'section. Assessments are friendly and age-appropriate; for the youngest children it is simply an ' +
      'informal play session. You can check your application status online with your reference at any time.',
  },
  {
    id: 5,
    title: 'Receive the Decision',
    content:
      `We give every family a decision within ${ADMISSION_DECISION_DAYS} days of receiving the completed ` +
      'application. Successful applicants receive an offer letter with the fee schedule, the uniform list and ' +
      'the resumption date.',
  },
];

/** What a family brings with the completed form (shown on /application). */
export const ADMISSION_REQUIREMENTS: string[] = [
  'Completed application form',
  '4 recent passport photographs',
  "Photocopy of the child's birth certificate or age declaration",
  'Last two school reports or transfer letter (Primary 2 upwards and all secondary classes)',
  'Immunisation record (daycare, kindergarten and primary)',
  "Photocopy of a parent's or guardian's valid means of identification",
  'The reference of the paid application form (on its receipt): give it on the online form or with the paper form',
];

export interface ApplicationProcessStep {
  id: 'purchase-form' | 'complete-application' | 'submit-documents' | 'admission-review';
  title: 'Purchase Form' | 'Complete Application' | 'Submit Documents' | 'Admission Review';
  text: string;
}

/** The four-step process on /application. */
export const APPLICATION_PROCESS: ApplicationProcessStep[] = [
  {
    id: 'purchase-form',
    title: 'Purchase Form',
    text: 'Pay the application fee securely online with your card, a bank transfer or USSD.',
  },
  {
    id: 'complete-application',
    title: 'Complete Application',
    text: 'Download and fill the form, or complete the application online section by section.',
  },
  {
    id: 'submit-documents',
    title: 'Submit Documents',
    text: 'Bring or upload the required documents, including 4 recent passport photographs.',
  },
  {
    id: 'admission-review',
    title: 'Admission Review',
    text: `We assess your child and give you a decision within ${ADMISSION_DECISION_DAYS} days.`,
  },
];

export interface ApplicationStatusInfo {
  value: ApplicationStatusValue;
  label: string;
  /** What the status means for the family, shown on the status lookup and the family's page. */
  explanation: string;
}

/** The family's words for each status of the one table (`APPLICATION_STATUSES` in contracts). */
export const APPLICATION_STATUS_EXPLANATIONS: Record<ApplicationStatusValue, string> = {
  received:
    'We have received your application. Open your application page to send the documents and book the entrance ' +
    `assessment. You will have a decision within ${ADMISSION_DECISION_DAYS} days.`,
  under_review:
    "Your child's application is being reviewed by the head of section. No action is needed from you for now; " +
    'we will tell you when the decision is made.',
  assessment_booked:
    "Your child's entrance assessment is booked. Please come on time with the child; the decision follows the " +
    'assessment.',
  offered:
    'Congratulations! Your child is offered a place. Accept it by paying the acceptance fee on your application ' +
    'page before the deadline, or tell us if you decline. The offer letter is on the page.',
  waitlisted:
    'Your child has met our requirements, but the class is currently full. Your child is on the waiting list ' +
    'and we will tell you as soon as a place becomes available.',
  declined:
    'We are sorry that we cannot offer a place this time. Please contact the admissions office if you would ' +
    'like feedback or to discuss applying for another class or term.',
  accepted:
    'Your child has a place: we received the acceptance fee. The admissions office will send the fee schedule, ' +
    'uniform list and resumption date.',
  offer_declined: 'You declined the place offered. Thank you for telling us; we wish your child every success.',
  offer_expired:
    'The offer has expired because the acceptance fee was not paid by its deadline. Please call the admissions ' +
    'office if you still want a place.',
  merged:
    'The school received this application twice and has joined it with the other one for the same child. ' +
    'Nothing more is needed for this one; please call the admissions office if you think this is a mistake.',
};

export function applicationStatusInfo(status: string): ApplicationStatusInfo | undefined {
  const value = APPLICATION_STATUS_VALUES.find((candidate) => candidate === status);
  return value
    ? { value, label: applicationStatusLabel(value), explanation: APPLICATION_STATUS_EXPLANATIONS[value] }
    : undefined;
}

export interface DownloadableForm {
  id: 'icast_form_1' | 'icast_form_2';
  title: string;
  description: string;
  /** The name the file is saved under: what it is, with the school's name, so two downloads never collide. */
  fileName: string;
}

/** The two PDF forms a paid reference can download (`paidForms.file`; the original site's `paidForms.download`). */
export const DOWNLOADABLE_FORMS: DownloadableForm[] = [
  {
    id: 'icast_form_1',
    title: 'Application Form',
    description: "The admission application form: the child's details, parents' details, home and health.",
    fileName: 'ICAST-application-form.pdf',
  },
  {
    id: 'icast_form_2',
    title: 'Medical and Consent Form',
    description: "The child's medical history, immunisations and the parent's consent for care and excursions.",
    fileName: 'ICAST-medical-and-consent-form.pdf',
  },
];
