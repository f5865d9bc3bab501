import { type FileResult, type None, apiUrl, route, staff } from '../endpoint';
import type { PagedList } from '../platform/paging';
import type { StaffList } from '../platform/types';
import type { BlogPostWithNeighbours } from './blog';
import type { SchoolDownload, SchoolDownloadForm } from './downloads';
import type { PrivacyNoticeForm, PrivacyNoticeVersion } from './privacy-notice';
import type {
  ContentApprovalSettings,
  ContentPreview,
  ContentRevisionDiff,
  ContentRevisionSummary,
  PendingChange,
  PendingChangeDiff,
} from './revisions';
import type { GalleryAlbum, GalleryAlbumFields, GalleryPhotoForm } from './gallery';
import {
  type ImageFormat,
  type LibraryPhoto,
  type LibraryPhotoFields,
  type StoredImage,
  imageVariantFile,
} from './images';
import type { SiteMenus } from './site-menus';
import type { ClosureSendResult, SchoolClosure, SchoolClosureFields } from './school-closure';
import type { EventOccurrence, SchoolEvent, SchoolEventForm } from './school-events';
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
import type { SitePageFields, SitePageView } from './site-pages';
import type { BlogPost, BlogPostFlags, BlogPostUpdate, ImprovedText } from './types';

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

