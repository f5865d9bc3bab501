import type { HealthResponse } from './api';
import type {
  ApplicationSubmitted,
  InitializePaymentRequest,
  ParentApplicationView,
  ParentLinkRequest,
  ParentSession,
  ParentSignInRequest,
  InitializePaymentResponse,
  PaidFormAccess,
  PortalConfig,
  VerifyPaymentResponse,
} from './admissions';
import type { ApplicationStatusQuery } from './application-reference';
import type { ApplicationStatusValue } from './application-status';
import type {
  ApplicationOffer,
  MakeOfferRequest,
  OfferLookup,
  OfferPreview,
  SettleLateFeeRequest,
  WaitingListEntry,
  WaitingListMove,
} from './offers';
import { STAFF_ROLES } from './domain';
import { imageVariantFile, type ImageFormat, type StoredImage } from './images';
import type {
  ApplicationDetail,
  ApplicationStatusLookup,
  ApplicationSummary,
  AuthCheckResponse,
  BlogPost,
  ChatbotReply,
  ContactMessage,
  DashboardSummary,
  NewsletterSubscriber,
  PaymentConfig,
  PaymentRecord,
  StaffRole,
  StaffUser,
  UnansweredQuestion,
  VisitorRecord,
} from './domain';
import type {
  ContactReply,
  ContactReplyRequest,
  NewsletterCampaign,
  NewsletterCampaignList,
  NewsletterDraft,
  NewsletterPreview,
  NewsletterTokenRequest,
  NotificationSettings,
  NotificationSettingsUpdate,
  OutboxMessageView,
  OutboxPage,
} from './notifications';
import type {
  BlogPostWithNeighbours,
  ContactRequest,
  ContactResponse,
  NewsletterResponse,
  StaffList,
} from './public-site';
import type { SchoolEvent, SchoolEventForm } from './events';
import type { GalleryAlbum, GalleryAlbumFields, GalleryPhotoForm } from './gallery';
import type { PagedList, PageInfo } from './paging';
import type {
  Announcement,
  ContentAuditEntry,
  CounterFields,
  CounterItem,
  FaqFields,
  FaqItem,
  HeroSlideForm,
  HeroSlideItem,
  SiteContent,
  SiteSettings,
  TestimonialFields,
  TestimonialItem,
} from './site-content';
import type { ChatbotRequest, ChatFeedbackRequest, SavedStaffAnswer, StaffAnswer, StaffAnswerInput } from './chatbot';
import type {
  BookingConfirmation,
  BookingRecord,
  ManagedBooking,
  NewSlot,
  OpenSlot,
  StaffSlot,
  TourBookingRequest,
} from './bookings';
import type { ApplicationDocumentView, DocumentReviewRequest } from './documents';
import type { DuplicateDismissRequest, DuplicateGroup, DuplicateMerge, DuplicateMergeRequest } from './duplicates';
import type { BulkStatusChange, BulkStatusOutcome, PipelineView } from './pipeline';

/**
 * Every API route, once: the browser client builds its URLs from this table and each API handler takes its
 * method and path from it (the API's `@Endpoint()` decorator), so the two cannot drift apart.
 */

export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `public`: anyone, no cookie needed. `session`: anyone, but the staff cookie is read or
 * set when present (sign-in, the blog lists that show drafts to staff). `staff`: signed-in staff only.
 */
export type EndpointAccess = 'public' | 'session' | 'staff';

/** What a staff route allows: the roles that may call it (`admin` always among them). */
export interface StaffGrant {
  readonly access: 'staff';
  readonly roles: readonly StaffRole[];
}

/**
 * A staff route for `admin` and the roles named (admin has everything): `staff('admissions')`. `staff()` alone is
 * admins only; `staff(...STAFF_ROLES)` is any signed-in member.
 */
export const staff = (...roles: StaffRole[]): StaffGrant => ({
  access: 'staff',
  roles: [...new Set<StaffRole>(['admin', ...roles])],
});

