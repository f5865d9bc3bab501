import type { ChatbotReply } from '@icast/contracts';

function isChatbotReply(value: unknown): value is ChatbotReply {
  const reply = value as Partial<ChatbotReply> | null;
  return (
    typeof reply?.text === 'string' &&
    Array.isArray(reply.sources) &&
    reply.sources.every((source) => typeof source?.title === 'string' && typeof source?.path === 'string')
  );
}

/** POST /api/chatbot/bot-response; throws on a network failure, a non-2xx answer or an unexpected shape. */
export async function askAuntyIcast(message: string): Promise<ChatbotReply> {
  const response = await fetch('/api/chatbot/bot-response', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  if (!response.ok) throw new Error(`chatbot answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isChatbotReply(body)) throw new Error('chatbot reply has an unexpected shape');
  return body;
}

export interface VisitorDetails {
  name?: string;
  number: string;
}

/** POST /api/visitor; resolves to the server's error message on a 400 so the form can show it. */
export async function saveVisitor(details: VisitorDetails): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const response = await fetch('/api/visitor', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(details),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    return { ok: false, message: typeof body.message === 'string' ? body.message : 'Please check your details.' };
  } catch {
    return { ok: false, message: 'We could not save your details. You can skip this step.' };
  }
}
