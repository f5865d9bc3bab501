import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, ENDPOINTS, ENQUIRY_PARAM } from '@icast/contracts';
import { FAKE_SMS_KEY } from '@icast/fakes';
import { sampleApplication } from '../../testing/sample-application';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { MessagingModule } from '../../messaging';
import { AdmissionsModule } from '../admissions.module';
import { ENQUIRY_THROTTLE, enquiryThanks } from './enquiries.controller';
import { ENQUIRY_LINK_INVALID } from './enquiry-links';

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  parentName: 'Bisi Ola',
  classOfInterest: 'jss1',
  campus: 'elebu',
  source: 'friend',
  email: 'Bisi.Ola@example.com',
  phone: '0803 123 4567',
  ...overrides,
});

describe('enquiries before applications', () => {
  let app: NestExpressApplication;
  let admissions: string[];
  let addresses = 0;
  const api = () => request(app.getHttpServer());
  /** Each from its own address: the rate limit is per address. */
  const send = (body: object) =>
    api()
      .post(apiUrl(ENDPOINTS.enquiries.submit))
      .set('X-Forwarded-For', `10.41.${Math.floor(++addresses / 250)}.${addresses % 250}`)
      .send(body);
  const db = () => databaseOf(app);
  const list = async (query = '') =>
    (
      await api()
        .get(`${apiUrl(ENDPOINTS.enquiries.list)}${query}`)
        .set('Cookie', admissions)
        .expect(200)
    ).body as {
      data: Array<{ reference: string; applicationReference?: string }>;
      total: number;
    };

  beforeAll(async () => {
    // SMS configured, so the outbox queues texts (nothing here sends them).
    app = await createContextApp([AdmissionsModule, MessagingModule], {
      SMS_PROVIDER_URL: 'http://127.0.0.1:9/api/sms/send',
      SMS_API_KEY: FAKE_SMS_KEY,
      SMS_SENDER_ID: 'ICAST',
    });
    await resetDatabase(app);
    admissions = await staffCookie(app, 'admissions');
  });
  afterAll(() => app.close());

  it('stores an enquiry with its privacy notice version, publishes enquiryReceived and acknowledges by e-mail and SMS', async () => {
    const sent = await send(enquiry({ privacyNoticeVersion: '1' })).expect(201);
    const { reference } = sent.body as { reference: string };
    expect(reference).toMatch(/^ENQ-[0-9A-F]{10}$/);
    expect(sent.body.message).toBe(enquiryThanks(reference));
    const stored = await db()
      .collection('enquiries')
      .findOne({ _id: reference as never });
    expect(stored).toMatchObject({
      parentName: 'Bisi Ola',
      classOfInterest: 'jss1',
      campus: 'elebu',
      source: 'friend',
      email: 'bisi.ola@example.com',
      phone: '+2348031234567',
      privacyNotice: { version: 1 },
    });
    const published = Object.values(stored!.pendingEvents ?? {}) as Array<{ type: string }>;
    // Delivered events leave the record; none is left waiting.
    expect(published).toEqual([]);
    const messages = await db().collection('outbox_messages').find({ kind: 'enquiryAcknowledgement' }).toArray();
    expect(messages.map((message) => [message.channel, message.to]).sort()).toEqual([
      ['email', 'bisi.ola@example.com'],
      ['sms', '+2348031234567'],
    ]);
    expect(String(messages.find((message) => message.channel === 'email')!.text)).toContain(reference);
  });

  it('says what is wrong at each field, bounds every value, and needs an e-mail or a phone', async () => {
    const refused = await send({ campus: 'lagos', source: 'other', childAge: '40' }).expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'parentName', message: 'Enter your name' },
      { field: 'childAge', message: "Enter the child's age in years, from 1 to 19" },
      { field: 'campus', message: 'Select a campus' },
      { field: 'sourceOther', message: 'Tell us how you heard of the school' },
      { field: 'email', message: 'Give an e-mail address or a phone number, so we can reply' },
    ]);
    // A body far too large is refused before anything reads it; each value is bounded too.
    await send(enquiry({ parentName: 'x'.repeat(300_000) })).expect(413);
    const huge = 'x'.repeat(1_000);
    const long = await send(
      enquiry({ parentName: huge, email: `${huge}@example.com`, phone: huge, source: 'other', sourceOther: huge }),
    ).expect(400);
    expect(long.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'parentName',
      'sourceOther',
      'email',
      'phone',
    ]);
    for (const body of [[], 'text', { ...enquiry(), campus: { $ne: null } }, { ...enquiry(), parentName: ['Bisi'] }]) {
      const answer = await send(body as object);
      expect(answer.status).toBe(400);
    }
    // An age alone will do for the class; a phone alone for the contacts.
    await send(enquiry({ classOfInterest: undefined, childAge: '4', email: undefined })).expect(201);
    expect(
      await db()
        .collection('enquiries')
        .countDocuments({ childAge: 4, email: { $exists: false } }),
    ).toBe(1);
  });

  it('limits enquiries from one address as the contact form does', async () => {
    const ask = () =>
      api().post(apiUrl(ENDPOINTS.enquiries.submit)).set('X-Forwarded-For', '10.42.0.1').send(enquiry());
    for (let count = 0; count < ENQUIRY_THROTTLE.limit; count++) await ask().expect(201);
    await ask().expect(429);
  });

  it('lists enquiries for staff with filters, and only for admissions staff', async () => {
    await send(enquiry({ campus: 'elewura', source: 'social', email: 'tade@example.com', phone: undefined })).expect(
      201,
    );
    const elewura = await list('?campus=elewura');
    expect(elewura.data.map((row) => row.reference)).toHaveLength(1);
    expect((await list('?source=social&campus=elewura')).total).toBe(1);
    expect((await list('?source=social&campus=elebu')).total).toBe(0);
    await api()
      .get(`${apiUrl(ENDPOINTS.enquiries.list)}?source=nonsense`)
      .set('Cookie', admissions)
      .expect(400);
    await api().get(apiUrl(ENDPOINTS.enquiries.list)).expect(401);
  });

  it('converts an enquiry: the family is sent a link that fills in the form, and its application is recorded on it', async () => {
    const { reference } = (await send(enquiry({ email: 'kemi.ade@example.com', phone: '08051112222' })).expect(201))
      .body as { reference: string };
    const converted = await api()
      .post(apiUrl(ENDPOINTS.enquiries.convert, { reference }))
      .set('Cookie', admissions)
      .expect(200);
    expect(converted.body.sentTo).toEqual(['email', 'sms']);
    const link = converted.body.link as string;
    expect(link).toContain(`/online-application?${ENQUIRY_PARAM}=`);
    const mailed = await db()
      .collection('outbox_messages')
      .findOne({ kind: 'enquiryInvitation', to: 'kemi.ade@example.com' });
    expect(String(mailed?.text)).toContain(link);

    const token = new URL(link).searchParams.get(ENQUIRY_PARAM);
    const answers = await api().post(apiUrl(ENDPOINTS.enquiries.answers)).send({ token }).expect(200);
    expect(answers.body).toEqual({
      enquiry: reference,
      answers: {
        classAppliedFor: 'jss1',
        campus: 'elebu',
        parentEmail: 'kemi.ade@example.com',
        parentPhone: '+2348051112222',
      },
    });
    for (const forged of [`${token}x`, 'nonsense', '', 'a'.repeat(5000)]) {
      const refused = await api().post(apiUrl(ENDPOINTS.enquiries.answers)).send({ token: forged }).expect(400);
      expect(refused.body.message).toBe(ENQUIRY_LINK_INVALID);
    }
    await api()
      .post(apiUrl(ENDPOINTS.enquiries.convert, { reference: 'ENQ-0000000000' }))
      .set('Cookie', admissions)
      .expect(404);

    // The family applies, with the pre-filled contacts: the enquiry records the application, once.
    const applied = await api()
      .post(apiUrl(ENDPOINTS.applications.submit))
      .send(sampleApplication({ ...answers.body.answers, classAppliedFor: 'jss1', firstname: 'Ayo' }))
      .expect(201);
    await api()
      .post(apiUrl(ENDPOINTS.applications.submit))
      .send(sampleApplication({ ...answers.body.answers, classAppliedFor: 'jss1', firstname: 'Ayo', surname: 'Again' }))
      .expect(201);
    const recorded = await db()
      .collection('enquiries')
      .findOne({ _id: reference as never });
    expect(recorded?.applicationReference).toBe(applied.body.reference);
    expect((await list('?state=applied')).data.map((row) => row.reference)).toEqual([reference]);
  });

  it('records one application on an enquiry when two arrive at once', async () => {
    const { reference } = (await send(enquiry({ email: 'twins@example.com', phone: undefined })).expect(201)).body as {
      reference: string;
    };
    const answers = await Promise.all(
      ['Taiwo', 'Kehinde'].map((firstname) =>
        api()
          .post(apiUrl(ENDPOINTS.applications.submit))
          .send(sampleApplication({ parentEmail: 'twins@example.com', firstname }))
          .expect(201),
      ),
    );
    const recorded = await db()
      .collection('enquiries')
      .findOne({ _id: reference as never });
    expect(answers.map((answer) => answer.body.reference)).toContain(recorded?.applicationReference);
  });
});
