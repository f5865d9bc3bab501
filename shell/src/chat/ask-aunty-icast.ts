import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, type ChatbotReply } from '@icast/contracts';

/** The reply is rendered link by link, so an answer of another shape is a failure, not a half-drawn message. */
function isChatbotReply(value: unknown): value is ChatbotReply {
  const reply = value as Partial<ChatbotReply> | null;
  return (
    typeof reply?.text === 'string' &&
    Array.isArray(reply.sources) &&
    reply.sources.every((source) => typeof source?.title === 'string' && typeof source?.path === 'string')
  );
}

/**
 * One question to the chatbot, with the visitor's previous question so a follow-up ("and for boarding?") reads on;
 * rejects when the call fails or the answer has another shape.
 */
export async function askAuntyIcast(message: string, previous?: string): Promise<ChatbotReply> {
  const reply: unknown = await fetchApi(ENDPOINTS.chatbot.reply, {
    body: previous ? { message, previous } : { message },
  });
  if (!isChatbotReply(reply)) throw new Error('chatbot reply has an unexpected shape');
  return reply;
}

/** "Not helpful" under the reply to `question`: the school office sees it on its list. */
export async function markNotHelpful(question: string, previous?: string): Promise<void> {
  await fetchApi(ENDPOINTS.chatbot.feedback, { body: previous ? { question, previous } : { question } });
}
