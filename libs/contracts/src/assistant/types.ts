/**
 * Aunty ICAST's shapes beyond the original site's `{message}` -> `{text, sources}`: the conversation's previous
 * question, "Not helpful" feedback and the answers staff write for questions the assistant could not answer.
 */

/**
 * `answered`: every question in the message was answered from the school's content. `partly-answered`: some were,
 * the rest were flagged with the school's contacts. `not-answered`: the honest fallback. `small-talk`: a greeting,
 * thanks or who the assistant is.
 */
export type ChatReplyOutcome = 'answered' | 'partly-answered' | 'not-answered' | 'small-talk';

export const CHAT_LIMITS = { message: 500, staffQuestion: 300, staffAnswer: 2000 } as const;

/** POST /api/chatbot/bot-response. `previous`: the visitor's last question in this chat, so "and for boarding?" reads on. */
export interface ChatbotRequest {
  message: string;
  previous?: string;
}

/** POST /api/chatbot/feedback: the visitor pressed "Not helpful" under the reply to `question`. */
export interface ChatFeedbackRequest {
  question: string;
  previous?: string;
}

/** A question staff answered for the assistant: searched with the built-in content from the moment it is saved. */
export interface StaffAnswer {
  _id: string;
  question: string;
  answer: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * A staff answer as saving it answers: whether Aunty ICAST now gives it for its own question (checked by asking,
 * not assumed), and the listed questions it now answers too, which left the list with the one it was written for.
 */
export interface SavedStaffAnswer extends StaffAnswer {
  answersItsQuestion: boolean;
  alsoAnswered: string[];
}

/** POST /api/chatbot/answers; with `unansweredId` the listed question it answers leaves the list. */
export interface StaffAnswerInput {
  question: string;
  answer: string;
  unansweredId?: string;
}

export interface VisitorRecord {
  _id: string;
  name?: string;
  number: string;
  submittedAt: string;
}

export interface UnansweredQuestion {
  _id: string;
  question: string;
  count: number;
  /** Why it is listed, of `count` times: no answer given, answered without confidence, marked not helpful. */
  reasons: { noAnswer: number; lowConfidence: number; notHelpful: number };
  firstAskedAt: string;
  lastAskedAt: string;
}

/** POST /api/chatbot/bot-response */
export interface ChatbotReply {
  text: string;
  sources: Array<{ title: string; path: string }>;
  /** What the reply is, so the chat offers "Not helpful" on answers only (absent from older servers). */
  outcome?: ChatReplyOutcome;
}

/** The collections the assistant owns (COLLECTIONS composes every context's). */
export const ASSISTANT_COLLECTIONS = {
  visitors: 'visitors',
  unansweredQuestions: 'unanswered_questions',
  chatbotStaffAnswers: 'chatbot_staff_answers',
} as const;
