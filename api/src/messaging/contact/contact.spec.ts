import type { NestExpressApplication } from '@nestjs/platform-express';
import { Types } from 'mongoose';
import request from 'supertest';
import { COLLECTIONS, PRIVACY_NOTICE_UNKNOWN } from '@icast/contracts';
import type { MailCatcher } from '@icast/fakes';
import { RateLimitStore } from '../../platform/rate-limits/rate-limit-store';
import { Clock } from '../../platform/jobs/clock';
import { eventually, runJobs, startMailCatcher } from '../../testing/mail';
import { staffCookie, testStaffEmail } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { CONTACT_THROTTLE } from './contact.controller';
import { ContactModule } from './contact.module';

describe('contact', () => {
  let app: NestExpressApplication;
  let catcher: MailCatcher;
  let cookie: string[];
  let clientNumber = 0;
  const messages = () => databaseOf(app).collection(COLLECTIONS.contactMessages);
  const acknowledgements = (to: string) =>
    databaseOf(app)
      .collection(COLLECTIONS.outboxMessages)
      .find({ kind: 'contactAcknowledgement', to: new RegExp(`^${to.replace(/[.+]/g, '\\$&')}$`, 'i') })
      .toArray();
  // Each test writes from its own address, so the per-IP throttle only trips where a test means it to.
  const post = (body: unknown, ip = `10.0.1.${++clientNumber}`) =>
    request(app.getHttpServer())
      .post('/api/contact')
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const valid = {
    name: 'Ada Obi',
    email: 'ada.obi@example.com',
    tel: '0803 123 4567',
    subject: 'Hostel enquiry',
    message: 'Do you have boarding places in JSS1?',
  };

  beforeAll(async () => {
    const mail = await startMailCatcher();
    catcher = mail.catcher;
    app = await createContextApp([ContactModule], { ...mail.env, PUBLIC_SITE_URL: 'https://school.example' });
    await resetDatabase(app);
    cookie = await staffCookie(app);
  });

  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  it('stores a message, trimmed and unread, and thanks the sender', async () => {
    const response = await post({ ...valid, subject: '  Hostel enquiry  ' }).expect(201);
    expect(response.body).toEqual({
      message: expect.stringMatching(/^Thank you!/),
      data: { _id: expect.any(String), createdAt: expect.any(String) },
    });
    const stored = await messages().findOne({ _id: new Types.ObjectId(String(response.body.data._id)) });
    expect(stored).toMatchObject({ ...valid, read: false, createdAt: expect.any(Date) });
  });

  it('stores the privacy notice version the form showed (the current one when none is sent), refuses an unknown one', async () => {
    const sentAt = new Date('2026-11-27T09:30:00Z');
    const clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(sentAt);
    try {
      const response = await post({ ...valid, privacyNoticeVersion: '1' }).expect(201);
      const stored = await messages().findOne({ _id: new Types.ObjectId(String(response.body.data._id)) });
      expect(stored?.privacyNotice).toEqual({ version: 1, seenAt: sentAt });
      // No version sent (the page could not read it, a script): the notice current on receipt, marked as such.
      const unsaid = await post({ ...valid, name: 'No Version' }).expect(201);
      const unsaidStored = await messages().findOne({ _id: new Types.ObjectId(String(unsaid.body.data._id)) });
      expect(unsaidStored?.privacyNotice).toEqual({ version: 1, seenAt: sentAt, assumed: true });
      const refused = await post({ ...valid, privacyNoticeVersion: '7' }).expect(400);
      expect(refused.body.errors).toEqual([{ field: 'privacyNoticeVersion', message: PRIVACY_NOTICE_UNKNOWN }]);
      await post({ ...valid, privacyNoticeVersion: { $gt: 0 } }).expect(400);
      expect(
        await messages().countDocuments({ 'privacyNotice.version': { $ne: 1 }, privacyNotice: { $exists: true } }),
      ).toBe(0);
    } finally {
      clock.mockRestore();
    }
  });

  it('lists messages newest first for staff and marks one read', async () => {
    await post({ ...valid, subject: 'Second question' }).expect(201);
    const list = await request(app.getHttpServer()).get('/api/contact/messages').set('Cookie', cookie).expect(200);
    expect(list.body.data[0]).toMatchObject({ subject: 'Second question', read: false, email: valid.email });
    const id = list.body.data[0]._id as string;
    const marked = await request(app.getHttpServer())
      .patch(`/api/contact/messages/${id}/read`)
      .set('Cookie', cookie)
      .expect(200);
    expect(marked.body).toMatchObject({ _id: id, read: true });
    expect((await messages().findOne({ _id: new Types.ObjectId(id) }))?.read).toBe(true);
  });

  it('tells staff of a new message, escaped, with Reply-To the sender', async () => {
    await post({ ...valid, subject: 'Fees <script>', message: 'Is <b>boarding</b> extra?' }).expect(201);
    const notice = await catcher.waitFor((mail) => mail.subject === 'Contact message: Fees <script>');
    expect(notice.to).toEqual([testStaffEmail('admin')]);
    expect(notice.replyTo).toBe(valid.email);
    expect(notice.html).toContain('Is &lt;b&gt;boarding&lt;/b&gt; extra?');
    expect(notice.html).not.toContain('<b>boarding');
    expect(notice.text).toContain('https://school.example/dashboard/message');
  });

  it('e-mails replies written in the dashboard to the sender, threaded under the message, and shows them there', async () => {
    const created = await post({ ...valid, subject: 'Hostel places', message: 'Any JSS1 boarding places?' }).expect(
      201,
    );
    const id = created.body.data._id as string;
    const reply = (message: string) =>
      request(app.getHttpServer()).post(`/api/contact/messages/${id}/replies`).set('Cookie', cookie).send({ message });
    const first = await reply('Yes, we have places. See https://school.example/hostel').expect(201);
    expect(first.body).toMatchObject({ message: expect.stringMatching(/^Yes/), by: 'Test admin', delivery: 'queued' });
    const firstMail = await catcher.waitFor((mail) => mail.subject === 'Re: Hostel places');
    expect(firstMail.to).toEqual([valid.email]);
    expect(firstMail.replyTo).toBe('info@icastschools.com.ng');
    const thread = `<contact.${id}@icastschools.com.ng>`;
    expect(firstMail.inReplyTo).toBe(thread);
    expect(firstMail.references).toEqual([thread]);
    expect(firstMail.text).toContain('> Any JSS1 boarding places?');
    expect(firstMail.html).toContain('<a href="https://school.example/hostel"');

    await reply('Also: the hostel visit is on Saturday.').expect(201);
    const second = await catcher.waitFor((mail) => mail.subject === 'Re: Hostel places' && mail !== firstMail);
    expect(second.inReplyTo).toBe(thread);
    expect(second.references).toEqual([thread, firstMail.messageId]);

    await runJobs(app);
    await eventually(async () => {
      const list = await request(app.getHttpServer()).get('/api/contact/messages').set('Cookie', cookie).expect(200);
      const shown = list.body.data.find((row: { _id: string }) => row._id === id);
      return (
        shown.read === true && shown.replies.map((row: { delivery: string }) => row.delivery).join() === 'sent,sent'
      );
    });
  });

  it('refuses a blank or over-long reply (400), an unknown message (404), and the bursar (403)', async () => {
    const id = (await post(valid).expect(201)).body.data._id as string;
    const reply = (target: string, body: object, as = cookie) =>
      request(app.getHttpServer()).post(`/api/contact/messages/${target}/replies`).set('Cookie', as).send(body);
    expect((await reply(id, { message: '  ' }).expect(400)).body.message).toMatch(/message is required/);
    await reply(id, { message: 'x'.repeat(5001) }).expect(400);
    await reply(id, { message: 'hi', cc: 'x@y.z' }).expect(400);
    await reply(new Types.ObjectId().toHexString(), { message: 'hi' }).expect(404);
    await reply(id, { message: 'hi' }, await staffCookie(app, 'bursar')).expect(403);
  });

  it('lets the web editor read the inbox, mark a message read and answer it by e-mail', async () => {
    const id = (await post({ ...valid, name: 'Kemi Ade', subject: 'Photos from sports day' }).expect(201)).body.data
      ._id as string;
    const editor = await staffCookie(app, 'editor');
    const list = await request(app.getHttpServer()).get('/api/contact/messages').set('Cookie', editor).expect(200);
    expect(list.body.data.find((row: { _id: string }) => row._id === id)).toMatchObject({
      name: 'Kemi Ade',
      subject: 'Photos from sports day',
    });
    await request(app.getHttpServer()).patch(`/api/contact/messages/${id}/read`).set('Cookie', editor).expect(200);
    await request(app.getHttpServer())
      .post(`/api/contact/messages/${id}/replies`)
      .set('Cookie', editor)
      .send({ message: 'They are in the gallery now.' })
      .expect(201);
    const answer = await catcher.waitFor((mail) => mail.subject === 'Re: Photos from sports day');
    expect(answer.to).toEqual([valid.email]);
  });

  it('keeps the inbox to signed-in staff', async () => {
    expect((await request(app.getHttpServer()).get('/api/contact/messages').expect(401)).body.statusCode).toBe(401);
    const id = new Types.ObjectId().toHexString();
    await request(app.getHttpServer()).patch(`/api/contact/messages/${id}/read`).expect(401);
  });

  it('answers 400 for a malformed id and 404 for an unknown one when marking read', async () => {
    const patch = (id: string) =>
      request(app.getHttpServer()).patch(`/api/contact/messages/${id}/read`).set('Cookie', cookie);
    expect((await patch('not-an-id').expect(400)).body).toEqual({ statusCode: 400, message: 'Invalid id' });
    expect((await patch(new Types.ObjectId().toHexString()).expect(404)).body).toEqual({
      statusCode: 404,
      message: 'Message not found',
    });
  });

  it('acknowledges the sender once by e-mail, naming them, and threads the office replies under it', async () => {
    const email = 'bola.acknowledged@example.com';
    const created = await post({ ...valid, email, name: 'Bola Ige', message: 'Visit http://spam.example now' }).expect(
      201,
    );
    expect(created.body.message).toContain(`We have e-mailed a confirmation to ${email}.`);
    const id = created.body.data._id as string;
    const queued = await acknowledgements(email);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ channel: 'email', messageId: `<contact.${id}@icastschools.com.ng>` });

    const mail = await catcher.waitFor((message) => message.to.includes(email));
    expect(mail.subject).toBe(`We received your message: ${valid.subject}`);
    expect(mail.messageId).toBe(`<contact.${id}@icastschools.com.ng>`);
    expect(mail.text).toContain('Thank you for writing to us, Bola Ige');
    expect(mail.text).toContain('0803 512 4471');
    // Only the name and the subject are repeated: the form cannot mail someone a text of the sender's choosing.
    expect(mail.text).not.toContain('spam.example');
    expect(mail.html).not.toContain('spam.example');

    await request(app.getHttpServer())
      .post(`/api/contact/messages/${id}/replies`)
      .set('Cookie', cookie)
      .send({ message: 'Thank you, we will call you.' })
      .expect(201);
    const reply = await catcher.waitFor((message) => message.to.includes(email) && message !== mail);
    expect(reply.inReplyTo).toBe(mail.messageId);
    expect(await acknowledgements(email)).toHaveLength(1);
  });

  it('queues one acknowledgement an hour per address, however many messages name it at once', async () => {
    const email = 'Many.Messages@example.com';
    const clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date('2031-05-06T09:20:00Z'));
    try {
      const sent = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          post({ ...valid, email: index % 2 ? email.toLowerCase() : email, subject: `Question ${index}` }),
        ),
      );
      expect(sent.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(await messages().countDocuments({ email: { $in: [email, email.toLowerCase()] } })).toBe(6);
      expect(await acknowledgements(email)).toHaveLength(1);

      clock.mockReturnValue(new Date('2031-05-06T10:05:00Z'));
      await post({ ...valid, email, subject: 'An hour later' }).expect(201);
      expect(await acknowledgements(email)).toHaveLength(2);
    } finally {
      clock.mockRestore();
    }
  });

  describe('rejects bad input with 400 and stores nothing', () => {
    let countBefore: number;
    beforeEach(async () => {
      countBefore = await messages().countDocuments();
    });
    afterEach(async () => {
      expect(await messages().countDocuments()).toBe(countBefore);
    });

    const cases: Array<[string, unknown, RegExp]> = [
      ['an unknown field', { ...valid, isAdmin: true }, /^property isAdmin should not exist$/],
      ['a $ operator as a value', { ...valid, email: { $gt: '' } }, /^Invalid field name: \$gt$/],
      ['a dotted key', { ...valid, 'subject.x': 1 }, /^Invalid field name: subject\.x$/],
      ['a bad e-mail', { ...valid, email: 'not-an-email' }, /email must be a valid e-mail address/],
      ['letters as a phone number', { ...valid, tel: 'call me' }, /tel must be a phone number/],
      ['a blank subject', { ...valid, subject: '   ' }, /subject is required/],
      ['a missing message', { name: 'Ada', email: valid.email, tel: valid.tel, subject: 'x' }, /message is required/],
      ['a missing name', { email: valid.email, tel: valid.tel, subject: 'x', message: 'y' }, /name is required/],
      ['a blank name', { ...valid, name: '   ' }, /name is required/],
      ['an over-long name', { ...valid, name: 'a'.repeat(101) }, /name must be at most 100 characters/],
      ['an over-long message', { ...valid, message: 'a'.repeat(5001) }, /message must be at most 5000 characters/],
      ['an over-long subject', { ...valid, subject: 'a'.repeat(151) }, /subject must be at most 150 characters/],
      ['an over-long e-mail', { ...valid, email: `${'a'.repeat(250)}@x.ng` }, /email must be at most 254 characters/],
      ['a number where text belongs', { ...valid, message: 42 }, /message must be a string/],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const response = await post(body).expect(400);
      expect(response.body.statusCode).toBe(400);
      expect(response.body.message).toMatch(message);
    });
  });

  it(`throttles one address after ${CONTACT_THROTTLE.limit} messages a minute`, async () => {
    // Held inside one minute's window: on a loaded machine the eleven messages could straddle a window's end.
    const pinnedAt = Math.floor(Date.now() / CONTACT_THROTTLE.ttl) * CONTACT_THROTTLE.ttl + 1_000;
    app.get(RateLimitStore).useClock(() => pinnedAt);
    try {
      const ip = '10.0.9.9';
      for (let sent = 0; sent < CONTACT_THROTTLE.limit; sent++) await post(valid, ip).expect(201);
      const blocked = await post(valid, ip).expect(429);
      expect(blocked.body.statusCode).toBe(429);
      await post(valid, '10.0.9.10').expect(201);
    } finally {
      app.get(RateLimitStore).useClock(Date.now);
    }
  });
});
