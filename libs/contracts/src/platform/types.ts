import type { ApiFieldError } from './field-problems';

/** Every API error body. */
export interface ApiError {
  statusCode: number;
  /** The problem in words; for a 400, every problem joined with '; ' (what the original site's calls read). */
  message: string;
  /** A 400 about the request's fields: each problem at its field, by the form's field name (nested paths joined with '.'). */
  errors?: readonly ApiFieldError[];
  /**
   * A refusal the client acts on, not only shows: what it is, e.g. `second-factor-setup-required` (a 403) or
   * `places_full` (a 409). Always here at the top, never inside `details`.
   */
  code?: string;
  /** Only with `code`: the figures that refusal names, e.g. a full class's seats (admissions/places). */
  details?: Record<string, unknown>;
  /** 5xx only: the request's id (every answer has it in X-Request-Id); the message quotes its start, "(error 7f3a2c91)". */
  requestId?: string;
}

export type DatabaseState = 'up' | 'down';

/** GET /api/health */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: { state: DatabaseState; latencyMs?: number };
  uptimeSeconds: number;
  version: string;
}

/** The collections the platform owns (COLLECTIONS composes every context's). */
export const PLATFORM_COLLECTIONS = {
  jobLeases: 'job_leases',
  scheduledJobs: 'scheduled_jobs',
  /** Events between contexts whose change wrote no single record to carry them (a deletion), until delivered. */
  domainEvents: 'domain_events',
  /** The API's shared rate-limit counts: changing every second and worthless tomorrow, so never in a backup. */
  rateLimitHits: 'rate_limit_hits',
  /** How long each kind of personal data is kept (one row), and what each retention run deleted. */
  retentionSettings: 'retention_settings',
  retentionRuns: 'retention_runs',
  /** Figures counted behind the answers (the funnel, the seats view), kept so a restarted API answers at once: no names. */
  keptFigures: 'kept_figures',
} as const;

/** A short staff list answered whole (staff accounts, blog posts, unanswered questions); long ones are PagedList. */
export interface StaffList<Item> {
  data: Item[];
}
