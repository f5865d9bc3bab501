import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { COLLECTIONS, type DashboardSummary } from '@icast/contracts';
import { startOfLagosDay, startOfLagosMonth, startOfLagosWeek, WEEKS_SHOWN, weeklyCounts } from './dashboard-summary';

const PAID = 'paid';

/**
 * Live figures from the collections other modules own, read by name with the native driver so this module
 * depends only on the shapes in @icast/contracts. Only portable aggregation stages ($match, $group).
 */
@Injectable()
export class DashboardService {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async summary(now = new Date()): Promise<DashboardSummary> {
    const payments = this.connection.collection(COLLECTIONS.payments);
    const applications = this.connection.collection(COLLECTIONS.applications);
    const since = new Date(startOfLagosWeek(now).getTime() - (WEEKS_SHOWN - 1) * 7 * 24 * 3600 * 1000);

    const [totalApplications, formsSold, revenue, visitorsToday, newApplications, unreadMessages, paidDates, appDates] =
      await Promise.all([
        applications.countDocuments({}),
        payments.countDocuments({ status: PAID }),
        payments
          .aggregate<{
            kobo: number;
          }>([
            { $match: { status: PAID, paidAt: { $gte: startOfLagosMonth(now) } } },
            { $group: { _id: null, kobo: { $sum: '$amountKobo' } } },
          ])
          .toArray(),
        this.connection
          .collection(COLLECTIONS.visitors)
          .countDocuments({ submittedAt: { $gte: startOfLagosDay(now) } }),
        applications.countDocuments({ status: 'received' }),
        this.connection.collection(COLLECTIONS.contactMessages).countDocuments({ read: false }),
        payments.find({ status: PAID, paidAt: { $gte: since } }, { projection: { paidAt: 1 } }).toArray(),
        applications.find({ submittedAt: { $gte: since } }, { projection: { submittedAt: 1 } }).toArray(),
      ]);

    const paymentWeeks = weeklyCounts(
      paidDates.map((row) => new Date(row.paidAt as Date)),
      now,
    );
    const applicationWeeks = weeklyCounts(
      appDates.map((row) => new Date(row.submittedAt as Date)),
      now,
    );
    return {
      totalApplications,
      monthlyRevenueNaira: Math.round((revenue[0]?.kobo ?? 0) / 100),
      formsSold,
      visitorsToday,
      unread: { applications: newApplications, messages: unreadMessages },
      weekly: paymentWeeks.map((week, index) => ({
        weekStart: week.weekStart.toISOString(),
        payments: week.count,
        applications: applicationWeeks[index]!.count,
      })),
    };
  }
}
