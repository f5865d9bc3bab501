import { route, staff, type None } from '../endpoint';
import type { RetentionDays, RetentionRun, RetentionSettings } from './privacy';
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
  /** How long personal data is kept, and what the nightly job deleted (docs/privacy.md): admins only. */
  retention: {
    settings: route<None, RetentionSettings>()('GET', 'retention', staff()),
    update: route<{ days: RetentionDays }, RetentionSettings>()('PUT', 'retention', staff()),
    runs: route<None, { data: RetentionRun[] }>()('GET', 'retention/runs', staff()),
  },
} as const;
