import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { FAKE_CHAT_LLM_PATH, FakeChatLlm, MISBEHAVING_REPLIES, passagesOf } from '@icast/fakes';
import { chatLlmSettingsFrom } from '../../platform/chat-model';
import { figuresIn, rejectionOf } from './chat-llm';
import type { KnowledgeEntry } from './knowledge-base';
import { createTestAppOnEmptyDatabase } from '../../testing/test-app';

describe('chatbot with an LLM provider configured', () => {
  const provider = new FakeChatLlm();
  let app: NestExpressApplication;
  const saved = { ...process.env };
  const ask = (message: string) =>
    request(app.getHttpServer()).post('/api/chatbot/bot-response').send({ message }).expect(200);

  beforeAll(async () => {
    const url = `${await provider.start()}${FAKE_CHAT_LLM_PATH}`;
    Object.assign(process.env, { CHAT_LLM_URL: url, CHAT_LLM_KEY: 'test-key', CHAT_LLM_MODEL: 'fake-model' });
    app = await createTestAppOnEmptyDatabase();
  });

  afterAll(async () => {
    await app.close();
    await provider.stop();
    process.env = saved;
  });

  beforeEach(() => {
    provider.calls.length = 0;
  });

  it('sends the model only the retrieved passages, with the key and model from env', async () => {
    provider.reply = { status: 200, content: 'School closes at 3:00 PM on weekdays [1].' };
    const response = await ask('what time does school close?');
    expect(response.body).toEqual({
      text: 'School closes at 3:00 PM on weekdays [1].',
      sources: [{ title: 'Frequently Asked Questions', path: '/faq' }],
      outcome: 'answered',
    });
    const [call] = provider.calls;
    expect(call?.authorization).toBe('Bearer test-key');
    expect(call?.body.model).toBe('fake-model');
    const system = call?.body.messages[0]?.content ?? '';
    expect(system).toContain('[1] Frequently Asked Questions: School runs from 8:00 AM to 3:00 PM');
    expect(system).not.toContain('uniform shop');
    expect(call?.body.messages[1]).toEqual({ role: 'user', content: 'what time does school close' });
  });

  it('strips markup a provider returns, so no client ever gets executable HTML', async () => {
    provider.reply = {
      status: 200,
      content: '<script>alert(1)</script>Lunch is served daily [1]. <img src=x onerror=alert(2)>',
    };
    const response = await ask('will my child be given lunch');
    expect(response.body.text).toBe('Lunch is served daily [1].');
  });

  it('uses the retrieval answer when the provider fails, says UNKNOWN or cites nothing', async () => {
    for (const reply of [
      { status: 500, content: 'boom' },
      { status: 200, content: 'UNKNOWN' },
      { status: 200, content: 'Lunch is served, trust me.' },
    ]) {
      provider.reply = reply;
      const response = await ask('will my child be given lunch');
      expect(response.body.text).toMatch(/^Yes\. A hot, freshly cooked lunch/);
    }
    expect(provider.calls).toHaveLength(3);
  });

  it.each(Object.entries(MISBEHAVING_REPLIES).filter(([name]) => name !== 'faithful'))(
    'answers from the passage when the model %s',
    async (_name, misbehave) => {
      provider.reply = misbehave;
      const response = await ask('what time does school close?');
      expect(response.body.text).toMatch(/^School runs from 8:00 AM to 3:00 PM/);
      expect(response.body.text).not.toMatch(/\[\d\]|4:00 PM|250,000/);
      expect(response.body.sources).toEqual([{ title: 'Frequently Asked Questions', path: '/faq' }]);
      expect(provider.calls).toHaveLength(1);
    },
  );

  it("uses a faithful model's reply, and gives it only the passages that answer", async () => {
    provider.reply = MISBEHAVING_REPLIES.faithful;
    const response = await ask('how much is the application form?');
    expect(response.body.text).toMatch(/^The application form costs ₦5,000.*\[1\]$/);
    const passages = [...passagesOf(provider.calls[0]!).values()];
    expect(passages.length).toBeGreaterThan(0);
    for (const passage of passages) expect(passage).toMatch(/application form/i);
  });

  it('is not asked about questions the content does not answer, nor for greetings', async () => {
    for (const message of ['Do you offer scholarships?', 'good morning ma', 'e se']) await ask(message);
    expect(provider.calls).toHaveLength(0);
  });

  it('answers from the passage when the provider sends something that is not a chat completion', async () => {
    provider.reply = { status: 200, raw: { error: 'quota exceeded' } };
    const response = await ask('will my child be given lunch');
    expect(response.body.text).toMatch(/^Yes\. A hot, freshly cooked lunch/);
  });

  it('does not call the provider for a question with no confident passage', async () => {
    const response = await ask('qwzx plorbt veem');
    expect(response.body.sources).toEqual([{ title: 'Contact Us', path: '/contacts' }]);
    expect(provider.calls).toHaveLength(0);
  });
});

describe('chatLlmSettingsFrom', () => {
  it('is off without CHAT_LLM_URL and rejects a malformed one', () => {
    expect(chatLlmSettingsFrom({})).toBeUndefined();
    expect(() => chatLlmSettingsFrom({ CHAT_LLM_URL: 'not a url' })).toThrow(/CHAT_LLM_URL must be an http\(s\) URL/);
    expect(chatLlmSettingsFrom({ CHAT_LLM_URL: 'https://llm.example/v1/chat/completions' })).toMatchObject({
      model: 'gpt-4o-mini',
      key: undefined,
    });
  });
});

describe('checking a phrased reply against its passages', () => {
  const passage = (answer: string) => ({ answer }) as KnowledgeEntry;

  it('reads figures across wordings: amounts, phone numbers, number words, months', () => {
    expect([...figuresIn('The form costs ₦5,000 [1].')]).toEqual(['5000']);
    expect(figuresIn('Call 0803 512 4471 from Monday')).toEqual(new Set(['08035124471', 'monday']));
    expect(figuresIn('five simple steps in the First Term')).toEqual(new Set(['5', '1']));
    expect(figuresIn('you may pay at 08:00')).toEqual(new Set(['8', '0']));
  });

  it('rejects no citation, a citation out of range and a figure the cited passages lack', () => {
    const passages = [passage('School runs from 8:00 AM to 3:00 PM.'), passage('The form costs ₦5,000.')];
    expect(rejectionOf('School runs from 8 AM to 3 PM.', passages)).toBe('it cites no passage');
    expect(rejectionOf('School runs from 8 AM to 3 PM [3].', passages)).toBe('it cites a passage it was not given');
    expect(rejectionOf('School closes at 4 PM [1].', passages)).toBe('it states 4, which its passages do not');
    expect(rejectionOf('The form costs ₦5,000 [1].', passages)).toMatch(/it states 5000/);
    expect(rejectionOf('From 8 AM to 3 PM [1]; the form is ₦5,000 [2].', passages)).toBeUndefined();
  });
});
