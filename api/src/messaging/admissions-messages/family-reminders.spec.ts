import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { FAKE_PAYSTACK_KEY, FAKE_SMS_KEY, FakePaystack, FakeSmsProvider, type MailCatcher } from '@icast/fakes';
import { apiUrl, ENDPOINTS, type MessageKind, type StaffSlot, withDocumentsToFollow } from '@icast/contracts';
import { Clock } from '../../platform/jobs/clock';
import { ScheduledJob } from '../../platform/jobs/scheduled-job.schema';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { eventually, runJobs } from '../../testing/mail';
import { familyWithApplication } from '../../testing/parent-session';
import { staffCookie } from '../../testing/staff-session';
import { startAdmissionsWithMail } from '../../testing/admissions-app';
import { OutboxMessage } from '../outbox/outbox-message.schema';
import {
  DOCUMENTS_MISSING_AFTER_MS,
  DOCUMENTS_REMINDER_JOB,
  FORM_UNUSED_AFTER_MS,
  FORM_UNUSED_REMINDER_JOB,
  OFFER_EXPIRING_BEFORE_MS,
  OFFER_EXPIRING_REMINDER_JOB,
} from './family-reminders';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** `hour`:`minute` Lagos time (UTC+1) on the first Lagos day at or after `after` where that time is later. */
function lagosTimeAfter(after: Date, hour: number, minute = 0): Date {
  const at = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), hour - 1, minute));
  while (at <= after) at.setTime(at.getTime() + DAY);
  return at;
}
const lagosDay = (days: number) => new Date(Date.now() + HOUR + days * DAY).toISOString().slice(0, 10);

/**
 * The reminders a family gets when something is left undone, each once whatever runs the job, with the clock moved
 * to when they are due; SMS never between 21:00 and 07:00 Lagos time. Against the real database, a fake Paystack, a
 * fake SMS provider and a real SMTP server on 127.0.0.1.
 */
