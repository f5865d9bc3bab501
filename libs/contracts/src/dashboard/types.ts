/**
 * GET /api/dashboard/summary. Each figure is sent only to roles that may list what it counts (payments, applications,
 * visitors, contact messages; see `roleMayCall`), so an editor gets none of them: an absent figure is not zero.
 */
export interface DashboardSummary {
  totalApplications?: number;
  monthlyRevenueNaira?: number;
  formsSold?: number;
  visitorsToday?: number;
  unread: { applications?: number; messages?: number };
  weekly: Array<{ weekStart: string; payments?: number; applications?: number }>;
  /** When these figures were counted (the API recounts at most every 30 s; see DashboardService). */
  asOf: string;
}
