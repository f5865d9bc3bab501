import { Injectable } from '@nestjs/common';
import type { DashboardSummary } from '@icast/contracts';
import { ApplicationService } from '../application/application.service';
import { ContactService } from '../contact/contact.service';
import { PaymentService } from '../payment/payment.service';
import { VisitorService } from '../visitor/visitor.service';
import { startOfLagosDay, startOfLagosMonth, startOfLagosWeek, WEEKS_SHOWN, weeklyCounts } from './dashboard-summary';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Live figures, each asked of the feature that owns the data. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly payments: PaymentService,
    private readonly applications: ApplicationService,
    private readonly visitors: VisitorService,
    private readonly contact: ContactService,
  ) {}

  async summary(now = new Date()): Promise<DashboardSummary> {
    const since = new Date(startOfLagosWeek(now).getTime() - (WEEKS_SHOWN - 1) * WEEK_MS);
    const [
      totalApplications,
      formsSold,
      revenueKobo,
      visitorsToday,
      newApplications,
      unreadMessages,
      paidDates,
      submittedDates,
    ] = await Promise.all([
      this.applications.count(),
      this.payments.countPaid(),
      this.payments.paidKoboSince(startOfLagosMonth(now)),
      this.visitors.countSince(startOfLagosDay(now)),
      this.applications.count('received'),
      this.contact.countUnread(),
      this.payments.paidDatesSince(since),
      this.applications.submittedDatesSince(since),
    ]);
    const paymentWeeks = weeklyCounts(paidDates, now);
    const applicationWeeks = weeklyCounts(submittedDates, now);
    return {
      totalApplications,
      monthlyRevenueNaira: Math.round(revenueKobo / 100),
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
