import { Feed } from 'feed';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import {
  apiUrl,
  BLOG_LIST_MAX_LIMIT,
  ENDPOINTS,
  EVENT_LIST_MAX,
  type BlogPost,
  type GalleryAlbum,
  type GalleryAlbumCategory,
  type SchoolEvent,
} from '@icast/contracts';
import { SITE, truncateWords } from '@icast/content';
import { FEED_PATH, publicPagePaths, SITEMAP_PATH, socialImageOf, SOCIAL_CARD } from './document-pages';
import type { JsonReader } from './json-reader';

/** The newest posts in the feed; the sitemap reads up to this many pages of 100. */
const FEED_POSTS = 20;
const SITEMAP_POST_PAGES = 50;

/** Where staff's albums are shown: the gallery's four filters, or the page of their own category. */
const ALBUM_PAGE: Record<GalleryAlbumCategory, string> = {
  academics: '/gallery-page',
  sports: '/gallery-page',
  events: '/gallery-page',
  excursions: '/gallery-page',
  kindergarten: '/kindagarten',
  hostel: '/hostel',
  activities: '/activities',
};

/** robots.txt: the staff's pages and the sign-in kept out of search results; the sitemap named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /login',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

async function readList<T>(reader: JsonReader, path: string): Promise<T[] | undefined> {
  const read = await reader.read<T[]>(path);
  return read.state === 'found' && Array.isArray(read.value) ? read.value : undefined;
}

/** Every public post, newest first (page by page; the API's cache makes a repeat cheap). */
async function allPosts(reader: JsonReader): Promise<BlogPost[] | undefined> {
  const posts: BlogPost[] = [];
  for (let page = 1; page <= SITEMAP_POST_PAGES; page++) {
    const batch = await readList<BlogPost>(
      reader,
      apiUrl(ENDPOINTS.blog.list, undefined, { limit: BLOG_LIST_MAX_LIMIT, page }),
    );
    if (!batch) return page === 1 ? undefined : posts;
    posts.push(...batch);
    if (batch.length < BLOG_LIST_MAX_LIMIT) break;
  }
  return posts;
}

async function allEvents(reader: JsonReader): Promise<SchoolEvent[]> {
  const lists = await Promise.all(
    (['upcoming', 'past'] as const).map((when) =>
      readList<SchoolEvent>(reader, apiUrl(ENDPOINTS.events.list, undefined, { when, limit: EVENT_LIST_MAX })),
    ),
  );
  return lists.flatMap((list) => list ?? []);
}

function newest(dates: string[]): string | undefined {
  return dates.reduce<string | undefined>((latest, date) => (!latest || date > latest ? date : latest), undefined);
}

/**
 * sitemap.xml: every public page of the route table, every public post and event with its lastmod, and each page
 * that shows albums dated by its newest album. With the API down it still lists the fixed pages.
 */
export async function sitemapXml(origin: string, reader: JsonReader): Promise<string> {
  const [posts, events, albums] = await Promise.all([
    allPosts(reader),
    allEvents(reader),
    readList<GalleryAlbum>(reader, apiUrl(ENDPOINTS.gallery.albums)),
  ]);
  const lastmod = new Map<string, string | undefined>([
    ['/blog', newest((posts ?? []).map((post) => post.updatedAt))],
    ['/events', newest(events.map((event) => event.updatedAt))],
  ]);
  for (const album of albums ?? []) {
    const page = ALBUM_PAGE[album.category];
    const seen = lastmod.get(page);
    lastmod.set(page, newest(seen ? [album.updatedAt, seen] : [album.updatedAt]));
  }
  const items: SitemapItemLoose[] = [
    ...publicPagePaths().map((path) => ({ url: path, ...(lastmod.get(path) ? { lastmod: lastmod.get(path) } : {}) })),
    ...(posts ?? []).map((post) => ({ url: `/blog/${post.slug}`, lastmod: post.updatedAt })),
    ...events.map((event) => ({ url: `/events/${event.slug}`, lastmod: event.updatedAt })),
  ];
  const stream = new SitemapStream({ hostname: origin });
  for (const item of items) stream.write(item);
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}

/** The news as RSS 2.0: the newest posts with their summary, picture and date. */
export async function newsFeedXml(origin: string, reader: JsonReader): Promise<string> {
  const posts = (await readList<BlogPost>(reader, apiUrl(ENDPOINTS.blog.list, undefined, { limit: FEED_POSTS }))) ?? [];
  const feed = new Feed({
    title: `${SITE.fullName} news`,
    description: `News, notices and events from ${SITE.fullName}, Ibadan`,
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    language: 'en-NG',
    image: `${origin}${SOCIAL_CARD.path}`,
    favicon: `${origin}/favicon.svg`,
    copyright: `${SITE.fullName}`,
    updated: posts[0] ? new Date(posts[0].updatedAt) : undefined,
    feedLinks: { rss: `${origin}${FEED_PATH}` },
  });
  for (const post of posts) {
    const link = `${origin}/blog/${post.slug}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: truncateWords(post.excerpt ?? post.content, 60),
      date: new Date(post.publishAt ?? post.createdAt),
      category: [{ name: post.category }],
      author: [{ name: post.author.name }],
      ...(post.picture ? { image: `${origin}${socialImageOf(post.picture).url}` } : {}),
    });
  }
  return feed.rss2();
}