/** `:name` segments of a path pattern, as an object type: 'a/:id/b/:ref' -> { id: string; ref: string }. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name | keyof PathParams<Rest>]: string }
  : Path extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Record<never, never>;

export interface Endpoint<Path extends string = string, Body = unknown, Result = unknown> {
  readonly method: HttpMethod;
  /** Under API_PREFIX, without a leading slash; `:name` marks a parameter. */
  readonly path: Path;
  readonly access: EndpointAccess;
  /** Staff routes only: who may call it. */
  readonly roles?: readonly StaffRole[];
  /** Type-only: what the body and the answer look like. Never set at run time. */
  readonly types?: { body: Body; result: Result };
}

export type BodyOf<E> = E extends Endpoint<string, infer Body, unknown> ? Body : never;
export type ResultOf<E> = E extends Endpoint<string, unknown, infer Result> ? Result : never;

/** No body (GET, DELETE, and POSTs that only act). */
type None = undefined;
/** An answer that is a file (PDF, CSV), not JSON. */
export type FileResult = Blob;

const route =
  <Body = None, Result = unknown>() =>
  <Path extends string>(
    method: HttpMethod,
    path: Path,
    access: 'public' | 'session' | StaffGrant,
  ): Endpoint<Path, Body, Result> =>
    typeof access === 'string'
      ? { method, path, access }
      : { method, path, access: access.access, roles: access.roles };

const ANY_STAFF = staff(...STAFF_ROLES);
const EDITOR = staff('editor');

/** An edited list of the site's content: add, change, delete one item, and put them all in a new order. */
const contentListRoutes =
  <Fields, Item>() =>
  <Base extends string>(base: Base) => ({
    add: route<Fields, Item>()('POST', base, EDITOR),
    update: route<Fields, Item>()('PUT', `${base}/:id`, EDITOR),
    remove: route<None, { message: string }>()('DELETE', `${base}/:id`, EDITOR),
    /** Every id of the list, in the new order. */
    reorder: route<{ ids: string[] }, Item[]>()('PUT', `${base}-order`, EDITOR),
  });

/**
 * Whether a member of this role may call the endpoint: the API's guard enforces exactly this, and the dashboard
 * uses it to show each member only the pages and actions their role can use. Non-staff routes are open to all.
 */
