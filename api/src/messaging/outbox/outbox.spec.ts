import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import type { MailCatcher } from '@icast/fakes';
import { advanceClock, eventually, runJobs, startMailCatcher } from '../../testing/mail';
import { staffCookie } from '../../testing/staff-session';
import { createTestApp, createTestAppOnEmptyDatabase } from '../../testing/test-app';
import { OutboxMessage } from './outbox-message.schema';
import { retryDelayMs } from './outbox-sender';
import { Mailer } from '../layout/mailer';

describe('the outbox', () => {
  let app: NestExpressApplication;
  let catcher: MailCatcher;
  let env: { SMTP_URL: string };
  const mailer = () => app.get(Mailer);
  const stored = () => app.get<Model<OutboxMessage>>(getModelToken(OutboxMessage.name));
  const find = (id: string) => stored().findById(id).lean().exec();
  const mail = (to: string, extra: object = {}) => ({
    kind: 'newsletterTest' as const,
    to,
    subject: `Hello ${to}`,
    content: { heading: 'Hello', blocks: [{ paragraph: `<b>Hi</b> ${to}` }] },
    ...extra,
  });

  beforeAll(async () => {
    ({ catcher, env } = await startMailCatcher());
    app = await createTestAppOnEmptyDatabase({
      ...env,
      MAIL_FROM: 'ICAST Schools <news@icast.test>',
      MAIL_REPLY_TO: 'office@icast.test',
    });
    await stored().init();
  });
  afterAll(async () => {
    await app.close();
    await catcher.close();
  });
  beforeEach(() => catcher.clear());

  it('delivers a queued e-mail with its own Message-ID and Date, the sender, the office as Reply-To, escaped text', async () => {
    const queued = await mailer().enqueueEmail(mail('ada@example.com'));
    const received = await catcher.waitFor((message) => message.to.includes('ada@example.com'));
    expect(received).toMatchObject({
      from: 'news@icast.test',
      replyTo: 'office@icast.test',
      subject: 'Hello ada@example.com',
      messageId: queued.messageId,
    });
    expect(queued.messageId).toMatch(/^<msg\.[0-9a-f-]{36}@icast\.test>$/);
    const row = (await find(queued.id))!;
    expect(new Date(received.date!).getTime()).toBe(Math.floor(row.createdAt.getTime() / 1000) * 1000);
    expect(received.html).toContain('&lt;b&gt;Hi&lt;/b&gt; ada@example.com');
    expect(received.text).toContain('<b>Hi</b> ada@example.com');
    await eventually(async () => (await find(queued.id))?.state === 'sent');
    expect(await find(queued.id)).toMatchObject({ tries: 1, sentAt: expect.any(Date) });
  });

  it('queues one message per event, however often the event is reported', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => mailer().enqueueEmail(mail('once@example.com', { dedupeKey: 'event:42' }))),
    );
    expect(results.filter((result) => result.queued)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    await catcher.waitFor((message) => message.to.includes('once@example.com'));
    await runJobs(app);
    expect(catcher.to('once@example.com')).toHaveLength(1);
  });

  it('keeps a message through a mail-server outage, retrying later, and delivers it once when the server is back', async () => {
    await catcher.stop();
    const queued = await mailer().enqueueEmail(mail('outage@example.com'));
    await eventually(async () => (await find(queued.id))?.tries === 1 && (await find(queued.id))?.state === 'queued');
    const waiting = (await find(queued.id))!;
    expect(waiting.lastError).toMatch(/^SMTP: /);
    expect(waiting.nextAttemptAt.getTime() - waiting.updatedAt.getTime()).toBeGreaterThanOrEqual(
      retryDelayMs(1) - 1000,
    );

    await catcher.start();
    await runJobs(app);
    expect(catcher.to('outage@example.com')).toHaveLength(0); // not due yet
    const restore = advanceClock(app, retryDelayMs(1) + 1000);
    await runJobs(app);
    restore();
    await catcher.waitFor((message) => message.to.includes('outage@example.com'));
    expect(await find(queued.id)).toMatchObject({ state: 'sent', tries: 2 });
    await runJobs(app);
    expect(catcher.to('outage@example.com')).toHaveLength(1);
  });

  it('fails a message the server refuses for good, and staff can resend it', async () => {
    catcher.refusedRecipients.add('nobody@example.com');
    const queued = await mailer().enqueueEmail(mail('nobody@example.com'));
    await eventually(async () => (await find(queued.id))?.state === 'failed');
    expect((await find(queued.id))?.lastError).toMatch(/550/);
    catcher.refusedRecipients.clear();
    const cookie = await staffCookie(app);
    const list = await request(app.getHttpServer()).get('/api/outbox?state=failed').set('Cookie', cookie).expect(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        _id: queued.id,
        to: 'nobody@example.com',
        state: 'failed',
        tries: 1,
        kind: 'newsletterTest',
      }),
    ]);
    expect(list.body).toMatchObject({ counts: { failed: 1 }, mailConfigured: true, smsConfigured: false });
    const resent = await request(app.getHttpServer())
      .post(`/api/outbox/${queued.id}/resend`)
      .set('Cookie', cookie)
      .expect(200);
    expect(resent.body).toMatchObject({ state: 'queued', tries: 0 });
    await catcher.waitFor((message) => message.to.includes('nobody@example.com'));
    await request(app.getHttpServer()).post(`/api/outbox/${queued.id}/resend`).set('Cookie', cookie).expect(409);
  });

  it('delivers through a slow mail server without sending anything twice', async () => {
    catcher.delayMs = 1500;
    const queued = await Promise.all(
      ['slow1', 'slow2'].map((name) => mailer().enqueueEmail(mail(`${name}@example.com`))),
    );
    await eventually(async () =>
      (await Promise.all(queued.map((one) => find(one.id)))).every((row) => row?.state === 'sent'),
    );
    catcher.delayMs = 0;
    expect(catcher.to('slow1@example.com')).toHaveLength(1);
    expect(catcher.to('slow2@example.com')).toHaveLength(1);
  });

  it('sends each of 60 messages once when two API processes deliver from the same outbox', async () => {
    const other = await createTestApp(env);
    try {
      const addresses = Array.from({ length: 60 }, (_, index) => `pair${index}@example.com`);
      await Promise.all(addresses.map((to) => mailer().enqueueEmail(mail(to))));
      await Promise.all([runJobs(app), runJobs(other), runJobs(app), runJobs(other)]);
      await eventually(() => addresses.every((to) => catcher.to(to).length > 0), 30_000);
      await Promise.all([runJobs(app), runJobs(other)]);
      const counts = addresses.map((to) => catcher.to(to).length);
      expect(counts.filter((count) => count !== 1)).toEqual([]);
      expect(new Set(catcher.messages.map((message) => message.messageId)).size).toBe(catcher.messages.length);
    } finally {
      await other.close();
    }
  });

  it('answers staff: 400 for a malformed id or state, 404 for an unknown message, only admins may look', async () => {
    const cookie = await staffCookie(app);
    await request(app.getHttpServer()).post('/api/outbox/nope/resend').set('Cookie', cookie).expect(400);
    await request(app.getHttpServer()).get('/api/outbox?state=lost').set('Cookie', cookie).expect(400);
    await request(app.getHttpServer())
      .post('/api/outbox/0123456789abcdef01234567/resend')
      .set('Cookie', cookie)
      .expect(404);
    await request(app.getHttpServer())
      .get('/api/outbox')
      .set('Cookie', await staffCookie(app, 'editor'))
      .expect(403);
    await request(app.getHttpServer()).get('/api/outbox').expect(401);
  });
});
