import { Injectable } from '@nestjs/common';
import type { DashboardSummary } from '@icast/contracts';
import { RefreshingValue } from '../platform/http/refreshing-value';
import { ApplicationService } from '../admissions';
import { ContactService } from '../messaging';
import { PaymentService } from '../payments';
import { VisitorService } from '../assistant';
import { startOfLagosDay, startOfLagosMonth, startOfLagosWeek } from '../platform/http/lagos-time';
import { WEEKS_SHOWN, weeklyCounts } from './dashboard-summary';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Figures this young are answered as they are. */
export const SUMMARY_FRESH_MS = 30_000;
/** Older figures (up to this age) are answered at once while new ones are computed for the next visit. */
export const SUMMARY_SERVABLE_MS = 10 * 60_000;

/**
 * The dashboard's figures, each asked of the feature that owns the data. Counting whole collections is slow on
 * FerretDB (it scans every document whatever the indexes), so the summary is computed behind the answers, at most
 * once per SUMMARY_FRESH_MS however many staff look, and says how old it is (docs/decisions/security.md).
 */
@Injectable()
export class DashboardService {
  private readonly figures = new RefreshingValue(() => this.compute(new Date()), {
    freshForMs: SUMMARY_FRESH_MS,
    servableForMs: SUMMARY_SERVABLE_MS,
  });

  constructor(
    private readonly payments: PaymentService,
    private readonly applications: ApplicationService,
    private readonly visitors: VisitorService,
    private readonly contact: ContactService,
  ) {}

  async summary(): Promise<DashboardSummary> {
    const { value, computedAt } = await this.figures.get();
    return { ...value, asOf: new Date(computedAt).toISOString() };
  }

  private async compute(now: Date): Promise<Omit<DashboardSummary, 'asOf'>> {
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
