import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { COLLECTIONS, type StaffRole } from '@icast/contracts';
import { staffCookie } from '../testing/staff-session';
import { createTestApp, databaseOf, resetDatabase } from '../testing/test-app';

/** The summary is open to every member, so it must not carry figures a role may not read elsewhere. */
describe('GET /api/dashboard/summary for each role', () => {
  let app: NestExpressApplication;
  const summaryAs = async (role: StaffRole) =>
    (
      await request(app.getHttpServer())
        .get('/api/dashboard/summary')
        .set('Cookie', await staffCookie(app, role))
        .expect(200)
    ).body as Record<string, unknown> & { unread: object; weekly: Array<Record<string, unknown>> };

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    const now = new Date();
    await databaseOf(app)
      .collection(COLLECTIONS.payments)
      .insertOne({ reference: 'R1', amountKobo: 500_000, status: 'paid', paidAt: now, createdAt: now });
    await databaseOf(app)
      .collection(COLLECTIONS.applications)
      .insertOne({ reference: 'A1', surname: 'Obi', firstname: 'Ada', status: 'received', submittedAt: now });
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives an admin every figure', async () => {
    const summary = await summaryAs('admin');
    expect(summary).toMatchObject({
      totalApplications: 1,
      monthlyRevenueNaira: 5000,
      formsSold: 1,
      visitorsToday: 0,
      unread: { applications: 1, messages: 0 },
    });
    expect(summary.weekly.at(-1)).toMatchObject({ payments: 1, applications: 1 });
  });

  it('gives an editor no revenue, no forms sold and nothing about applicants or visitors; unread messages only', async () => {
    const summary = await summaryAs('editor');
    expect(Object.keys(summary).sort()).toEqual(['asOf', 'unread', 'weekly']);
    // The web editor answers contact messages (docs/decisions/content-editing.md).
    expect(summary.unread).toEqual({ messages: 0 });
    expect(summary.weekly).toHaveLength(12);
    for (const week of summary.weekly) expect(Object.keys(week)).toEqual(['weekStart']);
  });

  it('gives a bursar the payment figures only', async () => {
    const summary = await summaryAs('bursar');
    expect(Object.keys(summary).sort()).toEqual(['asOf', 'formsSold', 'monthlyRevenueNaira', 'unread', 'weekly']);
    expect(summary.unread).toEqual({});
    expect(summary.weekly.at(-1)).toEqual({ weekStart: expect.any(String), payments: 1 });
  });

  it('gives admissions the applications, forms sold, visitors and messages it works with', async () => {
    const summary = await summaryAs('admissions');
    // Admissions lists the form payments (who bought a form), so the month's total of them is no secret to it.
    expect(summary).toMatchObject({ totalApplications: 1, formsSold: 1, monthlyRevenueNaira: 5000, visitorsToday: 0 });
    expect(summary.unread).toEqual({ applications: 1, messages: 0 });
    expect(summary.weekly.at(-1)).toEqual({ weekStart: expect.any(String), payments: 1, applications: 1 });
  });
});
