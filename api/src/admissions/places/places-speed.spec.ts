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
import { databaseOf, useTestApp } from '../../testing/test-app';

const ROWS = 10_000;
const STATUSES = ['received', 'under_review', 'offered', 'accepted', 'waitlisted'] as const;
const TERM = startTermChoices()[1]!.value;

describe('GET /api/form/admin/places at 10,000 applications', () => {
  const app = useTestApp();

  it('answers the seats view in under 300 ms, with the right figures', async () => {
    const classes = CLASSES_APPLIED_FOR.map((choice) => choice.value);
    await databaseOf(app())
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
    await databaseOf(app())
      .collection(COLLECTIONS.placeSeats)
      .insertMany(
        classes.map((classAppliedFor) => ({
          _id: row(classAppliedFor) as never,
          classAppliedFor,
          campus: 'elebu',
          startTerm: TERM,
          attendance: 'day',
          seats: 120,
          by: 'admissions@example.com',
          at: new Date(),
        })),
      );
    await databaseOf(app())
      .collection(COLLECTIONS.placeClaims)
      .insertMany(
        classes.flatMap((classAppliedFor) =>
          Array.from({ length: 100 }, (_, index) => ({
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
    const cookie = await staffCookie(app(), 'admissions');
    const view = () => request(app().getHttpServer()).get(apiUrl(ENDPOINTS.places.view)).set('Cookie', cookie);

    const first = (await view().expect(200)).body as SeatsView;
    // Each of the 17 classes on two campuses; a fifth of the applications in each counted status.
    expect(first.rows).toHaveLength(classes.length * 2);
    const total = (key: 'offered' | 'accepted' | 'waiting') => first.rows.reduce((sum, row) => sum + row[key], 0);
    expect([total('offered'), total('accepted'), total('waiting')]).toEqual([ROWS / 5, ROWS / 5, ROWS / 5]);
    const elebuPrimary1 = first.rows.find((row) => row.classAppliedFor === 'primary1' && row.campus === 'elebu')!;
    expect(elebuPrimary1.seats).toBe(120);
    expect(elebuPrimary1.free).toBe(20);

    const times: number[] = [];
    for (let visit = 0; visit < 7; visit++) {
      const started = performance.now();
      await view().expect(200);
      times.push(Math.round(performance.now() - started));
    }
    console.log(`seats view at ${ROWS} applications: answered in ${times.join(', ')} ms`);
    // The median of seven visits: one visit slowed by another engineer's build on the shared cores is not the view.
    const median = [...times].sort((a, b) => a - b)[3]!;
    expect(median).toBeLessThan(300);
  }, 600_000);
});
