import type { ApplicationStatusValue } from './application-status';
import type { Picture } from './images';
import type { ContactReply, NewsletterSubscriberState } from './notifications';
import type { ChatReplyOutcome } from './chatbot';

/**
 * Records and endpoints that more than one part of the site reads. The module that owns a collection
 * writes it; the dashboard and the chat assistant read these shapes. Dates travel as ISO strings.
 */

/**
 * `admin`: everything, and staff accounts. `admissions`: applications, decisions, bookings, forms sold, enquiries.
 * `bursar`: payments (refunds later). `editor`: the blog and the site's content.
 */
export const STAFF_ROLES = ['admin', 'admissions', 'bursar', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** GET /api/auth/auth-check (never 401). */
export interface AuthCheckResponse {
  authenticated: boolean;
  user: StaffUser | null;
}

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
  author: { name: string };
  createdAt: string;
  updatedAt: string;
}

/** How staff see a post: a draft, published but not yet public (scheduled), or public. */
export function blogPostStatus(post: Pick<BlogPost, 'isPublished' | 'publishAt'>, now = new Date()) {
  if (!post.isPublished) return 'draft' as const;
  return post.publishAt && new Date(post.publishAt) > now ? ('scheduled' as const) : ('published' as const);
}

/** The page's copy of GET /api/payment/config, written by the document server (`<script type="application/json">`). */
export const PAYMENT_CONFIG_ELEMENT_ID = 'icast-payment-config';