/** The blog, the site's content, school events, the gallery and their photos. */
export const CONTENT_ENDPOINTS = {
  /**
   * The stamp of the public content (blog, site content, events, gallery), new after every change staff make: the
   * shell's document servers poll it and drop the pages and reads they keep when it changes.
   */
  publicContent: {
    version: route<None, { version: string | null }>()('GET', 'public-content/version', 'public'),
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
  /** Every photo the school uploaded, wherever it is used: search, caption, focal point, replace, delete. */
  photoLibrary: {
    /** `?q=` (searched in captions), `page`, `pageSize`: newest first. */
    list: route<None, PagedList<LibraryPhoto>>()('GET', 'photos/admin/photos', EDITOR),
    update: route<LibraryPhotoFields, LibraryPhoto>()('PUT', 'photos/admin/photos/:id', EDITOR),
    /** Multipart `image`: a new file for the same photo, shown wherever it is used. */
    replace: route<FormData, LibraryPhoto>()('PUT', 'photos/admin/photos/:id/file', EDITOR),
    /** 409 with `usedOn` while a page shows it. */
    remove: route<None, { message: string }>()('DELETE', 'photos/admin/photos/:id', EDITOR),
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
    /** Publish a school closure (a new id: it can be sent again), or null to take it down. */
    updateClosure: route<{ closure: SchoolClosureFields | null }, { closure: SchoolClosure | null }>()(
      'PUT',
      'site-content/admin/closure',
      EDITOR,
    ),
    /** E-mail and SMS the published closure to every confirmed subscriber, once each however often it is pressed. */
    sendClosure: route<None, ClosureSendResult>()('POST', 'site-content/admin/closure/send', EDITOR),
    /** The whole list at once: an item without an id is new, a stored one missing from the list is deleted. */
    updateCounters: route<{ counters: Array<CounterFields & { id?: string }> }, CounterItem[]>()(
      'PUT',
      'site-content/admin/counters',
      EDITOR,
    ),
    /** The header's menu and the footer's links, whole; refused with every problem at its field (`footer.0.links.2.to`). */
    updateMenus: route<SiteMenus, SiteMenus>()('PUT', 'site-content/admin/menus', EDITOR),
  },
  /** The public pages whose words and pictures staff edit (`:key` one of SITE_PAGE_KEYS). */
  sitePages: {
    read: route<None, SitePageView>()('GET', 'site-pages/:key', 'public'),
    staffRead: route<None, SitePageView>()('GET', 'site-pages/admin/:key', EDITOR),
    /** The whole page at once; refused with every problem at its field (`blocks.2.heading`). */
    update: route<SitePageFields, SitePageView>()('PUT', 'site-pages/admin/:key', EDITOR),
    /** Multipart: image. A photo for a page block, answered with its id and sizes; the page names it on save. */
    uploadPhoto: route<FormData, StoredImage>()('POST', 'site-pages/admin/photos', EDITOR),
  },
  faqs: contentListRoutes<FaqFields, FaqItem>()('site-content/admin/faqs'),
  testimonials: contentListRoutes<TestimonialFields, TestimonialItem>()('site-content/admin/testimonials'),
  /** Multipart: heading, text, imageKey, hidden, buttons (JSON), imageAlt, image?, removeImage. */
  heroSlides: contentListRoutes<HeroSlideForm, HeroSlideItem>()('site-content/admin/hero-slides'),
  events: {
    /**
     * `?when=upcoming` (not yet ended, soonest first; a series until its last date) or `past` (latest first); `limit`
     * up to 50; `campus` and `category` narrow it.
     */
    list: route<None, SchoolEvent[]>()('GET', 'events', 'public'),
    /** `?month=2026-11` (and `campus`, `category`): every date of every event in that Lagos month, series expanded. */
    month: route<None, EventOccurrence[]>()('GET', 'events/month', 'public'),
    /** Every event as a calendar a phone or Google Calendar can subscribe to; `campus` and `category` narrow it. */
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
  /** The school's documents: the public list, each file at its lasting address, staff's add, change and delete. */
  downloads: {
    list: route<None, SchoolDownload[]>()('GET', 'downloads', 'public'),
    /** `:file` is `{slug}.pdf`; the same address gives the newest file after a replacement. */
    file: route<None, FileResult>()('GET', 'downloads/:file', 'public'),
    staffList: route<None, StaffList<SchoolDownload>>()('GET', 'downloads/admin/documents', EDITOR),
    create: route<SchoolDownloadForm, SchoolDownload>()('POST', 'downloads/admin/documents', EDITOR),
    update: route<SchoolDownloadForm, SchoolDownload>()('PUT', 'downloads/admin/documents/:id', EDITOR),
    remove: route<None, { message: string }>()('DELETE', 'downloads/admin/documents/:id', EDITOR),
  },
  contentAudit: {
    list: route<None, PagedList<ContentAuditEntry>>()('GET', 'content-audit', staff()),
  },
  /** An item's saved versions (`:kind` a RevisionKind), newest first; a version beside the one before; put one back. */
  contentRevisions: {
    list: route<None, ContentRevisionSummary[]>()('GET', 'content-revisions/:kind/:itemId', EDITOR),
    diff: route<None, ContentRevisionDiff>()('GET', 'content-revisions/:kind/:itemId/:number', EDITOR),
    restore: route<None, ContentRevisionSummary>()('POST', 'content-revisions/:kind/:itemId/:number/restore', EDITOR),
  },
  /**
   * Editors' changes waiting for an admin (when the setting is on): editors see their own (and the notes sent back),
   * admins every one; an admin approves one (it goes live) or sends it back with a note. `preview` is public: anyone
   * with the signed link sees the change as the page would show it, until it expires or is replaced.
   */
  contentApproval: {
    settings: route<None, ContentApprovalSettings>()('GET', 'content-approval/settings', EDITOR),
    updateSettings: route<ContentApprovalSettings, ContentApprovalSettings>()(
      'PUT',
      'content-approval/settings',
      staff(),
    ),
    list: route<None, PendingChange[]>()('GET', 'content-approval/changes', EDITOR),
    changes: route<None, PendingChangeDiff>()('GET', 'content-approval/changes/:id', EDITOR),
    approve: route<None, PendingChange>()('POST', 'content-approval/changes/:id/approve', staff()),
    sendBack: route<{ note: string }, PendingChange>()('POST', 'content-approval/changes/:id/send-back', staff()),
    preview: route<None, ContentPreview>()('GET', 'content-approval/preview/:token', 'public'),
  },
  /** The privacy notice: the current version for every page, each older version readable, a save a new version. */
  privacyNotice: {
    current: route<None, PrivacyNoticeVersion>()('GET', 'privacy-notice', 'public'),
    version: route<None, PrivacyNoticeVersion>()('GET', 'privacy-notice/versions/:version', 'public'),
    /** Every version, newest first. */
    versions: route<None, PrivacyNoticeVersion[]>()('GET', 'privacy-notice/admin/versions', EDITOR),
    save: route<PrivacyNoticeForm, PrivacyNoticeVersion>()('POST', 'privacy-notice/admin/versions', EDITOR),
  },
} as const;

/** The URL of one stored width and format of a processed photo. */
export function imageVariantUrl(id: string, width: number, format: ImageFormat, version?: string): string {
  return apiUrl(CONTENT_ENDPOINTS.images.variant, { id, file: imageVariantFile(width, format, version) });
}

/** Every stored width of a photo in one format, as a `srcset` (or a preload's `imagesrcset`) lists them. */
export function pictureSrcset(picture: StoredImage, format: ImageFormat): string {
  return picture.widths
    .map((width) => `${imageVariantUrl(picture.id, width, format, picture.version)} ${width}w`)
    .join(', ');
}
