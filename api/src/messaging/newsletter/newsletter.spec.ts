import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { RateLimitStore } from '../../platform/rate-limits/rate-limit-store';
import { COLLECTIONS, PRIVACY_NOTICE_UNKNOWN } from '@icast/contracts';
import { Clock } from '../../platform/jobs/clock';
import type { MailCatcher, ReceivedMail } from '@icast/fakes';
import { advanceClock, eventually, runJobs, startMailCatcher } from '../../testing/mail';
import { staffCookie, testStaffEmail } from '../../testing/staff-session';
import { createContextApp, createContextAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';
import { CAMPAIGN_BATCH } from './newsletter-campaigns.service';
import { NEWSLETTER_THROTTLE, SUBSCRIBE_ANSWER } from './newsletter.controller';
import { NewsletterModule } from './newsletter.module';

const SITE_URL = 'https://school.example';
const tokenIn = (mail: ReceivedMail, page: 'confirm' | 'unsubscribe') =>
  decodeURIComponent(new RegExp(`${SITE_URL}/newsletter/${page}\\?token=([^\\s"<]+)`).exec(mail.text)![1]!);

describe('newsletter', () => {
  let app: NestExpressApplication;
  let catcher: MailCatcher;
  let env: NodeJS.ProcessEnv;
  let editor: string[];
  let clientNumber = 0;
  const http = () => request(app.getHttpServer());
  const subscribers = () => databaseOf(app).collection(COLLECTIONS.newsletterSubscribers);
  const subscribe = (body: unknown, ip = `10.0.2.${++clientNumber}`) =>
    http()
      .post('/api/newsletter')
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const confirmationFor = (email: string) =>
    catcher.waitFor((mail) => mail.to.includes(email) && mail.subject.startsWith('Please confirm'));
  const subscribeAndConfirm = async (email: string) => {
    await subscribe({ email }).expect(202);
    await http()
      .post('/api/newsletter/confirm')
      .send({ token: tokenIn(await confirmationFor(email), 'confirm') })
      .expect(200);
  };
  const sendNewsletter = async (subject: string) => {
    const sent = await http()
      .post('/api/newsletter/admin/campaigns')
      .set('Cookie', editor)
      .send({
        subject,
        blocks: [
          { type: 'paragraph', text: 'Dear parents,' },
          { type: 'paragraph', text: 'Sports day is on Friday. Details: https://school.example/events' },
        ],
      })
      .expect(201);
    return sent.body._id as string;
  };
  const campaign = async (id: string) => {
    const list = await http().get('/api/newsletter/admin/campaigns').set('Cookie', editor).expect(200);
    return (list.body.data as Array<{ _id: string }>).find((row) => row._id === id) as Record<string, unknown>;
  };

  beforeAll(async () => {
    const mail = await startMailCatcher();
    catcher = mail.catcher;
    env = { ...mail.env, PUBLIC_SITE_URL: SITE_URL };
    app = await createContextAppOnEmptyDatabase([NewsletterModule], env);
    await subscribers().createIndex({ email: 1 }, { unique: true });
    editor = await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  it('stores the privacy notice version the box showed with the time received, and refuses an unknown one', async () => {
    const sentAt = new Date('2026-11-27T09:45:00Z');
    const clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(sentAt);
    try {
      await subscribe({ email: 'notice.reader@example.com', privacyNoticeVersion: 1 }).expect(202);
      expect((await subscribers().findOne({ email: 'notice.reader@example.com' }))?.privacyNotice).toEqual({
        version: 1,
        seenAt: sentAt,
      });
      const refused = await subscribe({ email: 'old.page@example.com', privacyNoticeVersion: '12' }).expect(400);
      expect(refused.body.errors).toEqual([{ field: 'privacyNoticeVersion', message: PRIVACY_NOTICE_UNKNOWN }]);
      expect(await subscribers().countDocuments({ email: 'old.page@example.com' })).toBe(0);
    } finally {
      clock.mockRestore();
    }
  });

  it('answers every subscription alike and e-mails a confirmation link to a new address', async () => {
    const response = await subscribe({ email: '  Ada.Obi@Example.com ' }).expect(202);
    expect(response.body).toEqual({ message: SUBSCRIBE_ANSWER });
    const mail = await confirmationFor('ada.obi@example.com');
    expect(mail.text).toContain(`${SITE_URL}/newsletter/confirm?token=`);
    expect(await subscribers().find({ email: 'ada.obi@example.com' }).toArray()).toEqual([
      expect.objectContaining({ state: 'pending' }),
    ]);
    // Asked again within the hour: the same answer, no second e-mail, no second row.
    expect((await subscribe({ email: 'ADA.OBI@example.com' }).expect(202)).body).toEqual({ message: SUBSCRIBE_ANSWER });
    await runJobs(app);
    expect(catcher.to('ada.obi@example.com')).toHaveLength(1);
    expect(await subscribers().countDocuments({ email: 'ada.obi@example.com' })).toBe(1);
  });

  it('stores one row and sends one e-mail when the same address arrives several times at once', async () => {
    const responses = await Promise.all([1, 2, 3].map(() => subscribe({ email: 'race@example.com' })));
    expect(responses.map((response) => response.status)).toEqual([202, 202, 202]);
    await confirmationFor('race@example.com');
    await runJobs(app);
    expect(catcher.to('race@example.com')).toHaveLength(1);
    expect(await subscribers().countDocuments({ email: 'race@example.com' })).toBe(1);
  });

  it('confirms from the link; an already confirmed address gets the same answer and a note, not a new link', async () => {
    const token = tokenIn(await confirmationFor('ada.obi@example.com'), 'confirm');
    const confirmed = await http().post('/api/newsletter/confirm').send({ token }).expect(200);
    expect(confirmed.body.message).toMatch(/^Thank you! Your subscription is confirmed/);
    expect(await subscribers().findOne({ email: 'ada.obi@example.com' })).toMatchObject({
      state: 'confirmed',
      confirmedAt: expect.any(Date),
    });
    await http().post('/api/newsletter/confirm').send({ token }).expect(200);

    expect((await subscribe({ email: 'ada.obi@example.com' }).expect(202)).body).toEqual({ message: SUBSCRIBE_ANSWER });
    const note = await catcher.waitFor(
      (mail) => mail.to.includes('ada.obi@example.com') && mail.subject.startsWith('You are already subscribed'),
    );
    expect(note.text).toContain(`${SITE_URL}/newsletter/unsubscribe?token=`);
  });

  it('refuses a malformed or tampered link (400) and an expired one (410)', async () => {
    const token = tokenIn(await confirmationFor('race@example.com'), 'confirm');
    const confirm = (value: unknown) => http().post('/api/newsletter/confirm').send({ token: value });
    expect((await confirm('nonsense').expect(400)).body.message).toMatch(/^This link is not valid/);
    await confirm(`${token.slice(0, -2)}xx`).expect(400);
    await confirm(token.replace(/^c\.[0-9a-f]{4}/, 'c.ffff')).expect(400);
    await confirm({ $ne: null }).expect(400);
    await http().post('/api/newsletter/unsubscribe/nonsense').expect(400);
    const restore = advanceClock(app, 9 * 86_400_000);
    try {
      expect((await confirm(token).expect(410)).body.message).toMatch(/expired/);
    } finally {
      restore();
    }
    expect((await subscribers().findOne({ email: 'race@example.com' }))?.state).toBe('pending');
  });

  it('sends a newsletter to confirmed subscribers only, with one-click unsubscribe; after it, the next does not arrive', async () => {
    await subscribeAndConfirm('reader@example.com');
    const first = await sendNewsletter('Sports day');
    const received = await catcher.waitFor(
      (mail) => mail.to.includes('reader@example.com') && mail.subject === 'Sports day',
    );
    expect(received.html).toContain('<a href="https://school.example/events"');
    const unsubscribePage = tokenIn(received, 'unsubscribe');
    expect(received.headers['list-unsubscribe']).toBe(`<${SITE_URL}/api/newsletter/unsubscribe/${unsubscribePage}>`);
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await eventually(async () => (await campaign(first)).state === 'done', 15_000, 500);
    expect(await campaign(first)).toMatchObject({ recipients: 2, sent: 2, failed: 0, pending: 0, state: 'done' });
    expect(
      catcher.messages
        .filter((mail) => mail.subject === 'Sports day')
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual(['ada.obi@example.com', 'reader@example.com']);

    // The mail program's one-click button: a form POST to the List-Unsubscribe address.
    const oneClick = await http()
      .post(`/api/newsletter/unsubscribe/${unsubscribePage}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(oneClick.body.message).toMatch(/^You are unsubscribed/);
    await http().post(`/api/newsletter/unsubscribe/${unsubscribePage}`).send({}).expect(200);
    expect((await subscribers().findOne({ email: 'reader@example.com' }))?.state).toBe('unsubscribed');

    const second = await sendNewsletter('Prize giving');
    await eventually(async () => (await campaign(second)).state === 'done', 15_000, 500);
    expect(await campaign(second)).toMatchObject({ recipients: 1, sent: 1 });
    expect(catcher.to('reader@example.com').filter((mail) => mail.subject === 'Prize giving')).toEqual([]);
  });

  it(`queues a large list in batches of ${CAMPAIGN_BATCH} and reports progress to the end`, async () => {
    const many = Array.from({ length: CAMPAIGN_BATCH + 7 }, (_, index) => ({
      email: `many${index}@example.com`,
      state: 'confirmed',
      tokenKey: `key-${index}`,
      createdAt: new Date(),
    }));
    await subscribers().insertMany(many);
    const id = await sendNewsletter('Term dates');
    await eventually(async () => (await campaign(id)).state === 'done', 60_000, 500);
    expect(await campaign(id)).toMatchObject({ recipients: CAMPAIGN_BATCH + 8, sent: CAMPAIGN_BATCH + 8, failed: 0 });
    const termDates = catcher.messages.filter((mail) => mail.subject === 'Term dates');
    expect(termDates).toHaveLength(CAMPAIGN_BATCH + 8);
    expect(new Set(termDates.flatMap((mail) => mail.to)).size).toBe(CAMPAIGN_BATCH + 8);
  }, 90_000);

  it('previews exactly what subscribers get, escaped, and sends a test copy to the editor alone', async () => {
    const draft = {
      subject: 'Hello <parents>',
      blocks: [
        { type: 'paragraph', text: 'Visit https://school.example/blog' },
        { type: 'paragraph', text: '<script>alert(1)</script>' },
      ],
    };
    const preview = await http().post('/api/newsletter/admin/preview').set('Cookie', editor).send(draft).expect(200);
    expect(preview.body.subject).toBe('Hello <parents>');
    expect(preview.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(preview.body.html).not.toContain('<script>');
    expect(preview.body.html).toContain('<a href="https://school.example/blog"');
    expect(preview.body.text).toContain('<script>alert(1)</script>');
    await http().post('/api/newsletter/admin/test').set('Cookie', editor).send(draft).expect(202);
    const test = await catcher.waitFor((mail) => mail.subject === '[TEST] Hello <parents>');
    expect(test.to).toEqual([testStaffEmail('editor')]);
    await http().post('/api/newsletter/admin/preview').send(draft).expect(401);
    await http()
      .post('/api/newsletter/admin/campaigns')
      .set('Cookie', editor)
      .send({ subject: '', blocks: [{ type: 'paragraph', text: 'x' }] })
      .expect(400);
  });

  it('sends one confirmation to each address stored before double opt-in, once, and lists states for staff', async () => {
    await subscribers().insertOne({ email: 'old@example.com', createdAt: new Date('2025-01-01') });
    // The job ran at the first start, on an empty list; a real upgrade starts with the job not yet there.
    await databaseOf(app).collection(COLLECTIONS.scheduledJobs).deleteOne({ key: 'newsletter-legacy-confirmations' });
    await app.close();
    app = await createContextApp([NewsletterModule], env);
    await runJobs(app);
    const mail = await catcher.waitFor((received) => received.to.includes('old@example.com'));
    expect(mail.text).toContain('We now ask every subscriber to confirm their address');
    await app.close();
    app = await createContextApp([NewsletterModule], env);
    await runJobs(app);
    expect(catcher.to('old@example.com')).toHaveLength(1);
    editor = await staffCookie(app, 'editor');
    const list = await http().get('/api/newsletter/subscribers?pageSize=100').set('Cookie', editor).expect(200);
    expect(list.body).toMatchObject({ page: 1, pageSize: 100, total: list.body.data.length });
    expect(list.body.data.find((row: { email: string }) => row.email === 'old@example.com')).toMatchObject({
      state: 'pending',
    });
    expect(list.body.data.find((row: { email: string }) => row.email === 'ada.obi@example.com')).toMatchObject({
      state: 'confirmed',
      confirmedAt: expect.any(String),
    });
  });

  it.each([
    ['not an e-mail', { email: 'ada' }, /email must be a valid e-mail address/],
    ['a $ operator', { email: { $ne: null } }, /^Invalid field name: \$ne$/],
    ['an unknown field', { email: 'x@example.com', admin: true }, /^property admin should not exist$/],
    ['an over-long address', { email: `${'a'.repeat(250)}@x.ng` }, /email must be at most 254 characters/],
    ['no body', {}, /email must be/],
  ])('rejects %s with 400', async (_name, body, message) => {
    const before = await subscribers().countDocuments();
    const response = await subscribe(body).expect(400);
    expect(response.body.message).toMatch(message);
    expect(await subscribers().countDocuments()).toBe(before);
  });

  it(`throttles one address after ${NEWSLETTER_THROTTLE.limit} requests a minute`, async () => {
    // The limit counts in fixed windows: held in the middle of one, so a busy machine never carries the requests
    // over into the next window (which would rightly let the eleventh through).
    const store = app.get(RateLimitStore);
    const middle =
      Math.floor(Date.now() / NEWSLETTER_THROTTLE.ttl) * NEWSLETTER_THROTTLE.ttl + NEWSLETTER_THROTTLE.ttl / 2;
    store.useClock(() => middle);
    try {
      for (let sent = 0; sent < NEWSLETTER_THROTTLE.limit; sent++) {
        await subscribe({ email: `t${sent}@example.com` }, '10.0.8.8').expect(202);
      }
      expect((await subscribe({ email: 'late@example.com' }, '10.0.8.8').expect(429)).body.statusCode).toBe(429);
    } finally {
      store.useClock(Date.now);
    }
  });
});
