import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { FAKE_CHAT_LLM_PATH, FakeChatLlm } from '@icast/fakes';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, resetDatabase } from '../../testing/test-app';
import { improveTextOffline } from './text-improver';
import { MODEL_NOT_USED } from './text-improver.service';
import { BlogAdminModule } from './blog-admin.module';
import { BlogModule } from './blog.module';

const DRAFT = 'our pupils from Elebu visited Ìbàdàn on 12 May.i think it was alot of fun.';
const EDITED = 'Our pupils from Elebu visited Ìbàdàn on 12 May. I think it was a lot of fun.';

describe('Improve with an AI model configured (CHAT_LLM_URL)', () => {
  const provider = new FakeChatLlm();
  let app: NestExpressApplication;
  let cookie: string[];
  const saved = { ...process.env };
  const improve = (text: string) =>
    request(app.getHttpServer()).post('/api/blog/improve').set('Cookie', cookie).send({ text }).expect(200);

  beforeAll(async () => {
    const url = `${await provider.start()}${FAKE_CHAT_LLM_PATH}`;
    // Read from process.env, as the chat's settings are.
    Object.assign(process.env, { CHAT_LLM_URL: url, CHAT_LLM_MODEL: 'fake-model' });
    app = await createContextApp([BlogAdminModule, BlogModule]);
    await resetDatabase(app);
    cookie = await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
    await provider.stop();
    process.env = saved;
  });

  it('tells the editor the button asks the model', async () => {
    const response = await request(app.getHttpServer()).get('/api/blog/improve').set('Cookie', cookie).expect(200);
    expect(response.body).toEqual({ by: 'model' });
  });

  it("sends the post to the model and answers with the model's edit", async () => {
    provider.reply = { status: 200, content: `${EDITED}\n` };
    expect((await improve(DRAFT)).body).toMatchObject({ improvedText: EDITED, by: 'model' });
    const call = provider.calls.at(-1)!;
    expect(call.body.model).toBe('fake-model');
    expect(call.body.messages.at(-1)).toEqual({ role: 'user', content: DRAFT });
    expect(call.body.messages[0]!.content).toContain('Keep every name, place, class name');
  });

  it('falls back to the spelling and style check, and says so, when the model fails', async () => {
    provider.reply = { status: 500, content: 'overloaded' };
    expect((await improve(DRAFT)).body).toMatchObject({
      improvedText: await improveTextOffline(DRAFT),
      by: 'spelling-check',
      notice: MODEL_NOT_USED,
    });
  });

  it("does not use an edit that drops a name or a figure (a model's 'correction' of Ìbàdàn)", async () => {
    provider.reply = { status: 200, content: EDITED.replace('Ìbàdàn', 'Ibadan') };
    expect((await improve(DRAFT)).body).toMatchObject({ by: 'spelling-check', notice: MODEL_NOT_USED });
    provider.reply = { status: 200, content: EDITED.replace('12 May', 'May') };
    expect((await improve(DRAFT)).body).toMatchObject({ by: 'spelling-check', notice: MODEL_NOT_USED });
  });
});

describe('Improve without a model', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    expect(process.env.CHAT_LLM_URL).toBeUndefined();
    app = await createContextApp([BlogAdminModule, BlogModule]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is the spelling and style check, with no notice', async () => {
    const cookie = await staffCookie(app, 'editor');
    const kind = await request(app.getHttpServer()).get('/api/blog/improve').set('Cookie', cookie).expect(200);
    expect(kind.body).toEqual({ by: 'spelling-check' });
    const improved = await request(app.getHttpServer())
      .post('/api/blog/improve')
      .set('Cookie', cookie)
      .send({ text: DRAFT })
      .expect(200);
    expect(improved.body).toMatchObject({ improvedText: await improveTextOffline(DRAFT), by: 'spelling-check' });
  });
});
