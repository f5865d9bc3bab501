import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { COLLECTIONS, currentClosure, type SchoolClosure } from '@icast/contracts';
import { FAKE_SMS_KEY, FakeSmsProvider, type MailCatcher } from '@icast/fakes';
import { Clock } from '../../platform/jobs/clock';
import { eventually, startMailCatcher } from '../../testing/mail';
import { staffCookie } from '../../testing/staff-session';
import { createContextAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';
import { CLOSURE_ENDED, NO_CLOSURE } from './closure-alerts.service';
import { NewsletterModule } from './newsletter.module';

const SITE_URL = 'https://school.example';
const CLOSURE_URL = '/api/site-content/admin/closure';
const SEND_URL = '/api/site-content/admin/closure/send';
const HOUR = 60 * 60 * 1000;

describe('school closure alerts', () => {
  let app: NestExpressApplication;
  let catcher: MailCatcher;
  const sms = new FakeSmsProvider();
  let editor: string[];
  const http = () => request(app.getHttpServer());
  const subscribers = () => databaseOf(app).collection(COLLECTIONS.newsletterSubscribers);
  const outbox = () => databaseOf(app).collection(COLLECTIONS.outboxMessages);
  const closure = (fields: Record<string, unknown> = {}) => ({
    title: 'Both campuses closed on Monday',
    message: 'Flooding on the Elebu road: both campuses are closed. Lessons resume on Tuesday.',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    campuses: [],
    ...fields,
  });
  const publish = (body: unknown) =>
    http()
      .put(CLOSURE_URL)
      .set('Cookie', editor)
      .send({ closure: body as object });
  const publicClosure = async () =>
    (await http().get('/api/site-content').expect(200)).body.closure as SchoolClosure | null;

  beforeAll(async () => {
    const mail = await startMailCatcher();
    catcher = mail.catcher;
    app = await createContextAppOnEmptyDatabase([NewsletterModule], {
      ...mail.env,
      PUBLIC_SITE_URL: SITE_URL,
      SMS_PROVIDER_URL: `${await sms.start()}/api/sms/send`,
      SMS_API_KEY: FAKE_SMS_KEY,
      SMS_SENDER_ID: 'ICAST',
    });
    await subscribers().createIndex({ email: 1 }, { unique: true });
    editor = await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([catcher.close(), sms.stop()]);
  });

  it('refuses to send when no closure is published', async () => {
    expect((await http().post(SEND_URL).set('Cookie', editor).expect(400)).body.message).toBe(NO_CLOSURE);
  });

  it('publishes a closure for the public pages until it ends, on the injected clock, and takes it down', async () => {
    const published = await publish(closure({ campuses: ['elebu'] })).expect(200);
    expect(published.body.closure).toMatchObject({ title: 'Both campuses closed on Monday', campuses: ['elebu'] });
    expect((await publicClosure())?.id).toBe(published.body.closure.id);
    const clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 25 * HOUR));
    try {
      // The public read is cached: a change drops it, so read the service as the page's next request would.
      const { SiteContentService } = await import('../../content');
      expect((await app.get(SiteContentService).publicContent()).closure).toBeNull();
    } finally {
      clock.mockRestore();
    }
    // The page shows it only between its times (a future closure is sent early, shown from its start).
    const shown = published.body.closure as SchoolClosure;
    expect(currentClosure(shown, Date.parse(shown.startsAt) - 1)).toBeNull();
    expect(currentClosure(shown, Date.parse(shown.startsAt))).toEqual(shown);
    expect(currentClosure(shown, Date.parse(shown.endsAt))).toBeNull();
    await publish(null).expect(200);
    expect(await publicClosure()).toBeNull();
  });

  it.each([
    [{ title: '' }, 'closure.title is required and at most 120 characters'],
    [{ title: 'x'.repeat(121) }, 'closure.title is required and at most 120 characters'],
    [{ message: 'x'.repeat(601) }, 'closure.message is required and at most 600 characters'],
    [{ campuses: ['lagos'] }, 'campuses must be among elebu, elewura'],
    [{ campuses: Array.from({ length: 7 }, () => 'elebu') }, 'campuses has at most 6 campus ids'],
    [{ endsAt: new Date(Date.now() - 2 * HOUR).toISOString() }, 'The closure must end after it starts'],
    [{ startsAt: 'Monday' }, 'startsAt must be a date and time'],
  ])('refuses the closure %j with a clear 400', async (change, message) => {
    const refused = await publish(closure(change)).expect(400);
    expect(refused.body.message).toContain(message);
  });

  it('takes a phone for SMS only with consent, and only while the subscription is unconfirmed', async () => {
    const subscribe = (body: object, ip: string) =>
      http().post('/api/newsletter').set('X-Forwarded-For', ip).send(body);
    const noConsent = await subscribe({ email: 'no.consent@example.com', phone: '0803 512 4471' }, '10.0.5.1');
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.errors).toEqual([
      {
        field: 'smsConsent',
        message: 'Tick the box to agree to closure alerts by SMS, or leave the phone number empty',
      },
    ]);
    await subscribe({ email: 'bad.phone@example.com', phone: 'call me', smsConsent: true }, '10.0.5.2').expect(400);
    await subscribe({ email: 'long.phone@example.com', phone: '0'.repeat(5000), smsConsent: true }, '10.0.5.3').expect(
      400,
    );
    await subscribe({ email: 'with.phone@example.com', phone: '0803 512 4471', smsConsent: true }, '10.0.5.4').expect(
      202,
    );
    expect((await subscribers().findOne({ email: 'with.phone@example.com' }))?.phone).toBe('+2348035124471');
  });

  it('sends the closure once per subscriber per channel however often Send is pressed at once, with the counts', async () => {
    await subscribers().deleteMany({});
    const confirmed = (email: string, phone?: string) => ({
      email,
      state: 'confirmed',
      tokenKey: `key-${email}`,
      confirmedAt: new Date(),
      createdAt: new Date(),
      ...(phone ? { phone } : {}),
    });
    await subscribers().insertMany([
      confirmed('ada@example.com', '+2348035124471'),
      confirmed('bola@example.com', '+2348035124472'),
      confirmed('chidi@example.com'),
      { email: 'pending@example.com', state: 'pending', tokenKey: 'k', createdAt: new Date(), phone: '+2348035124479' },
    ]);
    const published = (await publish(closure()).expect(200)).body.closure as SchoolClosure;

    const presses = await Promise.all(Array.from({ length: 4 }, () => http().post(SEND_URL).set('Cookie', editor)));
    expect(presses.map((press) => press.status)).toEqual([200, 200, 200, 200]);
    for (const press of presses) {
      expect(press.body).toEqual({
        emails: 3,
        sms: 2,
        message: '"Both campuses closed on Monday" is on its way: 3 by e-mail, 2 by SMS.',
      });
    }
    const queued = await outbox().find({ kind: 'schoolClosure' }).toArray();
    expect(
      queued
        .filter((row) => row.channel === 'email')
        .map((row) => row.to)
        .sort(),
    ).toEqual(['ada@example.com', 'bola@example.com', 'chidi@example.com']);
    expect(
      queued
        .filter((row) => row.channel === 'sms')
        .map((row) => row.to)
        .sort(),
    ).toEqual(['+2348035124471', '+2348035124472']);
    await eventually(() => sms.sent.length >= 2);
    const texts = sms.sent.map((sent) => sent.text);
    expect(texts[0]).toContain('Both campuses closed on Monday. Flooding on the Elebu road');
    const mail = await catcher.waitFor((message) => message.to.includes('ada@example.com'));
    expect(mail.subject).toBe('School closure: Both campuses closed on Monday');
    expect(mail.text).toContain('Lessons resume on Tuesday');

    // A new closure is a new alert: sent again, once.
    const next = (await publish(closure({ title: 'Elewura closed on Friday', campuses: ['elewura'] })).expect(200)).body
      .closure as SchoolClosure;
    expect(next.id).not.toBe(published.id);
    expect((await http().post(SEND_URL).set('Cookie', editor).expect(200)).body).toMatchObject({ emails: 3, sms: 2 });
    expect(await outbox().countDocuments({ kind: 'schoolClosure' })).toBe(10);
  });

  it('refuses to send a closure that has ended', async () => {
    const clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 30 * HOUR));
    try {
      expect((await http().post(SEND_URL).set('Cookie', editor).expect(400)).body.message).toBe(CLOSURE_ENDED);
    } finally {
      clock.mockRestore();
    }
  });

  it('lets only staff publish or send', async () => {
    await http().put(CLOSURE_URL).send({ closure: closure() }).expect(401);
    await http().post(SEND_URL).expect(401);
  });
});
