import { route, type None } from '../endpoint';
import type { HealthResponse } from './types';

/** The platform's routes: health and metrics. */
export const PLATFORM_ENDPOINTS = {
  health: {
    check: route<None, HealthResponse>()('GET', 'health', 'public'),
    live: route<None, { status: 'ok' }>()('GET', 'health/live', 'public'),
  },
  /** Prometheus text; `public` to the staff guard, but only the internal network or METRICS_TOKEN get an answer. */
  metrics: {
    scrape: route<None, string>()('GET', 'metrics', 'public'),
  },
} as const;
