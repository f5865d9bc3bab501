import type { ApplicationSectionId } from '@icast/contracts';

/** Where the unfinished application lives in this browser until it is submitted. */
export const DRAFT_KEY = 'icast.applicationDraft.v1';

export interface ApplicationDraft {
  answers: Record<string, string>;
  /** Sections whose Next was pressed at least once: only then do their errors show in the side list. */
  attempted: ApplicationSectionId[];
}

export const EMPTY_DRAFT: ApplicationDraft = { answers: {}, attempted: [] };

export function loadDraft(): ApplicationDraft {
  try {
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<ApplicationDraft> | null;
    if (!stored || typeof stored.answers !== 'object' || stored.answers === null) return EMPTY_DRAFT;
    const answers = Object.fromEntries(
      Object.entries(stored.answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { answers, attempted: Array.isArray(stored.attempted) ? stored.attempted : [] };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** False when the browser refuses storage (private mode, full disk): the page then says so instead of "Saved". */
export function saveDraft(draft: ApplicationDraft): boolean {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear if storage is unavailable.
  }
}
