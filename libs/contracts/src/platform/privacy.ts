/**
 * How long the school keeps each kind of personal data before the nightly retention job deletes it
 * (docs/privacy.md). Days, because that is what the job counts; the defaults are the school's policy.
 */
export const RETENTION_KINDS = {
  closedApplications: {
    label: 'Unsuccessful or withdrawn applications and their documents, after the decision',
    defaultDays: 365,
  },
  tourBookings: { label: 'Tour bookings (enquiries), after the visit', defaultDays: 365 },
  contactMessages: { label: 'Contact messages and the replies to them', defaultDays: 730 },
  chatQuestions: { label: 'Questions asked in the chat, after they were last asked', defaultDays: 90 },
  visitors: { label: 'Chat visitors’ names and phone numbers', defaultDays: 30 },
  rateLimits: { label: 'Rate-limit records (addresses of recent requests)', defaultDays: 30 },
} as const;

export type RetentionKind = keyof typeof RETENTION_KINDS;
export const RETENTION_KIND_KEYS = Object.keys(RETENTION_KINDS) as RetentionKind[];

/** An admin may keep a kind from one day to ten years. */
export const RETENTION_DAYS_LIMITS = { min: 1, max: 3650 } as const;

/** GET/PUT /api/retention: the days each kind is kept. */
export type RetentionDays = Record<RetentionKind, number>;

export interface RetentionSettings {
  days: RetentionDays;
  /** Who last changed them, and when (absent while the defaults hold). */
  updatedBy?: string;
  updatedAt?: string;
}

/** One run of the retention job, as the audit list shows it: how many of each kind it deleted. */
export interface RetentionRun {
  at: string;
  deleted: Record<RetentionKind, number>;
}

/** The first problem with a set of retention days, or undefined when every kind has a whole number in range. */
export function retentionDaysProblem(days: unknown): string | undefined {
  if (typeof days !== 'object' || days === null || Array.isArray(days)) return 'Send the days for each kind';
  const given = days as Record<string, unknown>;
  const unknownKind = Object.keys(given).find((key) => !(RETENTION_KIND_KEYS as string[]).includes(key));
  if (unknownKind !== undefined) return `There is no kind of data called "${unknownKind.slice(0, 40)}"`;
  for (const kind of RETENTION_KIND_KEYS) {
    const value = given[kind];
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < RETENTION_DAYS_LIMITS.min ||
      value > RETENTION_DAYS_LIMITS.max
    ) {
      return `${RETENTION_KINDS[kind].label}: enter a whole number of days from ${RETENTION_DAYS_LIMITS.min} to ${RETENTION_DAYS_LIMITS.max}`;
    }
  }
  return undefined;
}
