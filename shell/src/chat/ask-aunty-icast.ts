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

/** One question to the chatbot; rejects when the call fails or the answer has another shape. */
export async function askAuntyIcast(message: string): Promise<ChatbotReply> {
  const reply: unknown = await fetchApi(ENDPOINTS.chatbot.reply, { body: { message } });
  if (!isChatbotReply(reply)) throw new Error('chatbot reply has an unexpected shape');
  return reply;
}
