import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { Types } from 'mongoose';
import { apiUrl, COLLECTIONS, ENDPOINTS, RETENTION_KINDS, type RetentionDays } from '@icast/contracts';
import { staffCookie } from '../../testing/staff-session';
import { storedApplication } from '../../testing/stored-rows';
import { createTestApp, createTestAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';
import { RETENTION_JOB, Retention } from './retention';
import { ScheduledJobs } from '../jobs/scheduled-jobs.service';
import { JobLoop } from '../jobs/job-loop';
import { advanceClock } from '../../testing/mail';

const DAY = 24 * 60 * 60 * 1000;
/** The moment the job runs in these tests: every row is dated from it, never from the machine's clock. */
const NOW = new Date('2027-03-01T01:00:00.000Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

/**
 * Retention deletes exactly what is due at the moment it runs, kind by kind, and nothing else: rows a day either
 * side of each period are seeded, the clock set, and every collection counted before and after.
 */
describe('retention of personal data', () => {
  let app: NestExpressApplication;
  const db = () => databaseOf(app).db!;
  const count = (name: string) => db().collection(name).countDocuments();

  beforeAll(async () => {
    app = await createTestAppOnEmptyDatabase();
  });
  afterAll(async () => {
    await app.close();
  });

  /** A decided application: its status, with the history entry of that decision on `decidedAt`. */
  const decided = (index: number, status: string, decidedAt: Date, earlier: string[] = []) =>
    storedApplication(index, {
      status,
      submittedAt: daysBefore(900),
      updatedAt: decidedAt,
      history: [
        ...earlier.map((step) => ({ status: step, by: 'staff@icast.test', at: daysBefore(800) })),
        { status, by: 'staff@icast.test', at: decidedAt },
      ],
    });

  async function seed(): Promise<void> {
    const year = RETENTION_KINDS.closedApplications.defaultDays;
    await db()
      .collection(COLLECTIONS.applications)
      .insertMany([
        decided(1, 'declined', daysBefore(year + 1)), // due
        decided(2, 'offer_declined', daysBefore(year + 30), ['offered']), // due
        decided(3, 'offer_expired', daysBefore(year - 1), ['offered']), // decided too recently
        decided(4, 'accepted', daysBefore(year * 3), ['offered']), // a child at the school: never
        // Accepted once, later moved on: still a child of the school's records, never deleted.
        decided(5, 'offer_declined', daysBefore(year * 2), ['offered', 'accepted']),
        storedApplication(6, {
          status: 'received',
          submittedAt: daysBefore(year * 2),
          updatedAt: daysBefore(year * 2),
        }),
        // Touched recently (a document reviewed) but decided long ago: the decision's date counts.
        { ...decided(7, 'declined', daysBefore(year + 5)), updatedAt: daysBefore(year + 5) },
      ]);
    const ref = (index: number) => storedApplication(index).reference;
    await db()
      .collection(COLLECTIONS.applicationDocuments)
      .insertMany([1, 3, 4].map((index) => ({ applicationReference: ref(index), kind: 'birthCertificate' })));
    await db()
      .collection(COLLECTIONS.offers)
      .insertMany([2, 4].map((index) => ({ applicationReference: ref(index), number: 1, state: 'open' })));

    const slot = new Types.ObjectId();
    const booking = (seat: number, startsAt: Date, extra: Record<string, unknown> = {}) => ({
      slotId: slot,
      seat,
      kind: 'tour',
      startsAt,
      name: `Visitor ${seat}`,
      email: `visitor${seat}@example.com`,
      phone: '+2348030000000',
      ...extra,
    });
    const tours = RETENTION_KINDS.tourBookings.defaultDays;
    await db()
      .collection(COLLECTIONS.bookings)
      .insertMany([
        booking(1, daysBefore(tours + 1)), // due
        booking(2, daysBefore(tours - 1)),
        booking(3, daysBefore(tours * 2), { kind: 'assessment', applicationReference: ref(4) }), // the application's
      ]);
    await db()
      .collection(COLLECTIONS.bookingClaims)
      .insertMany([
        { _id: `tour:${String(slot)}:visitor1@example.com`, at: daysBefore(tours + 10) },
        { _id: `tour:${String(slot)}:visitor2@example.com`, at: daysBefore(tours - 10) },
      ] as never);

    const contact = RETENTION_KINDS.contactMessages.defaultDays;
    const oldMessage = new Types.ObjectId();
    await db()
      .collection(COLLECTIONS.contactMessages)
      .insertMany([
        {
          _id: oldMessage,
          name: 'A',
          email: 'a@example.com',
          subject: 's',
          message: 'm',
          createdAt: daysBefore(contact + 1),
        },
        { name: 'B', email: 'b@example.com', subject: 's', message: 'm', createdAt: daysBefore(contact - 1) },
      ]);
    await db()
      .collection(COLLECTIONS.contactReplies)
      .insertMany([
        { contactId: oldMessage, message: 'reply', at: daysBefore(contact) },
        { contactId: new Types.ObjectId(), message: 'reply to a kept one', at: daysBefore(10) },
      ]);

    const chat = RETENTION_KINDS.chatQuestions.defaultDays;
    await db()
      .collection(COLLECTIONS.unansweredQuestions)
      .insertMany([
        { question: 'old', count: 1, firstAskedAt: daysBefore(chat * 3), lastAskedAt: daysBefore(chat + 1) },
        { question: 'asked again lately', count: 2, firstAskedAt: daysBefore(chat * 3), lastAskedAt: daysBefore(2) },
      ]);
    const visitors = RETENTION_KINDS.visitors.defaultDays;
    await db()
      .collection(COLLECTIONS.visitors)
      .insertMany([
        { number: '+2348031111111', submittedAt: daysBefore(visitors + 1) },
        { number: '+2348032222222', submittedAt: daysBefore(visitors - 1) },
      ]);
    await db()
      .collection(COLLECTIONS.rateLimitHits)
      .insertMany([
        { _id: 'old|1|1', expiresAt: daysBefore(RETENTION_KINDS.rateLimits.defaultDays + 1) },
        { _id: 'new|1|1', expiresAt: new Date(NOW.getTime() + 60_000) },
      ] as never);
  }

  const references = async () =>
    (await db().collection(COLLECTIONS.applications).find().sort({ reference: 1 }).toArray()).map((row) =>
      String(row.reference).slice(-1),
    );

  it('deletes what is due at the moment it runs, and nothing else', async () => {
    await seed();
    const watched = [
      COLLECTIONS.applications,
      COLLECTIONS.applicationDocuments,
      COLLECTIONS.offers,
      COLLECTIONS.bookings,
      COLLECTIONS.bookingClaims,
      COLLECTIONS.contactMessages,
      COLLECTIONS.contactReplies,
      COLLECTIONS.unansweredQuestions,
      COLLECTIONS.visitors,
      COLLECTIONS.rateLimitHits,
    ];
    const before = Object.fromEntries(await Promise.all(watched.map(async (name) => [name, await count(name)])));
    expect(before).toEqual({
      applications: 7,
      application_documents: 3,
      offers: 2,
      bookings: 3,
      booking_claims: 2,
      contact_messages: 2,
      contact_replies: 2,
      unanswered_questions: 2,
      visitors: 2,
      rate_limit_hits: 2,
    });

    // A day before NOW, nothing of these rows is due yet except what is a day or more over.
    const run = await app.get(Retention).runDue(NOW);
    expect(run.deleted).toEqual({
      closedApplications: 3,
      tourBookings: 1,
      contactMessages: 1,
      chatQuestions: 1,
      visitors: 1,
      rateLimits: 1,
    });
    const after = Object.fromEntries(await Promise.all(watched.map(async (name) => [name, await count(name)])));
    expect(after).toEqual({
      applications: 4,
      application_documents: 2, // the declined one's went with it
      offers: 1, // the declined offer's went with it
      bookings: 2,
      booking_claims: 1,
      contact_messages: 1,
      contact_replies: 1, // the deleted message's reply went with it
      unanswered_questions: 1,
      visitors: 1,
      rate_limit_hits: 1,
    });
    expect(await references()).toEqual(['3', '4', '5', '6']);

    // The audit list shows the run; running again at the same moment finds nothing more.
    expect((await app.get(Retention).runDue(NOW)).deleted.closedApplications).toBe(0);
    const staff = await staffCookie(app);
    const runs = await request(app.getHttpServer())
      .get(apiUrl(ENDPOINTS.retention.runs))
      .set('Cookie', staff)
      .expect(200);
    expect(
      (runs.body as { data: Array<{ at: string; deleted: Record<string, number> }> }).data.map(
        (row) => row.deleted.closedApplications,
      ),
    ).toEqual([0, 3]);

    // Two days later the application decided a day too recently is due, and still never the accepted child's.
    await app.get(Retention).runDue(new Date(NOW.getTime() + 2 * DAY));
    expect(await references()).toEqual(['4', '5', '6']);
  });

  it('keeps each kind as long as the admin set, refusing a period out of range', async () => {
    const staff = await staffCookie(app);
    const api = () => request(app.getHttpServer());
    const { body: current } = await api().get(apiUrl(ENDPOINTS.retention.settings)).set('Cookie', staff).expect(200);
    expect((current as { days: RetentionDays }).days.visitors).toBe(RETENTION_KINDS.visitors.defaultDays);

    const days = { ...(current as { days: RetentionDays }).days, visitors: 7 };
    const refused = await api()
      .put(apiUrl(ENDPOINTS.retention.update))
      .set('Cookie', staff)
      .send({ days: { ...days, visitors: 0 } })
      .expect(400);
    expect((refused.body as { message: string }).message).toMatch(/visitors.*whole number of days from 1 to 3650/i);
    await api().put(apiUrl(ENDPOINTS.retention.update)).set('Cookie', staff).send({ days: 'all' }).expect(400);
    const saved = await api().put(apiUrl(ENDPOINTS.retention.update)).set('Cookie', staff).send({ days }).expect(200);
    expect(saved.body).toMatchObject({ days: { visitors: 7 }, updatedBy: expect.stringContaining('@') });

    await db()
      .collection(COLLECTIONS.visitors)
      .insertMany([
        { number: '+2348033333333', submittedAt: daysBefore(8) },
        { number: '+2348034444444', submittedAt: daysBefore(6) },
      ]);
    const before = await count(COLLECTIONS.visitors);
    // The 8-day-old one, not the 6-day-old one (the first test's visitors are gone by now).
    expect((await app.get(Retention).runDue(NOW)).deleted.visitors).toBe(1);
    expect(await count(COLLECTIONS.visitors)).toBe(before - 1);
    expect((await db().collection(COLLECTIONS.visitors).find().toArray()).map((row) => row.number)).toEqual([
      '+2348034444444',
    ]);
  });

  it('runs once a night in one process only, however many API processes share the database', async () => {
    const second = await createTestApp();
    try {
      const job = await app.get(ScheduledJobs).find(RETENTION_JOB);
      expect(job).toMatchObject({ state: 'scheduled' });
      const runsBefore = await count(COLLECTIONS.retentionRuns);
      // Both processes' clocks past the job's time; both run their passes at once.
      const ahead = job!.runAt.getTime() + 1_000 - Date.now();
      const restore = [advanceClock(app, ahead), advanceClock(second, ahead)];
      await Promise.all([app.get(JobLoop).runOnce(), second.get(JobLoop).runOnce()]);
      restore.forEach((undo) => undo());
      expect(await count(COLLECTIONS.retentionRuns)).toBe(runsBefore + 1);
      const next = await app.get(ScheduledJobs).find(RETENTION_JOB);
      expect(next).toMatchObject({ state: 'scheduled' });
      expect(next!.runAt.getTime() - job!.runAt.getTime()).toBe(DAY);
    } finally {
      await second.close();
    }
  });
});
