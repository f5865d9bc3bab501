import {
  ABOUT,
  bannerFor,
  CHAT_PERSONA,
  FAQS,
  formatNaira,
  renderFaqAnswer,
  SCHOOL_SECTIONS,
  SITE,
  type Faq,
} from '@icast/content';
import type { AdmissionsConfig } from '../config/app-config';

/** One passage the assistant can answer with, and the page a parent can read more on. */
export interface KnowledgeEntry {
  id: string;
  /** The question(s) this passage answers: boosted in ranking. */
  question: string;
  /** Words parents use for the topic that the question and answer may not contain. */
  keywords: string;
  answer: string;
  source: { title: string; path: string };
}

/**
 * Extra words per FAQ, so a parent's own phrasing finds the passage. They describe the topic; they are not
 * copies of test questions (the accuracy test keeps its own held-out phrasings).
 */
const FAQ_KEYWORDS: Record<string, string> = {
  'school-hours': 'closing time dismissal close closes start starts begin resumption time school day daily timetable',
  'office-hours-contact': 'office open phone number call email mail reach contact telephone saturday message',
  'academic-terms': 'terms term calendar session holidays vacation resumption september january may break',
  'ages-and-sections': 'age ages old years admit child son daughter eligible section class level',
  'creche-daycare': 'creche daycare baby babies toddler infant months care working parents',
  'campuses-and-visits':
    'campus campuses location located address branch visit tour come see look around before open day elebu elewura',
  'hostel-boarding': 'boarding hostel boarder dormitory stay live in sleep school accommodation',
  'how-to-apply': 'apply admission enrol enroll register registration steps process procedure get a place',
  'application-form-fee': 'fee fees price cost how much amount naira application form charge',
  'how-to-pay': 'pay payment paystack card transfer ussd bank online pay for form',
  'download-forms': 'download forms pdf after payment print get form reference',
  'online-application': 'online apply internet website digital paper form sections',
  'admission-decision':
    'decision outcome wait waiting days admission status hear back reply accepted successful offer got in',
  'admission-requirements': 'documents requirements passport photographs birth certificate bring needed papers',
  transport: 'bus buses transport pick pickup drop ride driver route school bus home collect',
  uniforms: 'uniform uniforms wear dress clothes shoes buy outfit',
  meals: 'food meals lunch eat feeding snack breakfast dining nutrition',
  security: 'safe safety security guards cctv protect secure gate clinic nurse',
  curriculum: 'curriculum syllabus british nigerian teach subjects lessons method',
  'national-exams': 'exam exams examination waec wassce jssce neco external certificate',
  extracurriculars: 'activities clubs sports extracurricular coding debate football after school hobbies',
  'parent-portal': 'portal login check results report card parent access sign in',
};

function pageSource(path: string): { title: string; path: string } {
  return { title: path === '/' ? 'Home' : (bannerFor(path)?.title ?? SITE.fullName), path };
}

function faqEntry(faq: Faq, admissions: AdmissionsConfig): KnowledgeEntry {
  const vars = { fee: formatNaira(admissions.applicationFeeNaira), validityDays: admissions.formValidityDays };
  return {
    id: faq.id,
    question: faq.question,
    keywords: FAQ_KEYWORDS[faq.id] ?? '',
    answer: renderFaqAnswer(faq.answer, vars),
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

/** Every passage: the 22 FAQs (fee and validity from the API config), the sections and the school itself. */
export function buildKnowledgeBase(admissions: AdmissionsConfig): KnowledgeEntry[] {
  return [...FAQS.map((faq) => faqEntry(faq, admissions)), ...sectionEntries(), ...schoolEntries()];
}