/** GET /api/payment/config: the one fee every page shows. */
export interface PaymentConfig {
  feeNaira: number;
  feeKobo: number;
  currency: 'NGN';
  validityDays: number;
  academicYear: string;
  /** True when no Paystack key is configured and the built-in sandbox checkout is used. */
  testMode: boolean;
}

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'abandoned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** `form`: the application form's fee; `acceptance`: the fee that accepts a place offered. */
export const PAYMENT_PURPOSES = ['form', 'acceptance'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export interface PaymentRecord {
  _id: string;
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  amountKobo: number;
  currency: 'NGN';
  status: PaymentStatus;
  purpose: PaymentPurpose;
  /** For an acceptance fee: the application whose place it accepts, and that application's child. */
  applicationReference?: string;
  childName?: string;
  createdAt: string;
  paidAt?: string;
  expiresAt?: string;
}

/** What a payment was for, as staff read it in the payments list and its CSV: the form, or whose place it accepts. */
export function paymentPaidFor(payment: Pick<PaymentRecord, 'purpose' | 'applicationReference' | 'childName'>): string {
  if (payment.purpose !== 'acceptance') return 'Application form';
  const child = payment.childName ? `${payment.childName}, ` : '';
  return `Acceptance fee (${child}${payment.applicationReference ?? 'application not recorded'})`;
}

export interface ApplicationStatusChange {
  status: ApplicationStatusValue;
  note?: string;
  by: string;
  at: string;
}

export interface ApplicationSummary {
  reference: string;
  surname: string;
  firstname: string;
  status: ApplicationStatusValue;
  submittedAt: string;
  updatedAt: string;
}

/** Every field of the application (docs/product.md#application-fields) plus status and history; only staff see this. */
export interface ApplicationDetail extends ApplicationSummary {
  fields: Record<string, string>;
  history: ApplicationStatusChange[];
  /** A merged application (status `merged`): the one it was joined with, by whom and when (Undo is on Duplicates). */
  merge?: { into: string; by: string; at: string };
}

/** POST /api/form/status: what a parent may see, and nothing about the child. */
export interface ApplicationStatusLookup {
  reference: string;
  status: ApplicationStatusValue;
  submittedAt: string;
  updatedAt: string;
}

export interface ContactMessage {
  _id: string;
  /** '' for a message sent before the form asked for a name. */
  name: string;
  email: string;
  tel: string;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
  /** Replies written in the dashboard, oldest first. */
  replies: ContactReply[];
}

export interface NewsletterSubscriber {
  _id: string;
  email: string;
  /** `pending` until the address is confirmed from the e-mailed link; only `confirmed` ones get newsletters. */
  state: NewsletterSubscriberState;
  createdAt: string;
  confirmedAt?: string;
}

export interface VisitorRecord {
  _id: string;
  name?: string;
  number: string;
  submittedAt: string;
}

export interface UnansweredQuestion {
  _id: string;
  question: string;
  count: number;
  /** Why it is listed, of `count` times: no answer given, answered without confidence, marked not helpful. */
  reasons: { noAnswer: number; lowConfidence: number; notHelpful: number };
  firstAskedAt: string;
  lastAskedAt: string;
}

/** POST /api/chatbot/bot-response */
export interface ChatbotReply {
  text: string;
  sources: Array<{ title: string; path: string }>;
  /** What the reply is, so the chat offers "Not helpful" on answers only (absent from older servers). */
  outcome?: ChatReplyOutcome;
}

/**
 * GET /api/dashboard/summary. Each figure is sent only to roles that may list what it counts (payments, applications,
 * visitors, contact messages; see `roleMayCall`), so an editor gets none of them: an absent figure is not zero.
 */
export interface DashboardSummary {
  totalApplications?: number;
  monthlyRevenueNaira?: number;
  formsSold?: number;
  visitorsToday?: number;
  unread: { applications?: number; messages?: number };
  weekly: Array<{ weekStart: string; payments?: number; applications?: number }>;
  /** When these figures were counted (the API recounts at most every 30 s; see DashboardService). */
  asOf: string;
}

/** MongoDB collection names, so a reader outside the owning module agrees with its writer. */
export const COLLECTIONS = {
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
  /** School events (feature: events). */
  events: 'events',
  /** Photo albums (feature: gallery). */
  galleryAlbums: 'gallery_albums',
  /** Who changed which content when (feature: content-audit). */
  contentAudit: 'content_audit',
  staff: 'staff',
  payments: 'payments',
  /** One per paid payment, keyed by its reference: the unique _id grants it once and holds the time it was paid. */
  paymentGrants: 'payment_grants',
  applications: 'applications',
  visitors: 'visitors',
  contactMessages: 'contact_messages',
  newsletterSubscribers: 'newsletter_subscribers',
  unansweredQuestions: 'unanswered_questions',
  outboxMessages: 'outbox_messages',
  jobLeases: 'job_leases',
  scheduledJobs: 'scheduled_jobs',
  newsletterCampaigns: 'newsletter_campaigns',
  contactReplies: 'contact_replies',
  staffNotificationSettings: 'staff_notification_settings',
  chatbotStaffAnswers: 'chatbot_staff_answers',
  applicationDocuments: 'application_documents',
  /** A family's document storage in units: the unique `<family>#<n>` keeps every family within its cap. */
  documentStorageUnits: 'document_storage_units',
  duplicateDecisions: 'duplicate_decisions',
  /** One per merge in force, keyed by the merged application: an application is merged away once (feature: duplicates). */
  applicationMerges: 'application_merges',
  /** One per paid form used on an application, keyed by the form's reference: a form admits one application. */
  paidFormUses: 'paid_form_uses',
  /** A parent's signed-in session, keyed by the SHA-256 of its cookie: signing out or a newer link ends it. */
  parentSessions: 'parent_sessions',
  /** Per e-mail or application: links issued before `notBefore` (a newer one was asked for) no longer sign in. */
  parentLinkCutoffs: 'parent_link_cutoffs',
  bookingSlots: 'booking_slots',
  /**
   * One document per booked seat (a party's further seats point to its first): the unique (slot, seat) index is
   * what keeps a slot from being overbooked.
   */
  bookings: 'bookings',
  /** One per application and kind, and per e-mail and tour: the unique _id keeps racing bookings to one. */
  bookingClaims: 'booking_claims',
  /** Places offered, with the acceptance fee and deadline; the latest per application is the one that counts. */
  offers: 'offers',
  /** One per accepted offer, keyed by the offer: the unique _id is what grants an acceptance once. */
  offerAcceptances: 'offer_acceptances',
  /**
   * One per acceptance fee that did not accept a place (paid after its offer closed, or a second fee for a place
   * already paid for), keyed by the payment: recorded once, for staff to refund or reinstate.
   */
  acceptanceFeesToSettle: 'acceptance_fees_to_settle',
  /** One per acceptance fee paid after its offer closed and settled by staff, keyed by the payment: settled once. */
  lateFeeSettlements: 'late_fee_settlements',
  /** The order of each class's waiting list, by application reference. */
  waitingListPlaces: 'waiting_list_places',
  /** Test mode only: the Paystack sandbox's checkouts and its per-installation key. */
  paymentSandboxSessions: 'payment_sandbox_sessions',
  paymentSandboxKeys: 'payment_sandbox_keys',
  /** The API's shared rate-limit counts: changing every second and worthless tomorrow, so never in a backup. */
  rateLimitHits: 'rate_limit_hits',
} as const;
