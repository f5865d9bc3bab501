/**
 * A family's own data (docs/privacy.md): the copy they download from their page, and their request that the school
 * delete it, which staff approve or refuse within ERASURE_DAYS.
 */

/** The law gives the school a month to answer; the staff list counts down from the request. */
export const ERASURE_DAYS = 30;
export const ERASURE_REFUSAL_LIMIT = 1000;

export type ErasureState = 'pending' | 'erased' | 'refused';

/** GET/POST /api/parent/erasure: the family's latest request as they see it. */
export interface FamilyErasureRequest {
  id: string;
  state: ErasureState;
  requestedAt: string;
  /** The school answers by then. */
  dueBy: string;
  decidedAt?: string;
  /** Why the school refused, in the words staff wrote for the family. */
  reason?: string;
}

/** GET /api/parent/erasure: none asked for yet, or the latest. */
export interface FamilyErasureStatus {
  request: FamilyErasureRequest | null;
}

/** The staff list: who asked (until erased, when only the dates and the decision stay), and the days left. */
export interface StaffErasureRequest extends FamilyErasureRequest {
  /** The family's e-mail address or application reference; empty once erased. */
  family: string;
  references: string[];
  /** Whole days until dueBy (negative when overdue); only while pending. */
  daysLeft?: number;
  decidedBy?: string;
  /** How many records the erasure deleted or cut down, all collections together. */
  erasedRecords?: number;
}

/** POST /api/form/admin/erasure-requests/:id/refuse */
export interface ErasureRefusal {
  reason: string;
}

/** The first problem with a refusal, or undefined. */
export function erasureRefusalProblem(body: unknown): string | undefined {
  const reason = (body as { reason?: unknown } | null)?.reason;
  if (typeof reason !== 'string' || reason.trim().length === 0) {
    return 'Enter the reason the family will be told';
  }
  if (reason.length > ERASURE_REFUSAL_LIMIT) {
    return `The reason must be ${ERASURE_REFUSAL_LIMIT} characters or fewer`;
  }
  return undefined;
}
