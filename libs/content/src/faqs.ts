import { APPLICATION_SECTIONS } from '@icast/contracts';
import { ADMISSION_DECISION_DAYS } from './admission';
import { numberInWords } from './plural';
import { SITE } from './site';

/** `Elebu Campus at 14 Elebu Road, off Oluyole Extension, and Elewura Campus at ...` */
const CAMPUSES_TEXT = SITE.addresses
  .map((address) => `${address.label} at ${address.line.replace(/, Ibadan, Oyo State$/, '')}`)
  .join(', and ');

export type FaqCategory = 'admissions' | 'fees' | 'academics' | 'hostel' | 'daily-life' | 'general';

/** Site pages an FAQ can point to (routes from the product spec). */
export type FaqSourcePath =
  | '/'
  | '/about'
  | '/kindagarten'
  | '/primary'
  | '/secondary'
  | '/admission'
  | '/portal'
  | '/book-a-tour'
  | '/online-application'
  | '/activities'
  | '/facilities'
  | '/hostel'
  | '/faq'
  | '/contacts'
  | '/payment'
  | '/application'
  | '/application-purchase'
  | '/payment_success'
  | '/gallery-page';

export interface Faq {
  /** Stable slug, also usable as an anchor on /faq. */
  id: string;
  question: string;
  /** May contain `{fee}`, `{validityDays}`, `{academicYear}`, `{phones}` and `{email}`: render with `renderFaqAnswer`. */
  answer: string;
  category: FaqCategory;
  /** The page that covers the topic in full (the chat assistant links to it). */
  sourcePath: FaqSourcePath;
}

export interface FaqVars {
  /** Display text of the configured application fee, e.g. `₦5,000`. */
  fee: string;
  validityDays: number | string;
  /** The school's current facts as staff set them; SITE's when not given. */
  academicYear?: string;
  phones?: readonly string[];
  email?: string;
}

/**
 * The fee and validity until the API's payment config answers (or when it cannot): where to find them instead of a
 * figure that may not be the configured one.
 */
export const PAYMENT_NOT_YET_KNOWN: Pick<FaqVars, 'fee' | 'validityDays'> = {
  fee: 'the fee shown on the Payment page',
  validityDays: 'a limited number of',
};

const FAQ_TOKENS = /\{(fee|validityDays|academicYear|phones|email)\}/g;
type FaqToken = 'fee' | 'validityDays' | 'academicYear' | 'phones' | 'email';

/** `0803 512 4471 or 0805 638 2190`. */
const joinPhones = (phones: readonly string[]) =>
  phones.length > 1 ? `${phones.slice(0, -1).join(', ')} or ${phones[phones.length - 1]}` : (phones[0] ?? '');

/** Fills the tokens an answer may hold; any other `{token}` is left as it is. */
export function renderFaqAnswer(answer: string, vars: FaqVars): string {
  const values: Record<FaqToken, string> = {
    fee: vars.fee,
    validityDays: String(vars.validityDays),
    academicYear: vars.academicYear ?? SITE.academicYear,
    phones: joinPhones(vars.phones ?? SITE.phones),
    email: vars.email ?? SITE.email,
  };
  return answer.replace(FAQ_TOKENS, (_match, token: FaqToken) => values[token]);
}

