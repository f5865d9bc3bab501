import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { fetchApi, settle, type LoadState } from '@icast/api-client';
import { HOME_NEWS_COUNT, NEWS_FILTERS, type NewsFilter } from '@icast/content';
import {
  BLOG_LIST_DEFAULT_LIMIT,
  CALENDAR_MONTH_PATTERN,
  ENDPOINTS,
  type EventOccurrence,
  type BlogPostWithNeighbours,
  type GalleryAlbumCategory,
  type GalleryAlbum,
  type PrivacyNoticeVersion,
  type SchoolDownload,
  type SchoolEvent,
  type SitePageKey,
  type SitePageView,
} from '@icast/contracts';
import { fetchBlog, fetchBlogs, type BlogListResult } from './blog/posts';
import { eventFiltersOf, eventPath, fetchEvent, fetchEvents, fetchMonth, type EventFilters } from './events/events-api';
import { lagosDay } from './events/event-format';

/**
 * The data of this remote's pages, loaded by React Router before the page is drawn: on the server for the first page
 * (then written into it once) and in the browser for later navigations. Each part settles on its own, so one list
 * the API could not give never stops the rest of the page.
 */

/** The published albums (of one category): the gallery, its preview on the home page, and the pages with albums. */
export interface AlbumsData {
  albums: LoadState<GalleryAlbum[]>;
}

const albums = (category?: GalleryAlbumCategory) => settle(fetchApi(ENDPOINTS.gallery.albums, { query: { category } }));

export const HOME_EVENTS_COUNT = 3;

/** The privacy notice the page shows (the /privacy page) or whose version its form sends (contact, newsletter). */
export interface PrivacyNoticeData {
  privacyNotice: LoadState<PrivacyNoticeVersion>;
}

const privacyNotice = () => settle(fetchApi(ENDPOINTS.privacyNotice.current));

export async function privacyNoticeLoader(): Promise<PrivacyNoticeData> {
  return { privacyNotice: await privacyNotice() };
}

/** The version a loaded page's form sends, when its loader could read it. */
export function loadedNoticeVersion(data: Partial<PrivacyNoticeData> | undefined): number | undefined {
  return data?.privacyNotice?.status === 'loaded' ? data.privacyNotice.value.version : undefined;
}

export interface HomeData extends AlbumsData, PrivacyNoticeData {
  news: LoadState<BlogListResult>;
  events: LoadState<SchoolEvent[]>;
}

export async function homeLoader(): Promise<HomeData> {
  const [news, events, gallery, notice] = await Promise.all([
    settle(fetchBlogs({ limit: HOME_NEWS_COUNT })),
    settle(fetchEvents('upcoming', HOME_EVENTS_COUNT)),
    albums(),
    privacyNotice(),
  ]);
  return { news, events, albums: gallery, privacyNotice: notice };
}

/** The school's documents to download (/downloads). */
export interface DownloadsData {
  downloads: LoadState<SchoolDownload[]>;
}

export async function downloadsLoader(): Promise<DownloadsData> {
  return { downloads: await settle(fetchApi(ENDPOINTS.downloads.list)) };
}

export const albumsLoader = (category?: GalleryAlbumCategory) => async (): Promise<AlbumsData> => ({
  albums: await albums(category),
});

/** A page whose words and pictures staff edit, with the published albums of its own category (if it shows any). */
export interface SitePageData extends Partial<AlbumsData> {
  page: LoadState<SitePageView>;
}

export const sitePageLoader =
  (key: SitePageKey, category?: GalleryAlbumCategory) =>
  async ({ request }: LoaderFunctionArgs): Promise<SitePageData> => {
    const [page, gallery] = await Promise.all([
      settle(fetchApi(ENDPOINTS.sitePages.read, { params: { key }, signal: request.signal })),
      category ? albums(category) : undefined,
    ]);
    return gallery ? { page, albums: gallery } : { page };
  };

/** /blog's view, from its address (?category=&q=&page=), so any view can be shared. */
export interface BlogView {
  category: NewsFilter;
  q: string;
  page: number;
}

export function blogViewOf(search: URLSearchParams): BlogView {
  const category = search.get('category') ?? '';
  return {
    category: (NEWS_FILTERS as readonly string[]).includes(category) ? (category as NewsFilter) : 'all',
    q: (search.get('q') ?? '').slice(0, 100),
    page: Math.max(1, Number(search.get('page')) || 1),
  };
}

export interface BlogData {
  list: LoadState<BlogListResult>;
  featured: LoadState<BlogListResult>;
}

export async function blogLoader({ request }: LoaderFunctionArgs): Promise<BlogData> {
  const { category, q, page } = blogViewOf(new URL(request.url).searchParams);
  const [list, featured] = await Promise.all([
    settle(fetchBlogs({ category, q, page, limit: BLOG_LIST_DEFAULT_LIMIT }, request.signal)),
    settle(fetchBlogs({ featured: true, limit: 1 }, request.signal)),
  ]);
  return { list, featured };
}

export interface PostData {
  post: LoadState<BlogPostWithNeighbours | undefined>;
}

export async function postLoader({ params, request }: LoaderFunctionArgs): Promise<PostData> {
  return { post: await settle(fetchBlog(params.id ?? '', request.signal)) };
}

/** /events: the list (upcoming and past) or, with `?view=month`, one month (`&month=2026-11`, this month if absent). */
export type EventsData =
  | { view: 'list'; filters: EventFilters; events: LoadState<{ upcoming: SchoolEvent[]; past: SchoolEvent[] }> }
  | {
      view: 'month';
      filters: EventFilters;
      /** `2026-11`. */
      month: string;
      /** `2026-11-27`: today in Lagos, marked on the month. */
      today: string;
      /** The `?month=` asked for was no month: this month is shown instead, and the page says so. */
      monthRefused: boolean;
      dates: LoadState<EventOccurrence[]>;
    };

export async function eventsLoader({ request }: LoaderFunctionArgs): Promise<EventsData> {
  const search = new URL(request.url).searchParams;
  const filters = eventFiltersOf(search);
  if (search.get('view') === 'month') {
    const today = lagosDay(new Date());
    const asked = (search.get('month') ?? '').slice(0, 8);
    const month = CALENDAR_MONTH_PATTERN.test(asked) ? asked : today.slice(0, 7);
    const dates = await settle(fetchMonth(month, filters, request.signal));
    return { view: 'month', filters, month, today, monthRefused: asked !== '' && asked !== month, dates };
  }
  const both = Promise.all([
    fetchEvents('upcoming', 50, request.signal, filters),
    fetchEvents('past', 12, request.signal, filters),
  ]);
  return { view: 'list', filters, events: await settle(both.then(([upcoming, past]) => ({ upcoming, past }))) };
}

export interface EventData {
  event: LoadState<SchoolEvent | undefined>;
}

/** An event by its address; its id or an earlier address is replaced by its address (the first page gets a 301). */
export async function eventLoader({ params, request }: LoaderFunctionArgs): Promise<EventData> {
  const key = params.id ?? '';
  const event = await settle(fetchEvent(key, request.signal));
  if (event.status === 'loaded' && event.value && event.value.slug !== key) {
    throw replace(`${eventPath(event.value)}${new URL(request.url).search}`);
  }
  return { event };
}