describe('family reminders', () => {
  let app: NestExpressApplication;
  let catcher: MailCatcher;
  let admissions: string[];
  const paystack = new FakePaystack();
  const sms = new FakeSmsProvider();
  const api = () => request(app.getHttpServer());
  const outbox = () => app.get<Model<OutboxMessage>>(getModelToken(OutboxMessage.name));
  const jobRows = () => app.get<Model<ScheduledJob>>(getModelToken(ScheduledJob.name));
  const queued = (kind: MessageKind, to: string) => outbox().find({ kind, to }).lean().exec();
  let clockSpy: jest.SpyInstance<Date, []> | undefined;
  const setClock = (at: Date) => {
    clockSpy?.mockRestore();
    clockSpy = jest.spyOn(app.get(Clock), 'now').mockImplementation(() => new Date(at));
  };
  /** Two API processes find the job due at the same moment, then a third run later: the claim lets one do it. */
  const runRacing = async (at: Date) => {
    const jobs = app.get(ScheduledJobs);
    await Promise.all([jobs.runDue(at), jobs.runDue(at)]);
    await jobs.runDue(at);
  };
  /**
   * A process that queued the messages and stopped before recording the job done: the lease runs out and another
   * process runs it again. The outbox's dedupe keys keep one message each.
   */
  const runAgainAfterCrash = async (key: string, at: Date) => {
    await jobRows()
      .updateOne({ key }, { $set: { state: 'scheduled', lockedUntil: null } })
      .exec();
    await runRacing(at);
  };

  beforeAll(async () => {
    ({ app, catcher } = await startAdmissionsWithMail({
      PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_KEY,
      PAYSTACK_BASE_URL: await paystack.start(),
      SMS_PROVIDER_URL: `${await sms.start()}/api/sms/send`,
      SMS_API_KEY: FAKE_SMS_KEY,
      SMS_SENDER_ID: 'ICAST',
    }));
    admissions = await staffCookie(app, 'admissions');
  });
  afterEach(() => {
    clockSpy?.mockRestore();
    clockSpy = undefined;
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([catcher.close(), paystack.stop(), sms.stop()]);
  });

  it('reminds a family whose paid form has no application after 3 days, once, and holds the SMS through the night', async () => {
    const payer = { first_name: 'Bola', last_name: 'Ige', email: 'bola@example.com', phone: '0803 222 0001' };
    const started = await api().post('/api/payment/initialize').send(payer).expect(200);
    const { reference } = started.body as { reference: string };
    paystack.outcomes.set(reference, { status: 'success' });
    await api().post('/api/payment/paystack_verify').send({ reference }).expect(200);
    const key = `${FORM_UNUSED_REMINDER_JOB}:${reference}`;
    await eventually(async () => (await app.get(ScheduledJobs).find(key)) !== null);
    const job = (await app.get(ScheduledJobs).find(key))!;
    expect(job.runAt.getTime() - Date.now()).toBeGreaterThan(FORM_UNUSED_AFTER_MS - HOUR);

    // Not yet: 2 days later.
    await runRacing(new Date(Date.now() + 2 * DAY));
    expect(await queued('formUnusedReminder', 'bola@example.com')).toEqual([]);

    // Due at 22:00 Lagos: the e-mail goes now, the SMS waits for 07:00.
    const night = lagosTimeAfter(job.runAt, 22);
    setClock(night);
    await runRacing(night);
    await runAgainAfterCrash(key, night);
    const emails = await queued('formUnusedReminder', 'bola@example.com');
    expect(emails).toHaveLength(1);
    const texts = await queued('formUnusedReminder', '+2348032220001');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.nextAttemptAt).toEqual(lagosTimeAfter(night, 7));
    const mail = await catcher.waitFor((message) => message.subject.includes('Your paid application form is waiting'));
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain('https://school.example/online-application');
    await runJobs(app);
    expect(sms.sent.filter((text) => text.text.includes('has no application yet'))).toEqual([]);

    // 07:01 the next morning: the SMS goes, once.
    setClock(new Date(lagosTimeAfter(night, 7).getTime() + 60_000));
    await runJobs(app);
    await eventually(() => sms.sent.some((text) => text.text.includes('has no application yet')));
    await runJobs(app);
    expect(sms.sent.filter((text) => text.text.includes('has no application yet'))).toEqual([
      { to: '2348032220001', from: 'ICAST', text: expect.stringContaining(`paid form ${reference}`) },
    ]);
    expect(catcher.messages.filter((message) => message.subject.includes('form is waiting'))).toHaveLength(1);
  });

  it('sends no form reminder when an application names the form', async () => {
    const payer = { first_name: 'Tunde', last_name: 'Bello', email: 'tunde@example.com', phone: '0803 222 0002' };
    const started = await api().post('/api/payment/initialize').send(payer).expect(200);
    const { reference } = started.body as { reference: string };
    paystack.outcomes.set(reference, { status: 'success' });
    await api().post('/api/payment/paystack_verify').send({ reference }).expect(200);
    await familyWithApplication(app, { formReference: reference, parentEmail: 'tunde@example.com' });
    const key = `${FORM_UNUSED_REMINDER_JOB}:${reference}`;
    await eventually(async () => (await app.get(ScheduledJobs).find(key)) !== null);
    const due = new Date(Date.now() + FORM_UNUSED_AFTER_MS + HOUR);
    setClock(due);
    await runRacing(due);
    expect(await app.get(ScheduledJobs).find(key)).toMatchObject({ state: 'done' });
    expect(await queued('formUnusedReminder', 'tunde@example.com')).toEqual([]);
  });

  it('lists the required documents still missing 5 days after applying, once; none once a decision is made', async () => {
    const family = await familyWithApplication(app, {
      parentEmail: 'docs@example.com',
      parentPhone: '0803 222 0003',
      firstname: 'Kemi',
    });
    const decided = await familyWithApplication(app, { parentEmail: 'decided@example.com', firstname: 'Femi' });
    await api()
      .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference: decided.reference }))
      .set('Cookie', admissions)
      .send({ status: 'declined', note: 'Class full' })
      .expect(200);
    const key = `${DOCUMENTS_REMINDER_JOB}:${family.reference}`;
    await eventually(async () => (await app.get(ScheduledJobs).find(key)) !== null);

    const morning = lagosTimeAfter(new Date(Date.now() + DOCUMENTS_MISSING_AFTER_MS), 10);
    setClock(morning);
    await runRacing(morning);
    await runAgainAfterCrash(key, morning);
    const mail = await catcher.waitFor(
      (message) => message.to.includes('docs@example.com') && /still needed/.test(message.subject),
    );
    expect(mail.subject).toMatch(new RegExp(`^Documents still needed for Kemi .+ \\(${family.reference}\\)$`));
    expect(mail.text).toContain('birth certificate');
    expect(mail.text).toContain('passport photograph');
    expect(await queued('documentsReminder', 'docs@example.com')).toHaveLength(1);
    const texts = await queued('documentsReminder', '+2348032220003');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(morning.getTime()); // daytime: not held
    expect(await queued('documentsReminder', 'decided@example.com')).toEqual([]);
  });

  it('recalls an open offer 48 hours before its deadline, once', async () => {
    const family = await familyWithApplication(app, {
      parentEmail: 'offer@example.com',
      parentPhone: '0803 222 0004',
      firstname: 'Ada',
    });
    await api()
      .post(apiUrl(ENDPOINTS.offers.make, { reference: family.reference }))
      .set('Cookie', admissions)
      .send(withDocumentsToFollow({ feeNaira: 75000, deadline: lagosDay(7), note: 'Welcome' }))
      .expect(201);
    await eventually(async () => (await jobRows().countDocuments({ name: OFFER_EXPIRING_REMINDER_JOB })) === 1);
    const job = (await jobRows().findOne({ name: OFFER_EXPIRING_REMINDER_JOB }).lean().exec())!;
    const deadline = new Date(job.runAt.getTime() + OFFER_EXPIRING_BEFORE_MS);

    await runRacing(new Date(job.runAt.getTime() - HOUR));
    expect(await queued('offerExpiringReminder', 'offer@example.com')).toEqual([]);
    const due = new Date(job.runAt.getTime() + 60_000);
    setClock(due);
    await runRacing(due);
    await runAgainAfterCrash(job.key, due);
    expect(await queued('offerExpiringReminder', 'offer@example.com')).toHaveLength(1);
    expect(await queued('offerExpiringReminder', '+2348032220004')).toHaveLength(1);
    const mail = await catcher.waitFor(
      (message) => message.to.includes('offer@example.com') && /ends on/.test(message.subject),
    );
    expect(mail.text).toContain('₦75,000');
    expect(deadline.getTime()).toBeGreaterThan(due.getTime());
  });

  it('reminds a tour booked for tomorrow by e-mail and SMS, once', async () => {
    const startsAt = lagosTimeAfter(new Date(Date.now() + 3 * DAY), 11);
    const slot = (
      await api()
        .post(apiUrl(ENDPOINTS.bookings.createSlot))
        .set('Cookie', admissions)
        .send({ kind: 'tour', campus: 'elebu', startsAt: startsAt.toISOString(), durationMinutes: 60, capacity: 5 })
        .expect(201)
    ).body as StaffSlot;
    await api()
      .post(apiUrl(ENDPOINTS.bookings.bookTour))
      .send({ slotId: slot._id, name: 'Tour Parent', phone: '0803 222 0005', email: 'tour@example.com' })
      .expect(201);
    await eventually(async () => (await queued('bookingConfirmation', 'tour@example.com')).length === 1);
    const due = new Date(startsAt.getTime() - DAY + 60_000); // 11:01 Lagos the day before
    setClock(due);
    await runRacing(due);
    expect(await queued('bookingReminder', 'tour@example.com')).toHaveLength(1);
    const texts = await queued('bookingReminder', '+2348032220005');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('tour tomorrow');
  });
});
