import type { ApplicationStatusValue } from './application-status';

/**
 * The admissions pipeline: how many applications stand at each status, per class applied for, and a change of
 * status for many at once with one message to each family affected.
 */

/** GET form/admin/pipeline: narrows the counts to one campus, day or boarding, start term. */
export interface PipelineFilters {
  campus?: string;
  attendance?: string;
  startTerm?: string;
}

export type StatusCounts = Partial<Record<ApplicationStatusValue, number>>;

export interface PipelineClassRow {
  /** The stored value (`primary2`); empty for applications made before the form asked. */
  classAppliedFor: string;
  counts: StatusCounts;
  total: number;
}

export interface PipelineView {
  /** In the order of the classes, from creche to SS3; only classes that have applications. */
  rows: PipelineClassRow[];
  totals: StatusCounts;
  total: number;
}

/** The most applications one change may move, so a slip cannot message the whole school at once. */
export const BULK_STATUS_MAX = 100;

/** POST form/admin/pipeline/status */
export interface BulkStatusChange {
  references: string[];
  status: ApplicationStatusValue;
  /** Why, for the history; staff only. */
  note?: string;
  /** Sent to every family affected, in the one e-mail that tells them the new status. */
  familyMessage?: string;
}

export interface BulkStatusOutcome {
  changed: string[];
  /** Not changed, each with the reason (e.g. the change is not allowed from its status). */
  refused: Array<{ reference: string; reason: string }>;
  /** Families e-mailed: one message each, however many of their children changed. */
  familiesTold: number;
}
