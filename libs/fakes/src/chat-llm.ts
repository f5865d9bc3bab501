import { type FakeAnswer, FakeHttpServer, type FakeRequest } from './fake-http-server';

/** Where the fake answers, as an OpenAI-compatible provider does: append it to the base URL for CHAT_LLM_URL. */
export const FAKE_CHAT_LLM_PATH = '/v1/chat/completions';

export interface FakeChatLlmCall {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

/** The numbered passages the model was given (`[1] Title: text` lines of the system message), by number. */
export function passagesOf(call: FakeChatLlmCall): Map<number, string> {
  const system = call.body.messages.find((message) => message.role === 'system')?.content ?? '';
  return new Map([...system.matchAll(/^\[(\d+)\] [^:]*: (.*)$/gm)].map(([, n, text]) => [Number(n), text ?? '']));
}

/**
 * Replies a careless model gives, for testing that the assistant rejects them: each reads the passages it was sent,
 * as a real model does, and gets one thing wrong.
 */
export const MISBEHAVING_REPLIES = {
  /** Phrases passage 1 faithfully but cites nothing. */
  citesNothing: (call: FakeChatLlmCall) => passagesOf(call).get(1) ?? 'We would love to have your child.',
  /** Cites passage 1 but changes its first number (3:00 PM becomes 4:00 PM, ₦5,000 becomes ₦6,000). */
  changesAFigure: (call: FakeChatLlmCall) =>
    `${(passagesOf(call).get(1) ?? '').replace(/\d+/, (digits) => String(Number(digits) + 1))} [1]`,
  /** Cites passage 1 and adds a date and an amount of its own. */
  addsAFigure: (call: FakeChatLlmCall) =>
    `${passagesOf(call).get(1) ?? ''} Fees are ₦250,000 per term, due by 15 January. [1]`,
  /** Cites a passage it was never given. */
  citesAPassageNotGiven: (call: FakeChatLlmCall) => `${passagesOf(call).get(1) ?? ''} [7]`,
  /** Answers faithfully: passage 1's own words, cited. */
  faithful: (call: FakeChatLlmCall) => `${passagesOf(call).get(1) ?? ''} [1]`,
} as const;

export type FakeChatLlmReply =
  | { status: number; content: string }
  | ((call: FakeChatLlmCall) => string)
  /** Not a chat completion at all (a proxy's error page, a changed API). */
  | { status: number; raw: unknown };

/** An OpenAI-compatible chat completions endpoint: records each call and answers with the reply a test sets. */
export class FakeChatLlm extends FakeHttpServer {
  readonly calls: FakeChatLlmCall[] = [];
  reply: FakeChatLlmReply = { status: 200, content: 'UNKNOWN' };

  protected answer({ method, url, authorization, body }: FakeRequest): FakeAnswer {
    if (method !== 'POST' || url !== FAKE_CHAT_LLM_PATH) return { status: 404, body: { error: 'Not found' } };
    const call = { authorization, body: body as FakeChatLlmCall['body'] };
    this.calls.push(call);
    const reply = this.reply;
    if (typeof reply === 'function') return completion(200, reply(call));
    if ('raw' in reply) return { status: reply.status, body: reply.raw };
    return completion(reply.status, reply.content);
  }
}

function completion(status: number, content: string): FakeAnswer {
  return { status, body: { choices: [{ message: { role: 'assistant', content } }] } };
}
