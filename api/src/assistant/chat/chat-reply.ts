import type { ChatbotReply, SchoolContacts } from '@icast/contracts';
import type { AskedQuestion } from './conversation';
import { CHAT_CLARIFY_TEXT, chatFallbackText, contactsSentence, openingReply, type SmallTalk } from './small-talk';

export const CONTACT_SOURCE = { title: 'Contact Us', path: '/contacts' };

type Source = ChatbotReply['sources'][number];

/** One question of the message and, when it was answered, the answer's text and sources. */
export interface QuestionReply {
  asked: AskedQuestion;
  answer?: { text: string; sources: Source[] };
}

/**
 * The reply is plain text for a text renderer. A provider could still send markup; strip it so no client,
 * including the original site's (which rendered the reply as HTML), ever receives executable HTML.
 */
export function toPlainText(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .trim();
}

/** The visitor's words, quoted back in a flag: plain text, on one line, not too long. */
function quoted(text: string): string {
  const plain = toPlainText(text).replace(/\s+/g, ' ');
  return `"${plain.length > 80 ? `${plain.slice(0, 77)}...` : plain}"`;
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}

/**
 * One reply to the whole message: each answer once, then the questions without an answer flagged with the school's
 * contacts (`contact`, as staff set them); the honest fallback when nothing was answered; a request for more when no
 * question could be made out.
 */
export function composeReply(
  opening: SmallTalk | undefined,
  replies: QuestionReply[],
  contact: SchoolContacts,
): ChatbotReply {
  const greet = (text: string) => [openingReply(opening), text].filter(Boolean).join(' ');
  // A fragment with no topic ("please help") beside real questions is not a question of its own.
  const questions = replies.filter((reply) => reply.answer || reply.asked.read.topic.length > 0);
  if (questions.length === 0) return { text: greet(CHAT_CLARIFY_TEXT), sources: [], outcome: 'not-answered' };
  const answered = questions.filter((reply) => reply.answer);
  const unanswered = questions.filter((reply) => !reply.answer);
  if (answered.length === 0) {
    return { text: greet(chatFallbackText(contact)), sources: [CONTACT_SOURCE], outcome: 'not-answered' };
  }
  const texts = uniqueBy(
    answered.map((reply) => reply.answer!.text),
    (text) => text,
  );
  const sources = uniqueBy(
    answered.flatMap((reply) => reply.answer!.sources),
    (source) => source.path + source.title,
  );
  if (unanswered.length === 0) return { text: greet(texts.join('\n\n')), sources, outcome: 'answered' };
  const flag =
    `I don't have an answer to ${unanswered.map((reply) => quoted(reply.asked.text)).join(' or ')} yet. ` +
    contactsSentence(contact);
  return {
    text: greet([...texts, flag].join('\n\n')),
    sources: uniqueBy([...sources, CONTACT_SOURCE], (source) => source.path + source.title),
    outcome: 'partly-answered',
  };
}
