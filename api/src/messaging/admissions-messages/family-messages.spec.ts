import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { FAKE_SMS_KEY, FakeSmsProvider, type MailCatcher } from '@icast/fakes';
import {
  apiUrl,
  ENDPOINTS,
  FAMILY_MESSAGE_LIMITS,
  type FamilyMessageDraft,
  type FamilyMessagePreview,
  type FamilyMessageSent,
  type StaffActivityFeed,
} from '@icast/contracts';
import { AdmissionsModule } from '../../admissions';
import { Clock } from '../../platform/jobs/clock';
import { eventually, runJobs, startMailCatcher } from '../../testing/mail';
import { sampleApplication } from '../../testing/sample-application';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, resetDatabase } from '../../testing/test-app';
import { MessagingModule } from '../messaging.module';
import { OutboxMessage } from '../outbox/outbox-message.schema';
import { Application } from '../../admissions/applications/application.schema';

const HOUR = 60 * 60 * 1000;
/** 22:00 Lagos time (21:00 UTC) tomorrow: inside the quiet hours, whatever time the test runs. */
function lagosNightTomorrow(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 21));
}

/**
 * "Message these families": the applications list's filters applied on the server, one message per family and
 * channel through the outbox however often Send is pressed, SMS held through the night, refusals on their fields.
 * Against the real database, a real SMTP server and a fake SMS provider on 127.0.0.1.
 */
