import {
  ABOUT,
  bannerFor,
  CHAT_PERSONA,
  FAQS,
  formatNaira,
  renderFaqAnswer,
  SCHOOL_SECTIONS,
  SITE,
  defaultSiteSettings,
  DEFAULT_SITE_PAGES,
  type FaqVars,
} from '@icast/content';
import {
  SITE_PAGE_KEYS,
  SITE_PAGE_PATHS,
  sitePagePassages,
  type FaqFields,
  type SchoolContacts,
  type SchoolDownload,
  type SiteSettings,
  type SitePageFields,
  type SitePageKey,
} from '@icast/contracts';
import type { AdmissionsConfig } from '../../platform/config/app-config';
import { calendarEntries, type SchoolCalendar } from './school-calendar-knowledge';
import { documentEntries } from './school-documents-knowledge';

/** One passage the assistant can answer with, and the page a parent can read more on. */
export interface KnowledgeEntry {
  id: string;
  /** The question(s) this passage answers: boosted in ranking. */
  question: string;
  /** Words parents use for the topic that the question and answer may not contain. */
  keywords: string;
  answer: string;
  source: { title: string; path: string };
  /**
   * Written by staff for exactly its question: a question that reads as that one (the same topic, the same kind)
   * is answered by it, whatever kind of fact its text states ("School fees depend on the class: call the office"
   * answers "how much is school fees", because that is the answer the school chose to give).
   */
  writtenFor?: 'its question';
}

/**
 * Extra words per FAQ, so a parent's own phrasing finds the passage. They describe the topic; they are not
 * copies of test questions (the accuracy test keeps its own held-out phrasings).
 */
const FAQ_KEYWORDS: Record<string, string> = {
  'school-hours':
    'closing time dismissal close closes start starts begin time school day daily timetable pickup collect morning',
  'office-hours-contact': 'office open phone number call email mail reach contact telephone saturday message',
  'academic-terms':
    'terms term calendar session holidays vacation resumption resume begin start september january may break',
  'ages-and-sections': 'age ages old years admit child son daughter eligible section class level join placed',
  'creche-daycare': 'creche daycare baby babies toddler infant months care working parents',
  'campuses-and-visits':
    'campus campuses location located address branch visit tour come see look around before open day elebu elewura',
  'hostel-boarding': 'boarding hostel boarder dormitory stay live in sleep school accommodation',
  'how-to-apply': 'apply admission enrol enroll register registration steps process procedure get a place',
  'application-form-fee': 'fee fees price cost how much amount naira application form charge sell buy purchase',
  'how-to-pay': 'pay payment paystack card transfer ussd bank online pay for form',
  'download-forms': 'download forms pdf after payment print get form reference see view',
  'online-application': 'online apply internet website digital paper form sections',
  'admission-decision':
    'decision outcome result wait waiting days admission status hear back reply accepted successful offer got in',
  'admission-requirements': 'documents requirements passport photographs birth certificate bring needed papers',
  transport: 'bus buses transport pick drop ride driver route school bus home',
  uniforms: 'uniform uniforms wear dress clothes buy outfit',
  meals: 'food meals lunch eat feeding snack dining nutrition',
  security: 'safe safety security guards cctv protect secure gate clinic nurse',
  curriculum: 'curriculum syllabus british nigerian teach subjects lessons method',
  'national-exams': 'exam exams examination waec wassce jssce external certificate write',
  extracurriculars: 'activities clubs sports extracurricular coding debate football after school hobbies join',
  'parent-portal': 'portal login check results report card parent access sign in online',
};

/** The built-in FAQs' keywords by their question, so a seeded FAQ (stored under a new id) keeps its keywords and id. */
const BUILT_IN_BY_QUESTION = new Map(FAQS.map((faq) => [faq.question, faq.id]));

/** The facts the passages quote, as staff set them: the FAQs the public sees and the school's contact details. */
export interface SiteFacts {
  faqs: Array<Pick<FaqFields, 'question' | 'answer' | 'sourcePath'> & { id: string }>;
  settings: SchoolContacts & Pick<SiteSettings, 'academicYear'>;
  /** The events and the announcement as staff published them, and when they were read (absent: none known). */
  calendar?: SchoolCalendar & { readAt: Date };
  /** The school's documents to download (absent: none known). */
  downloads?: SchoolDownload[];
  /** The edited public pages as saved (the hostel page's rules and fees, ...). */
  pages: Array<{ key: SitePageKey; page: SitePageFields }>;
}

/** What the assistant knows while the edited content cannot be read: libs/content, the defaults staff start from. */
export function builtInFacts(academicYear?: string): SiteFacts {
  return {
    faqs: FAQS,
    settings: defaultSiteSettings(academicYear),
    pages: SITE_PAGE_KEYS.map((key) => ({ key, page: DEFAULT_SITE_PAGES[key] })),
  };
}

function pageSource(path: string): { title: string; path: string } {
  return { title: path === '/' ? 'Home' : (bannerFor(path)?.title ?? SITE.fullName), path };
}

/** What the site does today that a passage may promise; off, the promise is left out of the assistant's answers. */
export interface ChatFeatures {
  /** The API sends e-mail (SMTP_URL is set): payment receipts go out by e-mail. */
  emailReceipts: boolean;
}

