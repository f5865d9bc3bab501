import { type DashboardSummary, ENDPOINTS, roleMayCall, type StaffRole } from '@icast/contracts';

/**
 * The summary as one member may see it: each figure only for a role that may read the list it counts (the endpoint
 * table decides), so an editor gets no revenue and no applicant numbers, and a bursar no applications.
 */
export function summaryForRole(summary: DashboardSummary, role: StaffRole): DashboardSummary {
  const payments = roleMayCall(role, ENDPOINTS.payment.list);
  const applications = roleMayCall(role, ENDPOINTS.applications.list);
  const only = <T extends object>(allowed: boolean, figures: T): Partial<T> => (allowed ? figures : {});
  return {
    ...only(applications, { totalApplications: summary.totalApplications }),
    ...only(payments, { monthlyRevenueNaira: summary.monthlyRevenueNaira, formsSold: summary.formsSold }),
    ...only(roleMayCall(role, ENDPOINTS.visitors.list), { visitorsToday: summary.visitorsToday }),
    unread: {
      ...only(applications, { applications: summary.unread.applications }),
      ...only(roleMayCall(role, ENDPOINTS.contact.messages), { messages: summary.unread.messages }),
    },
    weekly: summary.weekly.map((week) => ({
      weekStart: week.weekStart,
      ...only(payments, { payments: week.payments }),
      ...only(applications, { applications: week.applications }),
    })),
    asOf: summary.asOf,
  };
}
