import { SITE } from '@icast/content';

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