/** Clauses promising an e-mail ("and an e-mail receipt", "and we e-mail you a receipt (a PDF) with ..."). */
const EMAIL_PROMISE = /,? and (an e-?mail receipt|we e-?mail you [^.]*)/gi;

/** The passage without promises of messages the site does not send with these features. */
export function withoutUnkeptPromises(text: string, features: ChatFeatures): string {
  return features.emailReceipts ? text : text.replace(EMAIL_PROMISE, '');
}

/** The facts a text's `{fee}`, `{validityDays}`, `{academicYear}`, `{phones}` and `{email}` stand for. */
function factsOf(settings: SiteFacts['settings'], admissions: AdmissionsConfig) {
  return {
    fee: formatNaira(admissions.applicationFeeNaira),
    validityDays: admissions.formValidityDays,
    academicYear: settings.academicYear,
    phones: settings.phones,
    email: settings.emails[0],
  };
}

function faqEntry(
  faq: SiteFacts['faqs'][number],
  settings: SiteFacts['settings'],
  admissions: AdmissionsConfig,
  features: ChatFeatures,
): KnowledgeEntry {
  const vars = factsOf(settings, admissions);
  const builtInId = BUILT_IN_BY_QUESTION.get(faq.question);
  return {
    id: builtInId ?? `faq-${faq.id}`,
    question: faq.question,
    keywords: (builtInId && FAQ_KEYWORDS[builtInId]) ?? '',
    answer: withoutUnkeptPromises(renderFaqAnswer(faq.answer, vars), features),
    source: pageSource(faq.sourcePath),
  };
}

function sectionEntries(): KnowledgeEntry[] {
  return SCHOOL_SECTIONS.map((section) => ({
    id: `section-${section.id}`,
    question: `Tell me about the ${section.name}`,
    keywords: `${section.name} ${section.id} ${section.classes}`,
    answer:
      `${section.summary} It takes children aged ${section.ages}: ${section.classes}.` +
      (section.hours ? ` Hours: ${section.hours}.` : ''),
    source: pageSource(section.route),
  }));
}

/**
 * The blocks of the edited pages whose words staff changed from the school's first text (libs/content): what the
 * chat did not know before. The first text stays out: the FAQs already answer those topics, and the answers were
 * measured on them (the evaluation set), so an unedited page's paragraph never outranks the FAQ written for it.
 */
function pageEntries(pages: SiteFacts['pages'], vars: FaqVars): KnowledgeEntry[] {
  return pages.flatMap(({ key, page }) => {
    const first = new Map(sitePagePassages(DEFAULT_SITE_PAGES[key]).map((passage) => [passage.anchor, passage.text]));
    return sitePagePassages(page)
      .filter((passage) => passage.text.trim() !== '' && first.get(passage.anchor) !== passage.text)
      .map((passage) => ({
        id: `page-${key}-${passage.anchor}`,
        question: `${passage.heading} (${page.title})`,
        keywords: `${key} ${page.title}`,
        // The admission steps name the fee and the form's validity by token, as the FAQs do.
        answer: renderFaqAnswer(passage.text, vars),
        source: pageSource(SITE_PAGE_PATHS[key]),
      }));
  });
}

function schoolEntries(): KnowledgeEntry[] {
  return [
    {
      id: 'about-school',
      question: 'Tell me about ICAST Schools. When was the school founded?',
      keywords: 'history founded established since when mission vision values about icast',
      answer: `${SITE.description} Our mission: ${ABOUT.mission}`,
      source: pageSource('/about'),
    },
    {
      id: 'assistant',
      question: `Who are you? Are you ${CHAT_PERSONA.name} or ${CHAT_PERSONA.alias}?`,
      keywords: 'who are you your name aunty funky icast assistant bot robot',
      answer: CHAT_PERSONA.greeting,
      source: pageSource('/faq'),
    },
  ];
}

/**
 * Every passage but the staff answers: the FAQs the public sees (fee and validity from the API config, phones,
 * e-mail and academic year from the site settings), the sections, the school itself, and the school's events and
 * announcement.
 */
export function buildKnowledgeBase(
  admissions: AdmissionsConfig,
  features: ChatFeatures = { emailReceipts: false },
  facts: SiteFacts = builtInFacts(admissions.academicYear),
): KnowledgeEntry[] {
  const faqs = facts.faqs.map((faq) => faqEntry(faq, facts.settings, admissions, features));
  const calendar = facts.calendar ? calendarEntries(facts.calendar, facts.settings, facts.calendar.readAt) : [];
  return [
    ...faqs,
    ...sectionEntries(),
    ...schoolEntries(),
    ...pageEntries(facts.pages, factsOf(facts.settings, admissions)),
    ...calendar,
    ...documentEntries(facts.downloads ?? []),
  ];
}

/** Where a staff answer points: it was written by the office, so the office is its source. */
export const STAFF_ANSWER_SOURCE = { title: 'Answered by the school office', path: '/contacts' };

/** A question staff answered from the dashboard, searched like any passage. */
export function staffAnswerEntry(answer: { _id: string; question: string; answer: string }): KnowledgeEntry {
  return {
    id: `staff-${answer._id}`,
    question: answer.question,
    keywords: '',
    answer: answer.answer,
    source: STAFF_ANSWER_SOURCE,
    writtenFor: 'its question',
  };
}
