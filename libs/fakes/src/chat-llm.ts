import { type FakeAnswer, FakeHttpServer, type FakeRequest } from './fake-http-server';

/** Where the fake answers, as an OpenAI-compatible provider does: append it to the base URL for CHAT_LLM_URL. */
export const FAKE_CHAT_LLM_PATH = '/v1/chat/completions';

export interface FakeChatLlmCall {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

/** An OpenAI-compatible chat completions endpoint: records each call and answers with the reply a test sets. */
export class FakeChatLlm extends FakeHttpServer {
  readonly calls: FakeChatLlmCall[] = [];
  reply: { status: number; content: string } = { status: 200, content: 'UNKNOWN' };

  protected answer({ method, url, authorization, body }: FakeRequest): FakeAnswer {
    if (method !== 'POST' || url !== FAKE_CHAT_LLM_PATH) return { status: 404, body: { error: 'Not found' } };
    this.calls.push({ authorization, body: body as FakeChatLlmCall['body'] });
    const content = this.reply.content;
    return { status: this.reply.status, body: { choices: [{ message: { role: 'assistant', content } }] } };
  }
}
