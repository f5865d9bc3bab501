import { SITE } from './site';

export type ChatRole = 'user' | 'model';

export interface ChatMessage {
  role: ChatRole;
  text: string;
}

export const CHAT_PERSONA = {
  name: 'Aunty ICAST',
  alias: 'Aunty Funky',
  greeting:
    "Hello, and welcome to ICAST Schools! I'm Aunty ICAST, though the children call me Aunty Funky. " +
    'Ask me about admissions, school hours, fees for the application form, the hostel, our two campuses or ' +
    'anything else about the school.',
  /** Shown in the input box. */
  inputPlaceholder: 'Type your question...',
  /** The bot bubble shown while the reply is on its way. */
  thinkingText: 'Thinking...',
  /** Replaces the placeholder when the call fails. */
  errorText: 'Oops! Something went wrong. Please try again later.',
  /** The reply is shown this long after it arrives. */
  replyDelayMs: 600,
} as const;

export const CHAT_THINKING_TEXT = CHAT_PERSONA.thinkingText;
export const CHAT_ERROR_TEXT = CHAT_PERSONA.errorText;
/** Shown when the chat window's own code could not be downloaded (a dropped connection). */
export const CHAT_UNAVAILABLE_TEXT =
  'Aunty ICAST could not open just now. Please check your connection, then press the chat button to try again.';
export const CHAT_REPLY_DELAY_MS = CHAT_PERSONA.replyDelayMs;

/**
 * Words a parent may use for the same idea, for retrieval. Each group is a set of equivalents:
 * a question containing any member also matches text containing the others.
 */
export const CHAT_SYNONYMS: readonly (readonly string[])[] = [
  ['creche', 'crèche', 'daycare', 'day care', 'nursery', 'toddler', 'baby', 'babies', 'preschool', 'playgroup'],
  ['kindergarten', 'kindagarten', 'kg', 'nursery 1', 'nursery 2', 'reception'],
  ['boarding', 'hostel', 'boarder', 'boarders', 'dormitory', 'live in'],
  ['fee', 'fees', 'price', 'cost', 'costs', 'how much', 'amount', 'charge', 'tuition', 'naira'],
  ['close', 'closing', 'closes', 'end', 'ends', 'dismissal', 'pick up', 'pickup', 'close of school'],
  ['open', 'opening', 'opens', 'resume', 'resumption', 'start', 'starts', 'begin', 'resuming'],
  [
    'apply',
    'application',
    'admission',
    'admissions',
    'enrol',
    'enroll',
    'enrolment',
    'enrollment',
    'register',
    'registration',
  ],
  ['form', 'forms', 'application form', 'download'],
  ['pay', 'payment', 'paystack', 'card', 'transfer', 'ussd', 'bank'],
  ['term', 'terms', 'session', 'calendar', 'holiday', 'holidays', 'vacation'],
  ['hours', 'time', 'times', 'timing', 'schedule', 'what time'],
  ['address', 'location', 'located', 'where', 'campus', 'campuses', 'branch', 'branches', 'direction', 'directions'],
  ['phone', 'call', 'number', 'telephone', 'contact', 'whatsapp', 'email', 'e-mail', 'reach'],
  ['visit', 'tour', 'see the school', 'come around', 'inspect', 'open day'],
  ['secondary', 'jss', 'jss1', 'jss2', 'jss3', 'ss1', 'ss2', 'ss3', 'senior', 'junior', 'college', 'high school'],
  ['primary', 'grade', 'basic', 'primary 1', 'primary 6', 'elementary'],
  ['exam', 'exams', 'examination', 'waec', 'wassce', 'jssce', 'bece', 'neco', 'results'],
  ['food', 'meal', 'meals', 'lunch', 'eat', 'feeding', 'snack'],
  ['uniform', 'uniforms', 'dress', 'wear', 'shoes'],
  ['bus', 'transport', 'school bus', 'pick-up', 'drop-off', 'drop off'],
  ['safe', 'safety', 'security', 'cctv', 'guard', 'guards'],
  ['portal', 'result checker', 'report card', 'login', 'log in', 'sign in'],
  ['curriculum', 'syllabus', 'subjects', 'british', 'nigerian', 'lessons'],
  ['club', 'clubs', 'activities', 'extracurricular', 'sports', 'coding'],
  ['age', 'ages', 'old', 'years old', 'how old'],
  ['requirements', 'documents', 'passport', 'photographs', 'birth certificate', 'what to bring'],
  ['decision', 'result of application', 'status', 'outcome', 'offer', 'accepted'],
];

/** Every synonym of every term that appears in `text` (lower-cased), for widening a retrieval query. */
export function expandSynonyms(text: string): string[] {
  const lower = ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  const found = new Set<string>();
  for (const group of CHAT_SYNONYMS) {
    if (group.some((term) => lower.includes(` ${term} `))) group.forEach((term) => found.add(term));
  }
  return [...found];
}

/** Messages that are only a greeting (matched whole, case-insensitive, ignoring punctuation). */
export const CHAT_GREETING_WORDS = [
  'hi',
  'hello',
  'hey',
  'hiya',
  'good morning',
  'good afternoon',
  'good evening',
  'good day',
  'ekaaro',
  'e kaaro',
  'ekasan',
  'e kaasan',
  'ekaale',
  'e kaale',
  'aunty',
  'hello aunty',
  'hi aunty',
] as const;

export const CHAT_GREETING_REPLIES = [
  'Hello! How can I help you today? You can ask me about admissions, school hours, the hostel or our campuses.',
  'Hi there, you are welcome! What would you like to know about ICAST Schools?',
  'Good to hear from you! Ask me anything about our classes, admissions or school life.',
] as const;

export const CHAT_THANKS_WORDS = [
  'thanks',
  'thank you',
  'thank you so much',
  'thanks a lot',
  'ese',
  'e se',
  'ese gan',
  'ok thanks',
] as const;

export const CHAT_THANKS_REPLIES = [
  'You are most welcome! Is there anything else I can help you with?',
  'My pleasure. Have a lovely day, and do come back if you have more questions.',
  'Anytime! We look forward to welcoming your family to ICAST.',
] as const;

function normaliseShortMessage(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isGreeting(text: string): boolean {
  return (CHAT_GREETING_WORDS as readonly string[]).includes(normaliseShortMessage(text));
}

export function isThanks(text: string): boolean {
  return (CHAT_THANKS_WORDS as readonly string[]).includes(normaliseShortMessage(text));
}

/** The "I don't know" reply. Tokens: {phone}, {email}. */
export const CHAT_FALLBACK_TEMPLATE =
  "I'm sorry, I don't have that information yet. Please call the school office on {phone}, e-mail us at " +
  '{email}, or visit our Contacts page (/contacts), and a member of staff will be glad to help.';

export function chatFallbackText(
  contact: { phone: string; email: string } = { phone: SITE.phones[0] ?? '', email: SITE.email },
): string {
  return CHAT_FALLBACK_TEMPLATE.replace(/\{phone\}/g, contact.phone).replace(/\{email\}/g, contact.email);
}
