import type { Choice } from './admission-choices';

/** What a Nigerian school asks for with an application. */
export const DOCUMENT_KINDS = [
  { value: 'birthCertificate', label: 'Birth certificate' },
  { value: 'passportPhoto', label: 'Passport photograph' },
  { value: 'reportCard', label: 'Last report card' },
  { value: 'medicalReport', label: 'Medical report' },
] as const satisfies readonly Choice[];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]['value'];
export const DOCUMENT_KIND_VALUES: readonly DocumentKind[] = DOCUMENT_KINDS.map((kind) => kind.value);

/**
 * The documents an application for `classAppliedFor` (a CLASSES_APPLIED_FOR value) must have, as the public
 * requirements list (libs/content ADMISSION_REQUIREMENTS) asks: photographs and the birth certificate from every
 * child, the immunisation record from daycare to primary, the last school report from Primary 2 upwards.
 */
export function requiredDocumentKinds(classAppliedFor: string): DocumentKind[] {
  const value = classAppliedFor.slice(0, 12);
  const primaryYear = /^primary(\d)$/.exec(value)?.[1];
  const secondary = /^(jss|ss)\d$/.test(value);
  const daycareToPrimary = primaryYear !== undefined || /^(creche|toddlers|preschool|nursery\d)$/.test(value);
  return DOCUMENT_KIND_VALUES.filter((kind) => {
    if (kind === 'reportCard') return secondary || (primaryYear !== undefined && Number(primaryYear) >= 2);
    if (kind === 'medicalReport') return daycareToPrimary;
    return true;
  });
}

/** One class's documents: as the school set them on the dashboard, else the rule above (`setBySchool` false). */
export interface ClassDocumentChecklist {
  classAppliedFor: string;
  /** The class in words: "Primary 2". */
  label: string;
  kinds: DocumentKind[];
  setBySchool: boolean;
}

/** GET form/document-checklist: every class the form offers, in the form's order. */
export interface DocumentChecklist {
  classes: ClassDocumentChecklist[];
}

/** PUT form/admin/document-checklist: the classes changed, each with every document it now asks for. */
export interface DocumentChecklistUpdate {
  classes: Array<{ classAppliedFor: string; kinds: DocumentKind[] }>;
}

/** Types accepted, as the file's content proves them (not its name). A photograph must be an image. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * What the documents a family sends may take in all, over every application made with its e-mail: room for four or
 * five children's documents as scans and photos usually come.
 */
export const DOCUMENT_FAMILY_MAX_BYTES = 30 * 1024 * 1024;
/** A photo is re-encoded no larger than this on its longer side (plenty for a passport photograph or a scan). */
export const DOCUMENT_IMAGE_MAX_SIDE = 2400;

/** Staff's verdict on one document; the family sees it and, for `resend`, the reason. */
export const DOCUMENT_REVIEWS = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'resend', label: 'Please send a new one' },
] as const satisfies readonly Choice[];
export type DocumentReview = (typeof DOCUMENT_REVIEWS)[number]['value'];

export interface ApplicationDocumentView {
  kind: DocumentKind;
  filename: string;
  contentType: DocumentType;
  size: number;
  uploadedAt: string;
  review: DocumentReview;
  /** Why a new one is needed (shown to the family). */
  reviewNote?: string;
  reviewedAt?: string;
}

/** PATCH ...documents/:kind/review */
export interface DocumentReviewRequest {
  review: Exclude<DocumentReview, 'pending'>;
  note?: string;
}
