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