/** The 22 questions on /faq, in display order. They are also the chat assistant's main knowledge. */
export const FAQS: Faq[] = [
  {
    id: 'school-hours',
    question: 'What time does school open and close?',
    answer:
      'School runs from 8:00 AM to 3:00 PM, Monday to Friday. Gates open at 7:15 AM, and pupils should arrive ' +
      'by 7:45 AM to be ready for assembly at 8:00 AM. The kindergarten full-time day ends at 2:00 PM, and ' +
      'the creche and preschool offer care from 7:30 AM until 5:00 PM for working parents. Supervised ' +
      'after-school clubs run until 4:30 PM on club days.',
    category: 'daily-life',
    sourcePath: '/faq',
  },
  {
    id: 'office-hours-contact',
    question: 'How can I contact the school, and when is the office open?',
    answer:
      `The school office is open from ${SITE.openingHours.open} to ${SITE.openingHours.close}, Monday to ` +
      'Saturday. You can call us on {phones}, e-mail {email}, or send a message ' +
      'through the form on our Contacts page. You are also welcome to walk in to either campus during office hours.',
    category: 'general',
    sourcePath: '/contacts',
  },
  {
    id: 'academic-terms',
    question: 'How is the school year arranged?',
    answer:
      'The academic year (currently {academicYear}) has three terms: the First Term from September to ' +
      'December, the Second Term from January to April, and the Third Term from May to July. Each term has a short ' +
      'mid-term break, and exact resumption and vacation dates are sent to parents at the end of every term.',
    category: 'academics',
    sourcePath: '/faq',
  },
  {
    id: 'ages-and-sections',
    question: 'What ages do you admit into each section?',
    answer:
      'Daycare (creche and preschool) takes children from 6 months to 3 years. Kindergarten (Nursery 1 and 2) ' +
      'is for ages 3 to 5. Primary school covers Grades 1 to 6, for ages 6 to 11. Secondary school covers ' +
      'Grades 7 to 12 (JSS1 to SS3), for ages 12 to 18. We place children by age and by a short assessment.',
    category: 'admissions',
    sourcePath: '/',
  },
  {
    id: 'creche-daycare',
    question: 'Do you have a creche or daycare for babies and toddlers?',
    answer:
      'Yes. Our daycare looks after babies from 6 months and toddlers up to 3 years, from 7:30 AM to 5:00 PM, ' +
      'Monday to Friday. Children are cared for in small groups by trained caregivers, with regular feeding, ' +
      'nap times, songs, stories and sensory play, and you receive a daily note on how your child ate, slept ' +
      'and played.',
    category: 'general',
    sourcePath: '/kindagarten',
  },
  {
    id: 'campuses-and-visits',
    question: 'Where are your campuses, and can I visit before applying?',
    answer:
      `We have two campuses in Ibadan, Oyo State: ${CAMPUSES_TEXT}. ` +
      'Both offer the same standard of teaching. Parents are ' +
      'very welcome to book a tour: choose a time on the Book a Tour page or call the office, and we will show you the ' +
      'classrooms, facilities and hostel and answer your questions.',
    category: 'general',
    sourcePath: '/book-a-tour',
  },
  {
    id: 'hostel-boarding',
    question: 'Do you have boarding facilities, and who can board?',
    answer:
      'Yes. The ICAST boarding hostel takes primary pupils and secondary students from JSS1 to SS3, in separate ' +
      "boys' and girls' wings inside the school compound. Boarders have resident house parents, supervised " +
      'evening prep, three meals a day plus a snack, a sick bay with a nurse, CCTV and steady solar power. ' +
      'Boarding fees are on the fee schedule; call the office to arrange a visit to the hostel.',
    category: 'hostel',
    sourcePath: '/hostel',
  },
  {
    id: 'how-to-apply',
    question: 'How do I apply for admission?',
    answer:
      'There are five simple steps. 1) Obtain the application form by paying online. 2) Fill it in carefully. ' +
      '3) Submit it in person at either campus office, or apply online. 4) Follow up: call or visit the ' +
      'admissions office to book an entrance assessment. ' +
      `5) Receive our decision within ${ADMISSION_DECISION_DAYS} days of receiving your application.`,
    category: 'admissions',
    sourcePath: '/admission',
  },
  {
    id: 'application-form-fee',
    question: 'How much is the application form?',
    answer:
      'The application form costs {fee}, with no extra processing fee. Once paid, the form is valid for ' +
      '{validityDays} days. Tuition and boarding fees differ by section and are listed on the fee schedule ' +
      'given with the offer of admission; the school office will gladly send you a copy on request.',
    category: 'fees',
    sourcePath: '/application-purchase',
  },
  {
    id: 'how-to-pay',
    question: 'How do I pay for the application form?',
    answer:
      'Pay online on our Payment page through Paystack, a secure Nigerian payment provider. Enter your name, ' +
      'e-mail and phone number, then pay with a debit card, a bank transfer or USSD from your phone. You will ' +
      'get a payment reference, and we e-mail you a receipt (a PDF) with links to download the forms. You can ' +
      'also pay at the school office.',
    category: 'fees',
    sourcePath: '/payment',
  },
  {
    id: 'download-forms',
    question: 'How do I download the forms after paying?',
    answer:
      'As soon as your payment is confirmed, you are taken to the payment confirmation page, where you can ' +
      'download the Application Form and the Medical and Consent Form as PDF files. Keep your payment reference: ' +
      'the forms can be downloaded again with it while the form is valid ({validityDays} days).',
    category: 'admissions',
    sourcePath: '/payment_success',
  },
  {
    id: 'online-application',
    question: 'Can I apply online instead of filling a paper form?',
    answer:
      `Yes. The online application has ${numberInWords(APPLICATION_SECTIONS.length)} short sections: ` +
      `${APPLICATION_SECTIONS.map((section) => `${section.id}, ${section.title.toLowerCase()}`).join('; ')}. ` +
      'Fill each section and press Next; you then check your answers and submit, and get a reference for ' +
      'checking its status.',
    category: 'admissions',
    sourcePath: '/online-application',
  },
  {
    id: 'admission-decision',
    question: 'How long does it take to get an admission decision?',
    answer:
      `We give every family a decision within ${ADMISSION_DECISION_DAYS} days of receiving the completed ` +
      'application, usually after the entrance assessment. You can check progress at any time on the ' +
      'Application Status page with your reference: received, under review, accepted, waiting list or not successful.',
    category: 'admissions',
    sourcePath: '/admission',
  },
  {
    id: 'admission-requirements',
    question: 'What documents do I need for admission?',
    answer:
      "Please bring the completed application form, 4 recent passport photographs, a copy of the child's birth " +
      'certificate, the last two school reports or a transfer letter (from Primary 2 upwards), the ' +
      "immunisation record for younger children, a parent's means of identification, and your payment reference.",
    category: 'admissions',
    sourcePath: '/application',
  },
  {
    id: 'transport',
    question: 'Does the school provide transport?',
    answer:
      'Yes, on a limited number of routes. School buses serve areas close to each campus, including Oluyole, ' +
      'Ring Road and Challenge, with a driver and an attendant on every bus. Seats are limited and booked per ' +
      'term at the school office, so please ask early whether your area is covered.',
    category: 'daily-life',
    sourcePath: '/contacts',
  },
  {
    id: 'uniforms',
    question: 'What uniform do pupils wear, and where do I buy it?',
    answer:
      'Each section has a school uniform, a house sports wear for PE days, and a cardigan for the harmattan ' +
      'season. The full uniform list comes with the offer letter, and uniforms, bags and badges are sold at ' +
      'the school uniform shop on both campuses. Pupils also wear a cultural outfit on Fridays.',
    category: 'daily-life',
    sourcePath: '/faq',
  },
  {
    id: 'meals',
    question: 'Are meals provided?',
    answer:
      'Yes. A hot, freshly cooked lunch is served every school day in the dining hall, from a menu planned with ' +
      'a nutritionist and shared with parents each term. Creche and kindergarten children also get a mid-morning ' +
      'snack. Boarders have three meals a day plus an evening snack. Please tell us about any allergy or diet.',
    category: 'daily-life',
    sourcePath: '/hostel',
  },
  {
    id: 'security',
    question: 'How do you keep the children safe?',
    answer:
      'Both campuses are walled and gated, with trained security guards and CCTV. Visitors sign in at the gate, ' +
      "and younger children are released only to adults holding the family's pick-up card. A nurse is on duty " +
      'in the school clinic, staff are trained in first aid, and the hostel is supervised day and night.',
    category: 'general',
    sourcePath: '/facilities',
  },
  {
    id: 'curriculum',
    question: 'Which curriculum do you follow?',
    answer:
      'We follow the Nigerian national curriculum, enriched with British teaching methods in phonics, reading, ' +
      'mathematics and science. Pupils also learn ICT and coding, French and Yoruba, and creative arts. The ' +
      'result is a strong grounding for Nigerian examinations and for study anywhere in the world.',
    category: 'academics',
    sourcePath: '/primary',
  },
  {
    id: 'national-exams',
    question: 'Which national examinations do students take?',
    answer:
      'Secondary students sit the JSSCE (Junior Secondary School Certificate Examination) at the end of JSS3 and ' +
      'the WASSCE (West African Senior School Certificate Examination) in SS3. We prepare them with regular ' +
      'tests, mock examinations, revision classes and full laboratory practicals.',
    category: 'academics',
    sourcePath: '/secondary',
  },
  {
    id: 'extracurriculars',
    question: 'What activities are there outside the classroom?',
    answer:
      'Plenty! Our clubs and events include the Coding Club, Quiz & Debate Club, football, athletics, ' +
      'taekwondo, choir, art and cultural dance, as well as Sports Day, the Science Fair, Cultural Week and ' +
      'termly excursions. Most clubs run after school on set days at no extra cost.',
    category: 'daily-life',
    sourcePath: '/activities',
  },
  {
    id: 'parent-portal',
    question: 'Is there a portal for parents?',
    answer:
      'Yes. On our Portal page, choose your campus (Elebu or Elewura), the level (Primary or Secondary) and ' +
      'your role (Parent, Staff or Admin), and you will be taken to the right school portal. Parents can see ' +
      'results, report cards and school notices there. Login details are given by the school office at enrolment.',
    category: 'general',
    sourcePath: '/portal',
  },
];