export function roleMayCall(role: StaffRole, endpoint: Pick<Endpoint, 'access' | 'roles'>): boolean {
  return endpoint.access !== 'staff' || (endpoint.roles ?? []).includes(role);
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

/** Paystack's answer envelope, which the test-mode sandbox imitates. */
export interface PaystackEnvelope<Data> {
  status: boolean;
  message: string;
  data: Data;
}

/** Where the test-mode Paystack sandbox is mounted: its API routes are Paystack's own paths under this prefix. */
export const PAYSTACK_SANDBOX_PREFIX = 'payment/sandbox';

/** A row of the staff list (admins). */
export interface StaffAccount extends StaffUser {
  disabled: boolean;
  createdAt: string;
}

export const ENDPOINTS = {
  health: {
    check: route<None, HealthResponse>()('GET', 'health', 'public'),
    live: route<None, { status: 'ok' }>()('GET', 'health/live', 'public'),
  },
  /**
   * The stamp of the public content (blog, site content, events, gallery), new after every change staff make: the
   * shell's document servers poll it and drop the pages and reads they keep when it changes.
   */
  publicContent: {
    version: route<None, { version: string | null }>()('GET', 'public-content/version', 'public'),
  },
  /** Prometheus text; `public` to the staff guard, but only the internal network or METRICS_TOKEN get an answer. */
  metrics: {
    scrape: route<None, string>()('GET', 'metrics', 'public'),
  },
  auth: {
    login: route<{ email: string; password: string }, { user: StaffUser }>()('POST', 'auth/login', 'session'),
    logout: route<None, { message: string }>()('POST', 'auth/logout', 'session'),
    check: route<None, AuthCheckResponse>()('GET', 'auth/auth-check', 'session'),
    changePassword: route<{ currentPassword: string; newPassword: string }, { message: string; user: StaffUser }>()(
      'POST',
      'auth/change-password',
      ANY_STAFF,
    ),
    staffList: route<None, StaffList<StaffAccount>>()('GET', 'auth/staff', staff()),
    staffCreate: route<{ email: string; name: string; role: StaffRole; password: string }, { user: StaffUser }>()(
      'POST',
      'auth/staff',
      staff(),
    ),
    staffUpdate: route<{ role?: StaffRole; disabled?: boolean }, { user: StaffAccount }>()(
      'PATCH',
      'auth/staff/:id',
      staff(),
    ),
  },
  blog: {
    list: route<None, BlogPost[]>()('GET', 'blog/get-blogs', 'session'),
    post: route<None, BlogPostWithNeighbours>()('GET', 'blog/get-blog/:id', 'session'),
    image: route<None, FileResult>()('GET', 'blog/image/:id', 'public'),
    staffList: route<None, StaffList<BlogPost>>()('GET', 'blog/admin/posts', staff('editor')),
    staffPost: route<None, BlogPost>()('GET', 'blog/admin/posts/:id', staff('editor')),
    /** Multipart: title, content, category, isPublished, isFeatured, image? */
    create: route<FormData, BlogPost>()('POST', 'blog/add-blog', staff('editor')),
    /** The post a draft key (sent with blog.create) saved; 404 until one is. */
    fromDraft: route<None, BlogPost>()('GET', 'blog/admin/drafts/:key', staff('editor')),
    /** Multipart like create, or JSON with the original site's {title, content, category}. */
    update: route<FormData | BlogPostUpdate, BlogPost>()('PUT', 'blog/update-blog/:id', staff('editor')),
    patch: route<BlogPostFlags, BlogPost>()('PATCH', 'blog/admin/posts/:id', staff('editor')),
    remove: route<None, { message: string }>()('DELETE', 'blog/delete-blog/:id', staff('editor')),
    improve: route<{ text: string }, ImprovedText>()('POST', 'blog/improve', staff('editor')),
    improver: route<None, { by: ImprovedText['by'] }>()('GET', 'blog/improve', staff('editor')),
  },
  images: {
    /** `:file` is `750.webp`, `1100.avif`, `400.jpg`: see imageVariantFile. Never changes: cached for a year. */
    variant: route<None, FileResult>()('GET', 'images/:id/:file', 'public'),
  },
  siteContent: {
    read: route<None, SiteContent>()('GET', 'site-content', 'public'),
    /** Hidden items and a future or past announcement included. */
    staffRead: route<None, SiteContent>()('GET', 'site-content/admin', EDITOR),
    updateSettings: route<SiteSettings, SiteSettings>()('PUT', 'site-content/admin/settings', EDITOR),
    updateAnnouncement: route<{ announcement: Announcement | null }, { announcement: Announcement | null }>()(
      'PUT',
      'site-content/admin/announcement',
      EDITOR,
    ),
    /** The whole list at once: an item without an id is new, a stored one missing from the list is deleted. */
    updateCounters: route<{ counters: Array<CounterFields & { id?: string }> }, CounterItem[]>()(
      'PUT',
      'site-content/admin/counters',
      EDITOR,
    ),
  },
  faqs: contentListRoutes<FaqFields, FaqItem>()('site-content/admin/faqs'),
  testimonials: contentListRoutes<TestimonialFields, TestimonialItem>()('site-content/admin/testimonials'),
  /** Multipart: heading, text, imageKey, hidden, buttons (JSON), imageAlt, image?, removeImage. */
  heroSlides: contentListRoutes<HeroSlideForm, HeroSlideItem>()('site-content/admin/hero-slides'),
  events: {
    /** `?when=upcoming` (not yet ended, soonest first) or `past` (latest first); `limit` up to 50. */
    list: route<None, SchoolEvent[]>()('GET', 'events', 'public'),
    /** Every event as a calendar a phone or Google Calendar can subscribe to. */
    feed: route<None, FileResult>()('GET', 'events/calendar.ics', 'public'),
    detail: route<None, SchoolEvent>()('GET', 'events/:id', 'public'),
    ics: route<None, FileResult>()('GET', 'events/:id/event.ics', 'public'),
    staffList: route<None, StaffList<SchoolEvent>>()('GET', 'events/admin/events', EDITOR),
    create: route<SchoolEventForm, SchoolEvent>()('POST', 'events/admin/events', EDITOR),
    update: route<SchoolEventForm, SchoolEvent>()('PUT', 'events/admin/events/:id', EDITOR),
    remove: route<None, { message: string }>()('DELETE', 'events/admin/events/:id', EDITOR),
  },
  gallery: {
    /** Published albums, newest first; `?category=` one of GALLERY_ALBUM_CATEGORIES. */
    albums: route<None, GalleryAlbum[]>()('GET', 'gallery/albums', 'public'),
    staffAlbums: route<None, StaffList<GalleryAlbum>>()('GET', 'gallery/admin/albums', EDITOR),
    createAlbum: route<GalleryAlbumFields, GalleryAlbum>()('POST', 'gallery/admin/albums', EDITOR),
    updateAlbum: route<GalleryAlbumFields, GalleryAlbum>()('PUT', 'gallery/admin/albums/:id', EDITOR),
    removeAlbum: route<None, { message: string }>()('DELETE', 'gallery/admin/albums/:id', EDITOR),
    addPhoto: route<GalleryPhotoForm, GalleryAlbum>()('POST', 'gallery/admin/albums/:id/photos', EDITOR),
    updatePhoto: route<{ alt: string; caption: string }, GalleryAlbum>()(
      'PUT',
      'gallery/admin/albums/:id/photos/:photoId',
      EDITOR,
    ),
    removePhoto: route<None, GalleryAlbum>()('DELETE', 'gallery/admin/albums/:id/photos/:photoId', EDITOR),
    /** Every photo id of the album, in the new order. */
    orderPhotos: route<{ ids: string[] }, GalleryAlbum>()('PUT', 'gallery/admin/albums/:id/photo-order', EDITOR),
  },
  contentAudit: {
    list: route<None, PagedList<ContentAuditEntry>>()('GET', 'content-audit', staff()),
  },
  payment: {
    config: route<None, PaymentConfig>()('GET', 'payment/config', 'public'),
    initialize: route<InitializePaymentRequest, InitializePaymentResponse>()('POST', 'payment/initialize', 'public'),
    verify: route<{ reference: string }, VerifyPaymentResponse>()('POST', 'payment/paystack_verify', 'public'),
    /** Paystack's servers only; the signature is the credential. */
    webhook: route<unknown, { received: true }>()('POST', 'payment/webhook', 'public'),
    /** The original site's name and shape, `{message: Payment[]}`, one page of it with the paging figures beside. */
    list: route<None, { message: PaymentRecord[] } & PageInfo>()(
      'GET',
      'payment/getAllPayment',
      staff('bursar', 'admissions'),
    ),
    csv: route<None, FileResult>()('GET', 'payment/admin/payments.csv', staff('bursar', 'admissions')),
  },
  /**
   * Test mode only (no Paystack key): the API's stand-in for Paystack. The API's own Paystack client calls the
   * first two with the sandbox key; the parent's browser is sent to the checkout page and posts its buttons, which
   * redirect (303) back to the site.
   */
  paystackSandbox: {
    initialize: route<unknown, PaystackEnvelope<unknown>>()(
      'POST',
      `${PAYSTACK_SANDBOX_PREFIX}/transaction/initialize`,
      'public',
    ),
    verify: route<None, PaystackEnvelope<unknown>>()(
      'GET',
      `${PAYSTACK_SANDBOX_PREFIX}/transaction/verify/:reference`,
      'public',
    ),
    checkout: route<None, FileResult>()('GET', `${PAYSTACK_SANDBOX_PREFIX}/checkout/:reference`, 'public'),
    pay: route<None, void>()('POST', `${PAYSTACK_SANDBOX_PREFIX}/checkout/:reference/pay`, 'public'),
    cancel: route<None, void>()('POST', `${PAYSTACK_SANDBOX_PREFIX}/checkout/:reference/cancel`, 'public'),
  },
  paidForms: {
    /**
     * formId icast_form_1 or icast_form_2; a paid, unexpired payment reference only. The original site's call: saved
     * as `ApplicationForm.pdf`, whichever form it is (docs/architecture.md#the-original-sites-calls).
     */
    download: route<None, FileResult>()('GET', 'form/download/:reference/:formId', 'public'),
    /** Whether a payment reference (any letter case) can download its forms now; 403 as download when not. */
    access: route<None, PaidFormAccess>()('GET', 'form/paid-forms/:reference', 'public'),
    /** The same PDF as download, saved under the form's own name (`ICAST-application-form.pdf`, ...). */
    file: route<None, FileResult>()('GET', 'form/paid-forms/:reference/:formId', 'public'),
  },
  applications: {
    submit: route<Record<string, string>, ApplicationSubmitted>()('POST', 'form', 'public'),
    /** A POST so the child's date of birth stays out of URLs, logs and browser history. */
    status: route<ApplicationStatusQuery, ApplicationStatusLookup>()('POST', 'form/status', 'public'),
    list: route<None, PagedList<ApplicationSummary>>()('GET', 'form/admin/applications', staff('admissions')),
    csv: route<None, FileResult>()('GET', 'form/admin/applications.csv', staff('admissions')),
    detail: route<None, ApplicationDetail>()('GET', 'form/admin/applications/:reference', staff('admissions')),
    changeStatus: route<{ status: ApplicationStatusValue; note?: string }, ApplicationDetail>()(
      'PATCH',
      'form/admin/applications/:reference/status',
      staff('admissions'),
    ),
  },
  /** A parent's own page, no password: a signed link (e-mailed, or shown once after submitting) opens it. */
  parentAccess: {
    requestLink: route<ParentLinkRequest, { message: string }>()('POST', 'parent/link', 'public'),
    signIn: route<ParentSignInRequest, ParentSession>()('POST', 'parent/session', 'session'),
    signOut: route<None, void>()('DELETE', 'parent/session', 'session'),
    applications: route<None, ParentApplicationView[]>()('GET', 'parent/applications', 'session'),
  },
  /** The family's documents of an application: staff read and review them (the family's side is under parent). */
  documents: {
    staffList: route<None, ApplicationDocumentView[]>()(
      'GET',
      'form/admin/applications/:reference/documents',
      staff('admissions'),
    ),
    staffFile: route<None, FileResult>()(
      'GET',
      'form/admin/applications/:reference/documents/:kind',
      staff('admissions'),
    ),
    /** Multipart, field `file`: the office scans what a family brought in. */
    staffUpload: route<FormData, ApplicationDocumentView>()(
      'PUT',
      'form/admin/applications/:reference/documents/:kind',
      staff('admissions'),
    ),
    review: route<DocumentReviewRequest, ApplicationDocumentView>()(
      'PATCH',
      'form/admin/applications/:reference/documents/:kind/review',
      staff('admissions'),
    ),
    /** The family, signed in by its link (parent cookie): its own application's documents only. */
    parentList: route<None, ApplicationDocumentView[]>()('GET', 'parent/applications/:reference/documents', 'session'),
    parentFile: route<None, FileResult>()('GET', 'parent/applications/:reference/documents/:kind', 'session'),
    /** Multipart, field `file`; replaces the one sent before, until the decision. */
    parentUpload: route<FormData, ApplicationDocumentView>()(
      'PUT',
      'parent/applications/:reference/documents/:kind',
      'session',
    ),
    parentRemove: route<None, void>()('DELETE', 'parent/applications/:reference/documents/:kind', 'session'),
  },
  /** A place offered with an acceptance fee and a deadline; the family accepts by paying it, or declines. */
  offers: {
    staffView: route<None, OfferLookup>()('GET', 'form/admin/applications/:reference/offer', staff('admissions')),
    make: route<MakeOfferRequest, ApplicationOffer>()(
      'POST',
      'form/admin/applications/:reference/offer',
      staff('admissions'),
    ),
    /** What the family would get (e-mail, SMS, letter) for an offer with this fee and deadline; nothing is sent. */
    preview: route<MakeOfferRequest, OfferPreview>()(
      'POST',
      'form/admin/applications/:reference/offer/preview',
      staff('admissions'),
    ),
    staffLetter: route<None, FileResult>()(
      'GET',
      'form/admin/applications/:reference/offer/letter',
      staff('admissions'),
    ),
    /** Reinstates the place with a fee paid after its offer closed, or records that the fee was refunded. */
    settleLateFee: route<SettleLateFeeRequest, OfferLookup>()(
      'POST',
      'form/admin/applications/:reference/offer/late-fees/:paymentReference',
      staff('admissions'),
    ),
    parentView: route<None, OfferLookup>()('GET', 'parent/applications/:reference/offer', 'session'),
    parentLetter: route<None, FileResult>()('GET', 'parent/applications/:reference/offer/letter', 'session'),
    /** The receipt of the acceptance fee that accepted the place, as a PDF (404 until it is paid). */
    parentReceipt: route<None, FileResult>()('GET', 'parent/applications/:reference/offer/receipt', 'session'),
    /** Starts the acceptance fee's checkout (Paystack, or its sandbox in test mode). */
    parentAccept: route<None, InitializePaymentResponse>()(
      'POST',
      'parent/applications/:reference/offer/acceptance',
      'session',
    ),
    parentDecline: route<None, ApplicationOffer>()('POST', 'parent/applications/:reference/offer/decline', 'session'),
  },
  /** Each class's waiting list in order; staff move an application up or down, and promote it with an offer. */
  waitingList: {
    list: route<None, WaitingListEntry[]>()('GET', 'form/admin/waiting-list', staff('admissions')),
    move: route<WaitingListMove, WaitingListEntry[]>()(
      'PUT',
      'form/admin/waiting-list/:reference',
      staff('admissions'),
    ),
  },
  /** Counts per status and class, and a change of status for many applications at once. */
  pipeline: {
    /** `?campus=&attendance=&startTerm=`; merged duplicates are left out. */
    view: route<None, PipelineView>()('GET', 'form/admin/pipeline', staff('admissions')),
    changeStatus: route<BulkStatusChange, BulkStatusOutcome>()(
      'POST',
      'form/admin/pipeline/status',
      staff('admissions'),
    ),
  },
  /** Applications that look like the same child or the same parent twice: staff merge or dismiss them. */
  duplicates: {
    /** Groups sharing a child, an e-mail or a phone: `?state=open` (default) or `dismissed`, `&page=&pageSize=`. */
    list: route<None, PagedList<DuplicateGroup>>()('GET', 'form/admin/duplicates', staff('admissions')),
    dismiss: route<DuplicateDismissRequest, DuplicateGroup>()(
      'POST',
      'form/admin/duplicates/:id/dismiss',
      staff('admissions'),
    ),
    merge: route<DuplicateMergeRequest, DuplicateMerge>()(
      'POST',
      'form/admin/duplicates/:id/merge',
      staff('admissions'),
    ),
    /** Merges in force, newest first, `?page=&pageSize=`. */
    merges: route<None, PagedList<DuplicateMerge>>()('GET', 'form/admin/duplicates/merges', staff('admissions')),
    /** `:reference` is the merged application: both come back exactly as they were, documents included. */
    undoMerge: route<None, DuplicateMerge>()(
      'POST',
      'form/admin/duplicates/merges/:reference/undo',
      staff('admissions'),
    ),
  },
  portal: {
    config: route<None, PortalConfig>()('GET', 'form/portal-config', 'public'),
  },
  visitors: {
    record: route<{ name?: string; number: string }, { message: string; data: VisitorRecord }>()(
      'POST',
      'visitor',
      'public',
    ),
    list: route<None, PagedList<VisitorRecord>>()('GET', 'visitor/visitors', staff('admissions')),
    csv: route<None, FileResult>()('GET', 'visitor/visitors.csv', staff('admissions')),
  },
  contact: {
    send: route<ContactRequest, ContactResponse>()('POST', 'contact', 'public'),
    /** The office's inbox: admissions and the web editor (and admins) read and answer it. */
    messages: route<None, PagedList<ContactMessage>>()('GET', 'contact/messages', staff('admissions', 'editor')),
    markRead: route<None, ContactMessage>()('PATCH', 'contact/messages/:id/read', staff('admissions', 'editor')),
    /** E-mails the reply to the sender, threaded under their message. */
    reply: route<ContactReplyRequest, ContactReply>()(
      'POST',
      'contact/messages/:id/replies',
      staff('admissions', 'editor'),
    ),
  },
  newsletter: {
    /** 202 with the same answer for every address; a confirmation link goes out by e-mail. */
    subscribe: route<{ email: string }, NewsletterResponse>()('POST', 'newsletter', 'public'),
    confirm: route<NewsletterTokenRequest, NewsletterResponse>()('POST', 'newsletter/confirm', 'public'),
    /** The List-Unsubscribe one-click target (RFC 8058) and the unsubscribe page's button. */
    unsubscribe: route<None, NewsletterResponse>()('POST', 'newsletter/unsubscribe/:token', 'public'),
    subscribers: route<None, PagedList<NewsletterSubscriber>>()('GET', 'newsletter/subscribers', staff('editor')),
    preview: route<NewsletterDraft, NewsletterPreview>()('POST', 'newsletter/admin/preview', staff('editor')),
    /** Sends the draft to the signed-in member's own address. */
    testSend: route<NewsletterDraft, { message: string }>()('POST', 'newsletter/admin/test', staff('editor')),
    campaigns: route<None, NewsletterCampaignList>()('GET', 'newsletter/admin/campaigns', staff('editor')),
    send: route<NewsletterDraft, NewsletterCampaign>()('POST', 'newsletter/admin/campaigns', staff('editor')),
  },
  outbox: {
    list: route<None, OutboxPage>()('GET', 'outbox', staff()),
    resend: route<None, OutboxMessageView>()('POST', 'outbox/:id/resend', staff()),
  },
  notifications: {
    settings: route<None, NotificationSettings>()('GET', 'notifications/settings', ANY_STAFF),
    update: route<NotificationSettingsUpdate, NotificationSettings>()('PUT', 'notifications/settings', ANY_STAFF),
  },
  chatbot: {
    reply: route<ChatbotRequest, ChatbotReply>()('POST', 'chatbot/bot-response', 'public'),
    feedback: route<ChatFeedbackRequest, { message: string }>()('POST', 'chatbot/feedback', 'public'),
    unanswered: route<None, StaffList<UnansweredQuestion>>()(
      'GET',
      'chatbot/unanswered',
      staff('editor', 'admissions'),
    ),
    dismissUnanswered: route<None, { message: string }>()(
      'DELETE',
      'chatbot/unanswered/:id',
      staff('editor', 'admissions'),
    ),
    staffAnswers: route<None, StaffList<StaffAnswer>>()('GET', 'chatbot/answers', staff('editor', 'admissions')),
    createStaffAnswer: route<StaffAnswerInput, SavedStaffAnswer>()(
      'POST',
      'chatbot/answers',
      staff('editor', 'admissions'),
    ),
    updateStaffAnswer: route<Omit<StaffAnswerInput, 'unansweredId'>, SavedStaffAnswer>()(
      'PUT',
      'chatbot/answers/:id',
      staff('editor', 'admissions'),
    ),
    removeStaffAnswer: route<None, { message: string }>()(
      'DELETE',
      'chatbot/answers/:id',
      staff('editor', 'admissions'),
    ),
    /** The staff answer becomes an FAQ (shown on /faq, category general) and leaves the staff answers. */
    publishStaffAnswer: route<None, FaqItem>()('POST', 'chatbot/answers/:id/faq', EDITOR),
  },
  /** Assessment, interview and tour slots. A family manages its booking with the token its confirmation carries. */
  bookings: {
    /** `?kind=tour&campus=elebu`: future slots still open for booking. */
    openSlots: route<None, OpenSlot[]>()('GET', 'bookings/slots', 'public'),
    bookTour: route<TourBookingRequest, BookingConfirmation>()('POST', 'bookings/tours', 'public'),
    manage: route<None, ManagedBooking>()('GET', 'bookings/manage/:token', 'public'),
    move: route<{ slotId: string }, BookingConfirmation>()('POST', 'bookings/manage/:token/move', 'public'),
    cancel: route<None, { message: string }>()('POST', 'bookings/manage/:token/cancel', 'public'),
    staffSlots: route<None, StaffSlot[]>()('GET', 'bookings/admin/slots', staff('admissions')),
    createSlot: route<NewSlot, StaffSlot>()('POST', 'bookings/admin/slots', staff('admissions')),
    /** Only a slot nobody booked. */
    removeSlot: route<None, { message: string }>()('DELETE', 'bookings/admin/slots/:id', staff('admissions')),
    /** Books an assessment or interview for an application, on the family's behalf; no cut-off for staff. */
    bookForApplication: route<{ slotId: string }, BookingRecord>()(
      'POST',
      'bookings/admin/applications/:reference',
      staff('admissions'),
    ),
    staffCancel: route<None, { message: string }>()('DELETE', 'bookings/admin/bookings/:id', staff('admissions')),
    /** The family, signed in by its link: its application's assessment and interview bookings. */
    parentList: route<None, ManagedBooking[]>()('GET', 'parent/applications/:reference/bookings', 'session'),
    /** Books a slot, or moves the application's booking of that kind to it; until the cut-off. */
    parentBook: route<{ slotId: string }, ManagedBooking>()(
      'POST',
      'parent/applications/:reference/bookings',
      'session',
    ),
    parentCancel: route<None, void>()('DELETE', 'parent/applications/:reference/bookings/:kind', 'session'),
  },
  dashboard: {
    summary: route<None, DashboardSummary>()('GET', 'dashboard/summary', ANY_STAFF),
  },
} as const;

type Query = Record<string, string | number | boolean | undefined>;

/**
 * The URL of an endpoint: parameters filled (percent-encoded) and an optional query string, where `undefined`
 * and empty values are left out. `apiUrl(ENDPOINTS.applications.detail, { reference })`.
 */
export function apiUrl<Path extends string>(
  endpoint: Endpoint<Path, unknown, unknown>,
  ...[params, query]: keyof PathParams<Path> extends never
    ? [params?: PathParams<Path>, query?: Query]
    : [PathParams<Path>, Query?]
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiUrl(${endpoint.path}): no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${API_PREFIX}/${path}${queryString ? `?${queryString}` : ''}`;
}

/** Every endpoint of the table, flattened, e.g. for a test that compares it with the routes the API serves. */
export function allEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  return Object.entries(ENDPOINTS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      name: `${group}.${name}`,
      endpoint,
    })),
  );
}

/** The URL of one stored width and format of a processed photo. */
export function imageVariantUrl(id: string, width: number, format: ImageFormat): string {
  return apiUrl(ENDPOINTS.images.variant, { id, file: imageVariantFile(width, format) });
}

/** Every stored width of a photo in one format, as a `srcset` (or a preload's `imagesrcset`) lists them. */
export function pictureSrcset(picture: StoredImage, format: ImageFormat): string {
  return picture.widths.map((width) => `${imageVariantUrl(picture.id, width, format)} ${width}w`).join(', ');
}
