import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DEFAULT_PRIVACY_NOTICE } from '@icast/content';
import { PRIVACY_NOTICE_FIELD, PRIVACY_NOTICE_UNKNOWN, type PrivacyNoticeVersion } from '@icast/contracts';
import { staffCookie } from '../../testing/staff-session';
import { createContextAppOnEmptyDatabase } from '../../testing/test-app';
import { PrivacyNoticeModule } from './privacy-notice.module';
import { PrivacyNotices } from './privacy-notices.service';

const ADMIN = '/api/privacy-notice/admin/versions';
const text = (words: string) => `## Who we are\n${words} `.padEnd(400, 'x');

describe('the privacy notice', () => {
  let app: NestExpressApplication;
  let editor: string[];
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createContextAppOnEmptyDatabase([PrivacyNoticeModule]);
    editor = await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
  });

  it('starts with the default text as version 1, written by the school', async () => {
    const current = await http().get('/api/privacy-notice').expect(200);
    expect(current.body).toMatchObject({ version: 1, text: DEFAULT_PRIVACY_NOTICE, savedBy: 'The school' });
  });

  it('makes each save a new version and keeps every older one readable', async () => {
    await http()
      .post(ADMIN)
      .set('Cookie', editor)
      .send({ text: text('Second') })
      .expect(201);
    const saved = await http()
      .post(ADMIN)
      .set('Cookie', editor)
      .send({ text: text('Third') })
      .expect(201);
    expect(saved.body).toMatchObject({ version: 3, text: text('Third') });
    expect((await http().get('/api/privacy-notice').expect(200)).body.version).toBe(3);
    expect((await http().get('/api/privacy-notice/versions/1').expect(200)).body.text).toBe(DEFAULT_PRIVACY_NOTICE);
    expect((await http().get('/api/privacy-notice/versions/2').expect(200)).body.text).toBe(text('Second'));
    const all = await http().get(ADMIN).set('Cookie', editor).expect(200);
    expect(all.body.map((item: PrivacyNoticeVersion) => item.version)).toEqual([3, 2, 1]);
    expect(all.body[0].savedBy).toEqual(expect.any(String));
    await http().get('/api/privacy-notice/versions/99').expect(404);
    await http()
      .get(`/api/privacy-notice/versions/${'9'.repeat(200)}`)
      .expect(404);
  });

  it('gives two saves at once two versions, none lost', async () => {
    const before = (await http().get('/api/privacy-notice').expect(200)).body.version as number;
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        http()
          .post(ADMIN)
          .set('Cookie', editor)
          .send({ text: text(`Race ${n}`) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers.map((answer) => answer.body.version).sort()).toEqual([before + 1, before + 2, before + 3]);
  });

  it('lets only editors and admins save, and refuses a text too short or too long with its field', async () => {
    await http()
      .post(ADMIN)
      .send({ text: text('Anyone') })
      .expect(401);
    const admissions = await staffCookie(app, 'admissions');
    await http()
      .post(ADMIN)
      .set('Cookie', admissions)
      .send({ text: text('Admissions') })
      .expect(403);
    const short = await http().post(ADMIN).set('Cookie', editor).send({ text: 'Too short' }).expect(400);
    expect(short.body.errors).toEqual([expect.objectContaining({ field: 'text' })]);
    await http()
      .post(ADMIN)
      .set('Cookie', editor)
      .send({ text: 'x'.repeat(30_001) })
      .expect(400);
  });

  it('accepts the current version and the one before it, records the current one when none is sent; refuses others', async () => {
    const notices = app.get(PrivacyNotices);
    const current = (await notices.current()).version;
    const now = new Date('2026-11-27T10:00:00Z');
    await expect(notices.seen(String(current), now)).resolves.toEqual({
      version: current,
      seenAt: now,
    });
    await expect(notices.seen(current - 1, now)).resolves.toEqual({ version: current - 1, seenAt: now });
    for (const missing of [undefined, null, '']) {
      await expect(notices.seen(missing, now)).resolves.toEqual({ version: current, seenAt: now, assumed: true });
    }
    for (const sent of [current - 2, current + 1, 'abc', '1e3', '9'.repeat(50), { version: 1 }]) {
      await expect(notices.seen(sent, now)).rejects.toMatchObject({
        response: {
          message: PRIVACY_NOTICE_UNKNOWN,
          errors: [{ field: PRIVACY_NOTICE_FIELD, message: PRIVACY_NOTICE_UNKNOWN }],
        },
      });
    }
  });
});
