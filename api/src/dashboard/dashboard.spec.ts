import request from 'supertest';
import { COLLECTIONS } from '@icast/contracts';
import { databaseOf, useTestApp } from '../testing/test-app';
import { staffCookie } from '../testing/staff-session';
import { storedPayment } from '../testing/stored-rows';
import { startOfLagosDay, startOfLagosMonth, startOfLagosWeek } from '../platform/http/lagos-time';
import { weeklyCounts } from './dashboard-summary';

const DAY = 24 * 3600 * 1000;

describe('Lagos calendar helpers', () => {
  it('starts the day, week (Monday) and month at midnight in Lagos (UTC+1)', () => {
    const now = new Date('2025-07-02T23:30:00Z'); // Thursday 00:30 in Lagos
    expect(startOfLagosDay(now).toISOString()).toBe('2025-07-02T23:00:00.000Z');
    expect(startOfLagosWeek(now).toISOString()).toBe('2025-06-29T23:00:00.000Z');
    expect(startOfLagosMonth(new Date('2025-06-30T23:30:00Z')).toISOString()).toBe('2025-06-30T23:00:00.000Z');
  });

  it('buckets dates into twelve weeks, oldest first, ignoring older dates', () => {
    const now = new Date('2025-07-02T12:00:00Z');
    const weeks = weeklyCounts([now, new Date(now.getTime() - 7 * DAY), new Date(now.getTime() - 200 * DAY)], now);
    expect(weeks).toHaveLength(12);
    expect(weeks.map((week) => week.count).slice(-2)).toEqual([1, 1]);
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(2);
  });
});

describe('GET /api/dashboard/summary', () => {
  const app = useTestApp();

  it('computes the figures from the collections other modules write', async () => {
    const db = databaseOf(app());
    const now = new Date();
    await db
      .collection(COLLECTIONS.payments)
      .insertMany([
        storedPayment(1, { status: 'paid', paidAt: now }),
        storedPayment(2, { status: 'paid', paidAt: now }),
        storedPayment(3, { status: 'paid', paidAt: new Date(now.getTime() - 60 * DAY) }),
        storedPayment(4),
      ]);
    await db.collection(COLLECTIONS.applications).insertMany([
      { reference: 'A1', surname: 'Obi', firstname: 'Ada', status: 'received', submittedAt: now, updatedAt: now },
      { reference: 'A2', surname: 'Eze', firstname: 'Ike', status: 'accepted', submittedAt: now, updatedAt: now },
    ]);
    await db.collection(COLLECTIONS.visitors).insertMany([
      { number: '+2348031234567', submittedAt: now },
      { number: '+2348031234568', submittedAt: new Date(now.getTime() - 3 * DAY) },
    ]);
    await db.collection(COLLECTIONS.contactMessages).insertMany([
      { email: 'a@b.co', tel: '1', subject: 's', message: 'm', read: false, createdAt: now },
      { email: 'a@b.co', tel: '1', subject: 's', message: 'm', read: true, createdAt: now },
    ]);

    const response = await request(app().getHttpServer())
      .get('/api/dashboard/summary')
      .set('Cookie', await staffCookie(app(), 'admin'))
      .expect(200);
    expect(response.body).toMatchObject({
      totalApplications: 2,
      formsSold: 3,
      visitorsToday: 1,
      unread: { applications: 1, messages: 1 },
    });
    // Two paid this month; the one paid 60 days ago is in an earlier month.
    expect(response.body.monthlyRevenueNaira).toBe(10_000);
    expect(response.body.weekly).toHaveLength(12);
    expect(response.body.weekly.at(-1)).toMatchObject({ payments: 2, applications: 2 });
  });
});
