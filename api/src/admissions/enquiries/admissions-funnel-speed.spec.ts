import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, COLLECTIONS, ENDPOINTS } from '@icast/contracts';
import { storedApplication } from '../../testing/stored-rows';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { Clock } from '../../platform/jobs/clock';
import { AdmissionsModule } from '../admissions.module';
import { FUNNEL_FRESH_MS } from './admissions-funnel';

/**
 * Enough applications over two seasons that counting them is real work (every class, campus and status, families
 * applying more than once), few enough that the file seeds in a second. The speed at the height of a season,
 * 10,000 applications, is the bench's to hold (`npm run bench:admissions -w bench`, the same visits and restart
 * against the production build): this spec proves the rules behind it, which do not depend on the count.
 */
const ROWS = 600;
const ENQUIRIES = ROWS / 5;
const DAY = 24 * 3600 * 1000;
/** The point of this spec: the office's page gets its funnel within this, however many applications there are. */
const ANSWER_WITHIN_MS = 300;
const KEPT_FIGURES_WITHIN_MS = 3_000;

describe('GET the admissions funnel: counted once, kept across a restart', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createContextApp([AdmissionsModule]);
    await resetDatabase(app);
  });
  afterAll(() => app.close());

  it(`answers each visit within ${ANSWER_WITHIN_MS} ms once counted, with the right figures`, async () => {
    const now = Date.now();
    const at = (index: number) => new Date(now - (index % 500) * DAY - index * 1000);
    const db = databaseOf(app);
    const statuses = ['received', 'under_review', 'offered', 'accepted'];
    await db.collection(COLLECTIONS.applications).insertMany(
      Array.from({ length: ROWS }, (_, index) =>
        storedApplication(index, {
          status: statuses[index % 4],
          submittedAt: at(index),
          fields: {
            classAppliedFor: index % 2 ? 'jss1' : 'primary1',
            campus: index % 3 ? 'elebu' : 'elewura',
            parentEmail: `family${index % ENQUIRIES}@example.com`,
          },
        }),
      ),
    );
    await db.collection(COLLECTIONS.enquiries).insertMany(
      Array.from({ length: ENQUIRIES }, (_, index) => ({
        _id: `ENQ-${index}`,
        parentName: 'A parent',
        classOfInterest: 'jss1',
        campus: 'elebu',
        source: index % 2 ? 'friend' : 'social',
        email: `family${index}@example.com`,
        createdAt: at(index),
      })) as never[],
    );
    const cookie = await staffCookie(app, 'admissions');
    const funnel = () =>
      request(app.getHttpServer()).get(apiUrl(ENDPOINTS.enquiries.funnel)).set('Cookie', cookie).expect(200);

    const counting = performance.now();
    const first = await funnel();
    const countMs = Math.round(performance.now() - counting);
    const { current, previous } = first.body.total;
    // Every application of these two seasons is counted once, and each in one class.
    const applications = current.applications + previous.applications;
    const byClass = first.body.by.class as Array<{
      current: { applications: number };
      previous: { applications: number };
    }>;
    expect(byClass.reduce((sum, row) => sum + row.current.applications + row.previous.applications, 0)).toBe(
      applications,
    );
    expect(applications).toBeGreaterThan(ROWS / 2);
    expect(current.accepted).toBeGreaterThan(0);

    const times: number[] = [];
    for (let visit = 0; visit < 10; visit++) {
      const started = performance.now();
      const again = await funnel();
      times.push(Math.round(performance.now() - started));
      expect(again.body.total).toEqual(first.body.total);
      // Answered from the count already made, not counted again: the same moment counted.
      expect(again.body.asOf).toBe(first.body.asOf);
    }
    console.log(`admissions funnel at ${ROWS} applications: counted in ${countMs} ms, then ${times.join(', ')} ms`);
    // The median of ten visits: one visit slowed by another suite on the shared cores is not the funnel.
    expect([...times].sort((a, b) => a - b)[5]!).toBeLessThan(ANSWER_WITHIN_MS);

    // A restart (a deploy, a crash) forgets what was counted: the first visit after it gets the kept figures at once,
    // saying when they were counted, while the API counts again; a family applying meanwhile is in the next answer.
    await app.close();
    app = await createContextApp([AdmissionsModule]);
    // Started a few minutes later (a deploy), past the minute the kept figures count as fresh: moved on the API's
    // clock, not waited for.
    app.get(Clock).now = () => new Date(Date.now() + 5 * FUNNEL_FRESH_MS);
    await databaseOf(app)
      .collection(COLLECTIONS.applications)
      .insertOne(storedApplication(ROWS, { submittedAt: new Date(now), fields: { classAppliedFor: 'jss1' } }));
    const restartedCookie = await staffCookie(app, 'admissions');
    const afterStart = () =>
      request(app.getHttpServer()).get(apiUrl(ENDPOINTS.enquiries.funnel)).set('Cookie', restartedCookie).expect(200);
    const started = performance.now();
    const firstAfterStart = await afterStart();
    const firstAfterStartMs = Math.round(performance.now() - started);
    expect(firstAfterStart.body).toEqual(first.body);
    const recounted = async () => {
      for (;;) {
        const answer = await afterStart();
        if (answer.body.asOf !== first.body.asOf) return answer.body;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const fresh = await recounted();
    expect(fresh.total.current.applications).toBe(current.applications + 1);
    console.log(`after a restart: the first answer in ${firstAfterStartMs} ms`);
    // "At once": the kept figures, never the count (the new application is not in them), whatever the count's
    // length; one request, so a generous bound that a busy machine still meets; the bench holds the 300 ms budget at
    // 10,000 applications on a quiet one.
    expect(firstAfterStartMs).toBeLessThan(KEPT_FIGURES_WITHIN_MS);
  }, 240_000);
});
