import { APPLICATION_SECTIONS, type ApplicationSectionId } from '@icast/contracts';
import type { ApplicationView } from './sections';

/** Where the unfinished application lives in this browser until it is submitted. */
export const DRAFT_KEY = 'icast.applicationDraft.v1';

export interface ApplicationDraft {
  answers: Record<string, string>;
  /** Sections whose Next was pressed at least once: only then do their errors show in the side list. */
  attempted: ApplicationSectionId[];
  /** The section (or check page) the parent was on, so a reload returns there. */
  view: ApplicationView;
}

export const EMPTY_DRAFT: ApplicationDraft = { answers: {}, attempted: [], view: 'A' };

const SECTIONS: readonly string[] = APPLICATION_SECTIONS.map((section) => section.id);
const isSection = (value: unknown): value is ApplicationSectionId =>
  typeof value === 'string' && SECTIONS.includes(value);
export const isView = (value: unknown): value is ApplicationView => value === 'check' || isSection(value);

export function loadDraft(): ApplicationDraft {
  try {
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<ApplicationDraft> | null;
    if (!stored || typeof stored.answers !== 'object' || stored.answers === null) return EMPTY_DRAFT;
    const answers = Object.fromEntries(
      Object.entries(stored.answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return {
      answers,
      attempted: Array.isArray(stored.attempted) ? stored.attempted.filter(isSection) : [],
      view: isView(stored.view) ? stored.view : 'A',
    };
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
