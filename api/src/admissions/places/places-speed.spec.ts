import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  apiUrl,
  CLASSES_APPLIED_FOR,
  COLLECTIONS,
  ENDPOINTS,
  type SeatsView,
  startTermChoices,
} from '@icast/contracts';
import { staffCookie } from '../../testing/staff-session';
import { storedApplication } from '../../testing/stored-rows';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { Clock } from '../../platform/jobs/clock';
import { AdmissionsModule } from '../admissions.module';

/**
 * Every class on both campuses in every counted status, few enough that the file seeds in a second. The speed at
 * the height of a season, 10,000 applications, is the bench's to hold (`npm run bench:admissions -w bench`, the same
 * visits and restart against the production build): this spec proves the rules behind it, which do not depend on
 * the count.
 */
const ROWS = 500;
/** Seats set for each class at Elebu, and the seats offers already hold in each. */
const SEATS = 30;
const HELD = 10;
const STATUSES = ['received', 'under_review', 'offered', 'accepted', 'waitlisted'] as const;
const TERM = startTermChoices()[1]!.value;

describe('GET /api/form/admin/places: counted once, kept across a restart', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createContextApp([AdmissionsModule]);
    await resetDatabase(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the seats view in under 300 ms, with the right figures', async () => {
    const classes = CLASSES_APPLIED_FOR.map((choice) => choice.value);
    await databaseOf(app)
      .collection(COLLECTIONS.applications)
      .insertMany(
        Array.from({ length: ROWS }, (_, index) =>
          storedApplication(index, {
            fields: {
              surname: `Surname${index}`,
              firstname: 'Ada',
              classAppliedFor: classes[index % classes.length],
              campus: index % 2 ? 'elebu' : 'elewura',
              attendance: 'day',
              startTerm: TERM,
            },
            status: STATUSES[index % STATUSES.length],
          }),
        ),
      );
    // Seats and the seats offers hold, stored as the places service stores them (setting them is not what is timed).
    const row = (classAppliedFor: string) => `${classAppliedFor}|elebu|${TERM}|day`;
    await databaseOf(app)
      .collection(COLLECTIONS.placeSeats)
      .insertMany(
        classes.map((classAppliedFor) => ({
          _id: row(classAppliedFor) as never,
          classAppliedFor,
          campus: 'elebu',
          startTerm: TERM,
          attendance: 'day',
          seats: SEATS,
          by: 'admissions@example.com',
          at: new Date(),
        })),
      );
    await databaseOf(app)
      .collection(COLLECTIONS.placeClaims)
      .insertMany(
        classes.flatMap((classAppliedFor) =>
          Array.from({ length: HELD }, (_, index) => ({
            _id: `${row(classAppliedFor)}#${index + 1}` as never,
            row: row(classAppliedFor),
            seat: index + 1,
            applicationReference: `ICAST-2025-${classAppliedFor}-${index}`,
            offerId: `offer-${index}`,
            feeKobo: 5_000_000,
            deadlineDays: 14,
            at: new Date(),
          })),
        ),
      );
    // A freed place proposed to a waiting child (application 4 is waitlisted for Elewura).
    const waiting = { reference: storedApplication(4).reference, row: `${classes[4]}|elewura|${TERM}|day` };
    await databaseOf(app)
      .collection(COLLECTIONS.placeProposals)
      .insertOne({
        _id: `${waiting.row}#1@1` as never,
        row: waiting.row,
        applicationReference: waiting.reference,
        childName: 'Ada Surname4',
        state: 'open',
        at: new Date(),
      });
    const cookie = await staffCookie(app, 'admissions');
    const view = () => request(app.getHttpServer()).get(apiUrl(ENDPOINTS.places.view)).set('Cookie', cookie);

    const first = (await view().expect(200)).body as SeatsView;
    // Each of the 17 classes on two campuses; a fifth of the applications in each counted status.
    expect(first.rows).toHaveLength(classes.length * 2);
    const total = (key: 'offered' | 'accepted' | 'waiting') => first.rows.reduce((sum, row) => sum + row[key], 0);
    expect([total('offered'), total('accepted'), total('waiting')]).toEqual([ROWS / 5, ROWS / 5, ROWS / 5]);
    const elebuPrimary1 = first.rows.find((row) => row.classAppliedFor === 'primary1' && row.campus === 'elebu')!;
    expect(elebuPrimary1.seats).toBe(SEATS);
    expect(elebuPrimary1.free).toBe(SEATS - HELD);

    const times: number[] = [];
    for (let visit = 0; visit < 7; visit++) {
      const started = performance.now();
      const again = (await view().expect(200)).body as SeatsView;
      // Answered from the count already made, not counted again: the same moment counted.
      expect(again.countedAt).toBe(first.countedAt);
      times.push(Math.round(performance.now() - started));
    }
    console.log(`seats view at ${ROWS} applications: answered in ${times.join(', ')} ms`);
    // The median of seven visits: one visit slowed by another engineer's build on the shared cores is not the view.
    const median = [...times].sort((a, b) => a - b)[3]!;
    expect(median).toBeLessThan(300);

    // After a restart the first visit gets the view kept in the database at once (it says when it was counted)
    // instead of waiting seconds for the count; an offer made meanwhile is in a later answer.
    await app.close();
    app = await createContextApp([AdmissionsModule]);
    // Started a few minutes later (a deploy), past the minute the kept view counts as fresh: moved on the API's
    // clock, not waited for.
    app.get(Clock).now = () => new Date(Date.now() + 5 * 60_000);
    await databaseOf(app)
      .collection(COLLECTIONS.applications)
      .updateOne({ status: 'received', 'fields.classAppliedFor': 'primary1' }, { $set: { status: 'offered' } });
    const restartedCookie = await staffCookie(app, 'admissions');
    const afterStart = () =>
      request(app.getHttpServer()).get(apiUrl(ENDPOINTS.places.view)).set('Cookie', restartedCookie).expect(200);
    const started = performance.now();
    const kept = (await afterStart()).body as SeatsView;
    const keptMs = Math.round(performance.now() - started);
    const proposalsOf = (view: SeatsView) => view.rows.flatMap((row) => row.proposals);
    expect(proposalsOf(first)).toEqual([expect.objectContaining({ childName: 'Ada Surname4' })]);
    // The kept view names the proposed child by the application only: names stay where an erasure finds them.
    expect(JSON.stringify(await databaseOf(app).collection(COLLECTIONS.keptFigures).find().toArray())).not.toContain(
      'Ada Surname4',
    );
    const unnamed = (view: SeatsView) => ({
      ...view,
      rows: view.rows.map((row) => ({ ...row, proposals: row.proposals.map(({ childName: _, ...rest }) => rest) })),
    });
    expect(unnamed(kept)).toEqual(unnamed(first));
    expect(proposalsOf(kept)).toEqual([expect.objectContaining({ childName: waiting.reference })]);
    let recounted = kept;
    while (recounted.countedAt === first.countedAt) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      recounted = (await afterStart()).body as SeatsView;
    }
    const offeredIn = (view: SeatsView) => view.rows.reduce((sum, row) => sum + row.offered, 0);
    expect(offeredIn(recounted)).toBe(offeredIn(first) + 1);
    expect(proposalsOf(recounted)).toEqual([expect.objectContaining({ childName: 'Ada Surname4' })]);
    console.log(`after a restart: the first answer in ${keptMs} ms`);
    // "At once": the kept view, never the count (the new offer is not in it), whatever the count's length; one
    // request, so a generous bound that a busy machine still meets; the bench holds the 300 ms budget at 10,000
    // applications on a quiet one.
    expect(keptMs).toBeLessThan(3_000);
  }, 240_000);
});
