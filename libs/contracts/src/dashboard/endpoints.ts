import { ANY_STAFF, route, type None } from '../endpoint';
import type { DashboardSummary } from './types';

/** The staff dashboard's summary. */
export const DASHBOARD_ENDPOINTS = {
  dashboard: {
    summary: route<None, DashboardSummary>()('GET', 'dashboard/summary', ANY_STAFF),
  },
} as const;
