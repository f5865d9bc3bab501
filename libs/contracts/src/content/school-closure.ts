/**
 * A school closure (flooding, a public holiday declared overnight, a strike): shown on every public page while it is
 * current and sent once to newsletter subscribers by e-mail and SMS. One at a time; publishing a new one replaces it.
 */
export interface SchoolClosure {
  /** New with every publish: the sends of one closure never repeat, a new closure can be sent again. */
  id: string;
  title: string;
  message: string;
  startsAt: string;
  endsAt: string;
  /** Campus ids of the site settings; empty: every campus. */
  campuses: string[];
}

export type SchoolClosureFields = Omit<SchoolClosure, 'id'>;

export const CLOSURE_LIMITS = { title: 120, message: 600, campuses: 6 } as const;

/** The closure while it is current: from `startsAt` until `endsAt` (now injectable for tests and the server). */
export function currentClosure(closure: SchoolClosure | null | undefined, now = Date.now()): SchoolClosure | null {
  if (!closure) return null;
  return Date.parse(closure.startsAt) <= now && now < Date.parse(closure.endsAt) ? closure : null;
}

/** What sending a closure queued: totals for this closure, however many times the button was pressed. */
export interface ClosureSendResult {
  emails: number;
  sms: number;
  message: string;
}