describe('messages to the families of the applications chosen', () => {
  let app: NestExpressApplication;
  let catcher: MailCatcher;
  let admissions: string[];
  let admin: string[];
  const sms = new FakeSmsProvider();
  const api = () => request(app.getHttpServer());
  const outbox = () => app.get<Model<OutboxMessage>>(getModelToken(OutboxMessage.name));
  const references: Record<string, string> = {};
  let clockSpy: jest.SpyInstance<Date, []> | undefined;

  const apply = async (name: string, answers: Record<string, string>) => {
    const submitted = await api()
      .post(apiUrl(ENDPOINTS.applications.submit))
      .send(sampleApplication({ firstname: name, surname: 'Adeyemi', ...answers }))
      .expect(201);
    references[name] = (submitted.body as { reference: string }).reference;
  };
  const draft = (overrides: Partial<FamilyMessageDraft> = {}): FamilyMessageDraft => ({
    filter: { campus: 'elebu', classAppliedFor: 'nursery1' },
    channel: 'both',
    subject: 'Assessment day for {childName}',
    body: 'Dear {parentName}, {childName} ({reference}) is expected on Saturday at 9:00.',
    ...overrides,
  });

  beforeAll(async () => {
    const mail = await startMailCatcher();
    catcher = mail.catcher;
    app = await createContextApp([AdmissionsModule, MessagingModule], {
      ...mail.env,
      PUBLIC_SITE_URL: 'https://school.example',
      SMS_PROVIDER_URL: `${await sms.start()}/api/sms/send`,
      SMS_API_KEY: FAKE_SMS_KEY,
      SMS_SENDER_ID: 'ICAST',
    });
    await resetDatabase(app);
    [admissions, admin] = await Promise.all([staffCookie(app, 'admissions'), staffCookie(app, 'admin')]);
    const elebuNursery = { campus: 'elebu', classAppliedFor: 'nursery1', fatherFirstname: 'Kunle' };
    // Two siblings with one e-mail and phone, a family with no e-mail, one with no phone; two the filter leaves out.
    await apply('Tolu', { ...elebuNursery, parentEmail: 'adeyemi@example.com', parentPhone: '0803 555 0001' });
    await apply('Femi', { ...elebuNursery, parentEmail: 'adeyemi@example.com', parentPhone: '0803 555 0001' });
    await apply('Bisi', { ...elebuNursery, parentEmail: 'bisi@example.com', parentPhone: '0803 555 0002' });
    await apply('Kemi', { ...elebuNursery, parentEmail: 'kemi.family@example.com', parentPhone: '0803 555 0003' });
    await apply('Dayo', { campus: 'elewura', classAppliedFor: 'nursery1', parentEmail: 'dayo@example.com' });
    await apply('Sade', { campus: 'elebu', classAppliedFor: 'nursery2', parentEmail: 'sade@example.com' });
    // Paper applications typed in by the office may lack a contact the online form requires.
    const stored = app.get<Model<Application>>(getModelToken(Application.name));
    await stored.updateOne({ reference: references.Bisi }, { $set: { 'fields.parentEmail': '' } }).exec();
    await stored.updateOne({ reference: references.Kemi }, { $set: { 'fields.parentPhone': '' } }).exec();
  });
  afterEach(() => {
    clockSpy?.mockRestore();
    clockSpy = undefined;
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([catcher.close(), sms.stop()]);
  });

  it('previews who the filters reach, names the families it cannot reach, and renders the first message', async () => {
    const answer = await api()
      .post(apiUrl(ENDPOINTS.familyMessages.preview))
      .set('Cookie', admissions)
      .send(draft())
      .expect(200);
    const preview = answer.body as FamilyMessagePreview;
    expect(preview).toMatchObject({ applications: 4, emails: 2, texts: 2, smsConfigured: true });
    expect(preview.withoutEmail).toEqual([{ reference: references.Bisi, childName: 'Bisi Adeyemi' }]);
    expect(preview.withoutPhone).toEqual([{ reference: references.Kemi, childName: 'Kemi Adeyemi' }]);
    expect(preview.first?.email).toEqual({
      to: 'adeyemi@example.com',
      subject: 'Assessment day for Tolu Adeyemi and Femi Adeyemi',
      body:
        `Dear Kunle Sample, Tolu Adeyemi and Femi Adeyemi (${references.Tolu} and ${references.Femi}) ` +
        'is expected on Saturday at 9:00.',
    });
    expect(preview.first?.sms?.to).toBe('+2348035550001');
    expect(preview.first?.sms?.text).toMatch(/^ICAST.*: Dear Kunle Sample, Tolu Adeyemi and Femi Adeyemi/);
    // A preview sends nothing.
    expect(await outbox().countDocuments({ kind: 'familyMessage' }).exec()).toBe(0);
  });

  it('refuses an unknown placeholder by its name, a text too long for one SMS and an oversized body, on their fields', async () => {
    const unknown = await api()
      .post(apiUrl(ENDPOINTS.familyMessages.preview))
      .set('Cookie', admissions)
      .send(draft({ subject: 'For {childname}', body: 'Dear {parent_name} and {parentName}' }))
      .expect(400);
    expect(unknown.body.errors).toEqual([
      { field: 'subject', message: expect.stringContaining('uses {childname}, which the site cannot fill in') },
      { field: 'body', message: expect.stringContaining('uses {parent_name}, which the site cannot fill in') },
    ]);

    // Short enough as written, too long once each family's names fill it in.
    const nearlyFull = `{childName} ${'x'.repeat(FAMILY_MESSAGE_LIMITS.sms - 40)}`;
    const tooLong = await api()
      .post(apiUrl(ENDPOINTS.familyMessages.send))
      .set('Cookie', admissions)
      .send(draft({ channel: 'sms', subject: '', body: nearlyFull }))
      .expect(400);
    expect(tooLong.body.errors).toEqual([
      { field: 'body', message: expect.stringMatching(/a text message carries at most 459/) },
    ]);

    const huge = await api()
      .post(apiUrl(ENDPOINTS.familyMessages.send))
      .set('Cookie', admissions)
      .send(draft({ body: 'x'.repeat(FAMILY_MESSAGE_LIMITS.body + 1) }))
      .expect(400);
    expect(huge.body.errors).toEqual([{ field: 'body', message: expect.stringContaining('at most 3000 characters') }]);
    const badFilter = await api()
      .post(apiUrl(ENDPOINTS.familyMessages.preview))
      .set('Cookie', admissions)
      .send(draft({ filter: { campus: 'mars' } }))
      .expect(400);
    expect(badFilter.body.errors[0].field).toBe('filter.campus');
    expect(await outbox().countDocuments({ kind: 'familyMessage' }).exec()).toBe(0);
  });

  it('queues one message per family and channel when Send is pressed twice and two members send at once', async () => {
    const night = lagosNightTomorrow();
    clockSpy = jest.spyOn(app.get(Clock), 'now').mockImplementation(() => new Date(night));
    const sends = await Promise.all(
      [admissions, admissions, admin, admin, admissions, admin].map((cookie) =>
        api().post(apiUrl(ENDPOINTS.familyMessages.send)).set('Cookie', cookie).send(draft()),
      ),
    );
    for (const sent of sends) expect(sent.status).toBe(200);
    const results = sends.map((sent) => sent.body as FamilyMessageSent);
    // Four messages in all (two e-mails, two texts), whoever queued them.
    expect(results.reduce((total, result) => total + result.queued, 0)).toBe(4);
    expect(results.every((result) => result.queued + result.alreadySent === 4)).toBe(true);
    expect(results[0]!.withoutEmail.map((family) => family.childName)).toEqual(['Bisi Adeyemi']);
    expect(results[0]!.withoutPhone.map((family) => family.childName)).toEqual(['Kemi Adeyemi']);

    const rows = await outbox().find({ kind: 'familyMessage' }).lean().exec();
    expect(rows.map((row) => `${row.channel} ${row.to}`).sort()).toEqual([
      'email adeyemi@example.com',
      'email kemi.family@example.com',
      'sms +2348035550001',
      'sms +2348035550002',
    ]);
    // The texts wait for 07:00 Lagos time; the e-mails go at once.
    const morning = new Date(night.getTime() + 9 * HOUR);
    for (const row of rows.filter((candidate) => candidate.channel === 'sms')) {
      expect(row.nextAttemptAt).toEqual(morning);
    }
    expect(results[0]!.smsHeldUntil).toBe(morning.toISOString());

    await runJobs(app);
    await eventually(() => catcher.messages.filter((mail) => mail.subject.startsWith('Assessment day')).length === 2);
    await runJobs(app);
    const mails = catcher.messages.filter((mail) => mail.subject.startsWith('Assessment day'));
    expect(mails.map((mail) => mail.to.join(',')).sort()).toEqual(['adeyemi@example.com', 'kemi.family@example.com']);
    expect(mails.find((mail) => mail.to.includes('kemi.family@example.com'))?.text).toContain(
      `Kemi Adeyemi (${references.Kemi}) is expected`,
    );
    expect(sms.sent.filter((text) => text.text.includes('is expected on Saturday'))).toEqual([]);

    // Recorded once in the staff activity, however many presses.
    const feed = await api().get(apiUrl(ENDPOINTS.notifications.activity)).set('Cookie', admin).expect(200);
    const entries = (feed.body as StaffActivityFeed).items.filter((item) => item.kind === 'familiesMessaged');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.text).toContain('to the families of 4 applications: 2 by e-mail, 2 by SMS');
  });
});
