import { CLASSES_APPLIED_FOR } from './admission-choices';
import type { ApplicationStatusValue } from './application-status';

/** Bounds of a rubric and of the scores recorded on it: what a school's entrance assessment needs, no more. */
export const RUBRIC_AREAS_MAX = 12;
export const RUBRIC_AREA_NAME_MAX = 60;
export const RUBRIC_AREA_SCORE_MAX = 100;
export const ASSESSMENT_COMMENT_MAX = 500;
export const ASSESSMENT_NOTES_MAX = 2000;

/** One area a child is assessed in (English, Motor skills), scored from 0 to `maxScore`. */
export interface RubricArea {
  /** Derived from the name (`motor-skills`): scores name their area by it. */
  key: string;
  name: string;
  maxScore: number;
}

/** A class's rubric: the school's own, or the default of its section until staff save one. */
export interface ClassRubric {
  classAppliedFor: string;
  areas: RubricArea[];
  /** Absent while the section's default is in use. */
  updatedBy?: string;
  updatedAt?: string;
}

export interface RubricUpdate {
  areas: Array<{ name: string; maxScore: number }>;
}

/** `motor skills` and `Motor Skills` are one area. */
export const rubricAreaKey = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const area = (name: string, maxScore: number): RubricArea => ({ key: rubricAreaKey(name), name, maxScore });

/** The rubric a class starts with on a fresh install: early years by development areas, later classes by subjects. */
export function defaultRubric(classAppliedFor: string): RubricArea[] {
  if (/^(creche|toddlers|preschool|nursery\d)$/.test(classAppliedFor)) {
    return [area('Language', 10), area('Number awareness', 10), area('Motor skills', 10), area('Social skills', 10)];
  }
  if (/^primary\d$/.test(classAppliedFor)) {
    return [area('English', 30), area('Mathematics', 30), area('Reasoning', 20), area('Interview', 20)];
  }
  return [
    area('English', 30),
    area('Mathematics', 30),
    area('Reasoning', 20),
    area('General knowledge', 10),
    area('Interview', 10),
  ];
}

export const RUBRIC_CLASSES: readonly string[] = CLASSES_APPLIED_FOR.map((choice) => choice.value);

/** One area's score as recorded: the area's name and maximum as they were then, so a later rubric change keeps it. */
export interface AreaScore {
  key: string;
  name: string;
  maxScore: number;
  score: number;
  comment?: string;
}

export interface ApplicationAssessment {
  scores: AreaScore[];
  notes?: string;
  total: number;
  maxTotal: number;
  /** Whole per cent of the maximum, rounded. */
  percentage: number;
  recordedBy: string;
  recordedAt: string;
}

/** The application's class rubric, its scores if recorded, and whether they can still be changed. */
export interface AssessmentLookup {
  classAppliedFor: string;
  rubric: RubricArea[];
  assessment: ApplicationAssessment | null;
  /** Scores are kept as they were once a decision (offer, waiting list, not successful) is released. */
  locked: boolean;
}

export interface RecordAssessmentRequest {
  scores: Array<{ key: string; score: number | string; comment?: string }>;
  notes?: string;
}

export const totalOf = (scores: readonly AreaScore[]) => {
  const total = scores.reduce((sum, entry) => sum + entry.score, 0);
  const maxTotal = scores.reduce((sum, entry) => sum + entry.maxScore, 0);
  return { total, maxTotal, percentage: maxTotal ? Math.round((total / maxTotal) * 100) : 0 };
};

/** The decisions staff prepare for release at a set time: the outcomes the status table allows. */
export const PREPARED_DECISION_VALUES = [
  'offered',
  'waitlisted',
  'declined',
] as const satisfies readonly ApplicationStatusValue[];
export type PreparedDecisionValue = (typeof PREPARED_DECISION_VALUES)[number];

export interface PrepareDecisionRequest {
  decision: PreparedDecisionValue;
  /** An offer only: the acceptance fee in naira and the last day to pay (YYYY-MM-DD, Lagos), as "Offer a place". */
  feeNaira?: number;
  deadline?: string;
  /** For the history; staff only. */
  note?: string;
  /** An offer only: why it goes ahead with required documents missing, as "Offer a place" asks. */
  missingDocumentsReason?: string;
}

/** `prepared`: waiting for its release; `released`: now the application's status; `refused`: it could not be. */
export type PreparedDecisionState = 'prepared' | 'released' | 'refused';

export interface PreparedDecision {
  reference: string;
  childName: string;
  classAppliedFor: string;
  /** The application's status now (the family sees this, not the decision, until release). */
  status: ApplicationStatusValue;
  decision: PreparedDecisionValue;
  feeNaira?: number;
  deadline?: string;
  note?: string;
  /** Why the offer goes ahead with required documents missing, when staff gave one. */
  missingDocumentsReason?: string;
  preparedBy: string;
  preparedAt: string;
  /** When it will be released; absent until a time is set. */
  releaseAt?: string;
  state: PreparedDecisionState;
  releasedAt?: string;
  /** Why it could not be released (the application moved meanwhile, the deadline passed). */
  refusal?: string;
}

/** Sets the release time of these prepared decisions (all prepared ones when `references` is absent), or releases them now. */
export interface DecisionReleaseRequest {
  references?: string[];
  /** An instant (ISO 8601 with its offset); or `now: true`. */
  releaseAt?: string;
  now?: boolean;
}

export interface DecisionReleaseOutcome {
  /** How many prepared decisions this request covered. */
  count: number;
  releaseAt: string;
  released: string[];
  refused: Array<{ reference: string; reason: string }>;
}

export const PREPARED_DECISIONS_MAX = 500;
/** A release at most a year ahead: a later date is a typing mistake. */
export const DECISION_RELEASE_MAX_DAYS = 366;

/** What the staff access log says when an application's assessment scores are opened. */
export const ACCESS_WHAT_ASSESSMENT = 'Assessment scores and notes';
