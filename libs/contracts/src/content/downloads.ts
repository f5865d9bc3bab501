/**
 * The school's documents for families to download: the uniform list, the term calendar, the fee schedule, policies.
 * Each keeps one address for life (`/api/downloads/{slug}.pdf`): replacing the file changes what the address gives,
 * never the address, so links on pages, in messages and in the chat keep working.
 */
export const DOWNLOAD_CATEGORIES = ['uniform', 'calendar', 'fees', 'policies', 'forms', 'other'] as const;
export type DownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];

export const DOWNLOAD_CATEGORY_LABELS: Record<DownloadCategory, string> = {
  uniform: 'Uniform',
  calendar: 'Calendar',
  fees: 'Fees',
  policies: 'Policies',
  forms: 'Forms',
  other: 'Other documents',
};

/** A PDF of the school's is a few pages; 10 MB keeps a scanned booklet in and a video renamed .pdf out. */
export const DOWNLOAD_LIMITS = { title: 120, description: 300, maxBytes: 10 * 1024 * 1024 } as const;

export const DOWNLOAD_TOO_LARGE = `The file is too large: the limit is ${DOWNLOAD_LIMITS.maxBytes / 1024 / 1024} MB`;

export interface SchoolDownload {
  id: string;
  /** The address's name, given once from the first title: `uniform-list` -> /api/downloads/uniform-list.pdf. */
  slug: string;
  title: string;
  category: DownloadCategory;
  description: string;
  /** YYYY-MM-DD from which the document applies (a fee schedule's term), or null. */
  validFrom: string | null;
  bytes: number;
  /** 1 for the first file, one more at each replacement. */
  version: number;
  /** When the file (or its words) last changed. */
  updatedAt: string;
}

/** Multipart: `file` (PDF; required to add, optional to change), title, category, description?, validFrom?. */
export type SchoolDownloadForm = FormData;

/** The file's own address, the same for every version. */
export function downloadFileName(download: Pick<SchoolDownload, 'slug'>): string {
  return `${download.slug}.pdf`;
}

/** "PDF, 240 KB": what a parent on a metered phone wants to know before tapping. */
export function downloadSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `PDF, ${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `PDF, ${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
