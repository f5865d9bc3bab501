import { judge, type Judgement } from './answerability';
import { plainLowerCase, stem } from './question-text';
import type { KnowledgeIndex, ReadQuestion } from './retrieval';
import { smallTalkOf, splitOpening, type SmallTalk } from './small-talk';
import { SECTION_WORDS } from './synonyms';

/** At most this many questions of one message are searched for; any more are flagged like unanswered ones. */
export const MAX_QUESTIONS_PER_MESSAGE = 5;

/** One question of a message, read (with the one before it when it is a follow-up) and judged. */
export interface AskedQuestion {
  /** As the visitor typed it. */
  text: string;
  /** For the staff list: the text, and the question it follows when it was read with it. */
  asked: string;
  read: ReadQuestion;
  judgement: Judgement;
}

export interface UnderstoodMessage {
  /** A greeting or thanks that opened the message (answered in a few words before the answers). */
  opening?: SmallTalk;
  /** The message was only small talk. */
  smallTalk?: SmallTalk;
  questions: AskedQuestion[];
}

/** How a follow-up is listed for staff, so "how much?" is read with the question it followed. */
export function withContext(question: string, previous: string | undefined): string {
  return previous ? `${question} (after "${previous}")` : question;
}

/** Sentence ends, and line breaks: "How much is the form? Do you have a hostel" is two questions. */
function sentences(message: string): string[] {
  return message
    .split(/[?!;\n]+|\.(?=\s|$)/)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part));
}

/** "... and when do you resume" without a question mark: split where "and" starts a new question. */
const AND_NEW_QUESTION =
  /\s+(?:and|also|then)\s+(?=(?:what|when|where|how|which|who|why|do|does|did|is|are|can|could|will|wetin|una|abeg)\b)/i;

/** Openings that make a question a follow-up of the one before: "and for boarding?", "what about primary?". */
const FOLLOW_UP_OPENING = /^(and|what about|how about|what of|for|also|then|but|same for|abi|ok and)\b/;
const FOLLOW_UP_ENDING = /\b(nko|too|as well|also)$/;

/** The follow-up read with the question before it: its words and kind first, the earlier topic filling in. */
function withPrevious(asked: ReadQuestion, previous: ReadQuestion): ReadQuestion {
  const current = asked.impliedTopic ? { ...asked, topic: [] } : asked;
  const replacesSection = current.topic.some((word) => SECTION_WORDS.has(word));
  const carried = previous.topic.filter((word) => !(replacesSection && SECTION_WORDS.has(word)));
  const carriedWords = previous.words.filter((word) => !(replacesSection && SECTION_WORDS.has(stem(word))));
  return {
    words: [...current.words, ...carriedWords],
    topic: [...new Set([...current.topic, ...carried])],
    kind: current.kind !== 'general' ? current.kind : previous.kind,
  };
}

function looksLikeFollowUp(text: string, read: ReadQuestion): boolean {
  const plain = plainLowerCase(text);
  return read.topic.length === 0 || read.impliedTopic || FOLLOW_UP_OPENING.test(plain) || FOLLOW_UP_ENDING.test(plain);
}

/**
 * One question, with the question before it when it reads as a follow-up: an elliptic one ("and for boarding?",
 * "how much?") always, a short one that cannot be answered alone when the pair can be.
 */
function askQuestion(index: KnowledgeIndex, text: string, previousText: string | undefined): AskedQuestion {
  const own = index.read(text);
  const alone = { text, asked: text, read: own, judgement: judge(index, own) };
  if (!previousText) return alone;
  const previous = index.read(previousText);
  if (previous.topic.length === 0 || previous.impliedTopic) return alone;
  const elliptic = looksLikeFollowUp(text, own);
  const short = own.topic.length <= 2 && own.words.length <= 6;
  if (!elliptic && !(short && alone.judgement.verdict === 'none')) return alone;
  const read = withPrevious(own, previous);
  const together = { text, asked: withContext(text, previousText), read, judgement: judge(index, read) };
  return elliptic || together.judgement.verdict !== 'none' ? together : alone;
}

/** The questions of one message: a greeting or thanks set aside, each sentence (or "... and when ...") its own. */
export function understand(index: KnowledgeIndex, message: string, previous?: string): UnderstoodMessage {
  const smallTalk = smallTalkOf(message);
  if (smallTalk) return { smallTalk, questions: [] };
  const { opening, rest } = splitOpening(message);
  const parts = sentences(rest).filter((part) => !smallTalkOf(part));
  if (parts.length === 0) return { smallTalk: opening ?? 'greeting', questions: [] };

  const questions: AskedQuestion[] = [];
  let before = previous;
  for (const part of parts) {
    if (questions.length >= MAX_QUESTIONS_PER_MESSAGE) {
      questions.push(notSearched(index, part));
      continue;
    }
    let pieces = part.split(AND_NEW_QUESTION);
    if (pieces.length === 1) {
      const whole = askQuestion(index, part, before);
      pieces = whole.judgement.verdict === 'none' ? joinedByAnd(index, part) : [part];
      if (pieces.length === 1) {
        questions.push(whole);
        before = part;
        continue;
      }
    }
    for (const piece of pieces) {
      questions.push(askQuestion(index, piece, before));
      before = piece;
    }
  }
  return { opening, questions };
}

/** "hostel and school bus", unanswerable as one, is two questions when each side can be answered on its own. */
function joinedByAnd(index: KnowledgeIndex, sentence: string): string[] {
  const byAnd = sentence.split(/\s+and\s+/i);
  const answerable = (piece: string) => judge(index, index.read(piece)).verdict !== 'none';
  return byAnd.length > 1 && byAnd.every(answerable) ? byAnd : [sentence];
}

/** A question past the limit: flagged for the office without a search. */
function notSearched(index: KnowledgeIndex, text: string): AskedQuestion {
  const judgement = { verdict: 'none' as const, answering: [], reason: 'too many questions in one message' };
  return { text, asked: text, read: index.read(text), judgement };
}
