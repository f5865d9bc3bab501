import type { ArticleDocument } from './article';
import type { Picture } from './images';

/** The blog's records and the staff tools' shapes. */

/** Blog categories as stored; the public filter adds 'all' and uses lower case in URLs. */
export const BLOG_CATEGORIES = ['Events', 'Academic', 'Sports', 'Notices'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_TITLE_MAX = 100;
export const BLOG_CONTENT_MAX = 5000;
/** A post's own short summary, shown on cards instead of its cut-off opening. */
export const BLOG_EXCERPT_MAX = 300;

/**
 * A post's readable address, `/blog/{slug}`: its title accent-folded, lower case, words joined by hyphens (`-2`,
 * `-3` for a title already taken). Fixed once the post has been public, so a shared link never breaks.
 */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MAX = 80;

/** Letters NFKD does not split into a base letter and an accent. */
const UNSPLIT_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th' };

/**
 * The slug a title asks for, before a `-2` makes it unique: "Ọjọ́ Ìbílẹ̀: Children's Day!" is
 * `ojo-ibile-childrens-day`. Cut at a word within BLOG_SLUG_MAX; `post` when nothing is left.
 */
export function blogSlugOf(title: string): string {
  return slugOf(title, 'post');
}

/** A title as an address: accent-folded, lower case, hyphens; `fallback` when nothing is left, or to tell it from an id. */
export function slugOf(title: string, fallback: string, max = BLOG_SLUG_MAX): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþ]/g, (letter) => UNSPLIT_LETTERS[letter] ?? letter)
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > max) break;
    slug = longer;
  }
  // A 24-hex slug would read as a record's id; a lone over-long word is cut.
  if (/^[0-9a-f]{24}$/.test(slug)) slug = `${slug}-${fallback}`;
  return slug || words[0]?.slice(0, max) || fallback;
}

export interface BlogPost {
  _id: string;
  /** `/blog/{slug}`; a row written behind the API's back before it got one answers its id here. */
  slug: string;
  title: string;
  content: string;
  /** The original site's name for the same text; kept equal to content. */
  description: string;
  /** The editor's short summary (absent: cards show the opening of `content`). */
  excerpt?: string;
  category: BlogCategory | 'Uncategorized';
  isPublished: boolean;
  isFeatured: boolean;
  /** A published post with this time in the future is Scheduled: the public sees it from then on (ISO, UTC). */
  publishAt?: string;
  /** '/default.jpg' when the post has no image, else '/api/blog/image/:id' style URL. */
  imageUrl: string;
  image: string;
  /** The cover in every stored size and format, when it went through the photo pipeline (older uploads: none). */
  picture?: Picture;
  /**
   * The editor's document (posts written with the rich editor; older posts have none). Staff reads only: the public
   * article carries `html`, the list neither.
   */
  document?: ArticleDocument;
  /** The document rendered and sanitised by the API (photos through the image pipeline, videos as a preview link). */
  html?: string;
  author: { name: string };
  createdAt: string;
  updatedAt: string;
}

/** How staff see a post: a draft, published but not yet public (scheduled), or public. */
export function blogPostStatus(post: Pick<BlogPost, 'isPublished' | 'publishAt'>, now = new Date()) {
  if (!post.isPublished) return 'draft' as const;
  return post.publishAt && new Date(post.publishAt) > now ? ('scheduled' as const) : ('published' as const);
}

/**
 * One suggested change of POST blog/improve: the characters `start` to `end` (exclusive, UTF-16 positions in the text
 * sent) replaced by `replacement`, and why, so the editor accepts or rejects each on its own.
 */
export interface TextChange {
  start: number;
  end: number;
  original: string;
  replacement: string;
  /** `spacing`, `punctuation`, `capital letter`, `repeated word`, `spelling`, or `wording` (the model's). */
  reason: 'spacing' | 'punctuation' | 'capital letter' | 'repeated word' | 'spelling' | 'wording';
}

/**
 * POST blog/improve: the suggestion (every change applied: the original site's `improvedText`), each change on its
 * own, who made it, and why the model was not used when it was asked.
 */
export interface ImprovedText {
  improvedText: string;
  changes: TextChange[];
  /** `model`: the configured AI model; `spelling-check`: the offline spelling and style check. */
  by: 'model' | 'spelling-check';
  notice?: string;
}

/** PATCH blog/admin/posts/:id: the inline toggles of the management table. */
export interface BlogPostFlags {
  isPublished?: boolean;
  isFeatured?: boolean;
}

/** PUT blog/update-blog/:id as JSON (the original site's body). */
export interface BlogPostUpdate extends BlogPostFlags {
  title?: string;
  content?: string;
  category?: string;
}

/** The collections the content context owns (COLLECTIONS composes every context's). */
export const CONTENT_COLLECTIONS = {
  blogPosts: 'blog_posts',
  /** Uploads from before the photo pipeline, served as they were stored. */
  blogImages: 'blog_images',
  /** Every slug ever given to a post (`_id` the slug): the unique index that keeps two posts off one address. */
  blogSlugs: 'blog_slugs',
  /** The draft key each "Add post" form sends once (`_id`), with the post it made: a second submit gets that post. */
  blogPostDrafts: 'blog_post_drafts',
  /** Every address an event ever had (`_id` the slug): old links keep finding it after its title changes. */
  eventSlugs: 'event_slugs',
  /** The photo pipeline's records and the bytes of each width and format (feature: images). */
  images: 'images',
  imageVariants: 'image_variants',
  /** An accepted photo's working copy in pieces, until its widths are made (feature: images). */
  imageWorkingCopies: 'image_working_copies',
  /** Site content (feature: site-content): one settings row, the edited lists. */
  siteSettings: 'site_settings',
  faqs: 'faqs',
  testimonials: 'testimonials',
  heroSlides: 'hero_slides',
  counters: 'counters',
  /** The edited public pages (feature: site-content): one row per page (`_id` its key), its blocks inside. */
  sitePages: 'site_pages',
  siteMenus: 'site_menus',
  /** School events (feature: events). */
  events: 'events',
  /** The school's documents for families (feature: downloads): one row each, the PDF's bytes inside. */
  schoolDownloads: 'school_downloads',
  /** Each version of a document's file (`_id` `{document}:{version}`): the unique key one replacement claims. */
  schoolDownloadVersions: 'school_download_versions',
  /** Photo albums (feature: gallery). */
  galleryAlbums: 'gallery_albums',
  /** Who changed which content when (feature: content-audit). */
  contentAudit: 'content_audit',
  /** Every saved version of a post, event or part of the site's content (feature: revisions), the last 50 each. */
  contentRevisions: 'content_revisions',
  /** Editors' changes waiting for an admin's approval (feature: revisions), and the one approval setting. */
  contentPendingChanges: 'content_pending_changes',
  contentApprovalSettings: 'content_approval_settings',
  /** The one decision (approved or sent back) on each waiting change, under its id. */
  contentChangeDecisions: 'content_change_decisions',
  /** Every version of the privacy notice (feature: privacy-notice), unique by version number. */
  privacyNotices: 'privacy_notices',
} as const;
