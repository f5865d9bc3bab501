import {
  apiUrl,
  ENDPOINTS,
  findRouteOwner,
  imageVariantUrl,
  ROUTE_OWNERSHIP,
  type BlogPostWithNeighbours,
  type OwnedRoute,
  type Picture,
  type SchoolEvent,
  type SiteContent,
  type SiteSettings,
} from '@icast/contracts';
import { bannerFor, findNewsItem, pageTitleFor, SITE, truncateWords } from '@icast/content';
import type { JsonRead, JsonReader } from './json-reader';

/** The picture a link preview shows when a page has none of its own (1200 x 630, served by the document server). */
export const SOCIAL_CARD = { path: '/social-card.png', width: 1200, height: 630 } as const;
/** The news feed and the sitemap, linked from every page's head and from robots.txt. */
export const FEED_PATH = '/feed.xml';
export const SITEMAP_PATH = '/sitemap.xml';

/** Pages for one visitor (a sign-in, a private link, a confirmation): served, never indexed. */
const PRIVATE_PATHS = new Set([
  '/login',
  '/dashboard/*',
  '/bookings/:token',
  '/my-applications',
  '/payment_success',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/preview/:token',
]);

/**
 * Whether the server renders a path's page (the public pages, the 404 page) or the browser draws it: the dashboard
 * and the sign-in stay a client app, and the pages for one visitor read what only their browser has (a link's
 * fragment, a token, the payment's return).
 */
export function serverRendersPage(owner: OwnedRoute | undefined): boolean {
  return !owner || (owner.remote !== 'mf_dashboard' && !PRIVATE_PATHS.has(owner.path));
}

/** Every indexable page of the route table with no parameter: the sitemap's fixed part. */
export function publicPagePaths(): string[] {
  return ROUTE_OWNERSHIP.filter(({ path }) => !path.includes(':') && !path.includes('*'))
    .filter(({ path }) => !PRIVATE_PATHS.has(path))
    .map(({ path }) => path);
}

export interface SocialImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Everything the server writes into a page's head, and the page's status. */
export interface DocumentPage {
  status: 200 | 404;
  /** A 301 to this path instead of a page (the id address of a post or an event, or an event's earlier address). */
  redirect?: string;
  owner?: OwnedRoute;
  title: string;
  description: string;
  /** Site-relative; made absolute with the site's origin. */
  canonicalPath: string;
  type: 'website' | 'article';
  image: SocialImage;
  index: boolean;
  /** schema.org objects, written as JSON-LD. */
  structuredData: object[];
  /** The time of an article: og's article:published_time and article:modified_time. */
  article?: { publishedTime: string; modifiedTime: string; section: string };
  /** The photo that is the page's largest paint (the home page's first slide): preloaded from the first byte. */
  leadPhoto?: Picture;
}

const DEFAULT_DESCRIPTION =
  'ICAST Schools, Ibadan: daycare, kindergarten, primary and secondary school with boarding, on two campuses, Elebu and Elewura.';
const DESCRIPTION_WORDS = 40;

/** A photo's JPEG (every crawler reads it) near 1200 px wide, with its own width and height. */
export function socialImageOf(picture: Picture): SocialImage {
  const width =
    [...picture.widths].reverse().find((candidate) => candidate <= 1200) ?? picture.widths[0] ?? picture.width;
  return {
    url: imageVariantUrl(picture.id, width, 'jpeg', picture.version),
    width,
    height: Math.round((picture.height * width) / picture.width),
    alt: picture.alt,
  };
}

function defaultImage(): SocialImage {
  return { url: SOCIAL_CARD.path, ...SOCIAL_CARD, alt: `${SITE.fullName} crest` };
}

/** One line of plain text, at most DESCRIPTION_WORDS words. */
function describe(text: string): string {
  return truncateWords(text.replace(/\s+/g, ' ').trim(), DESCRIPTION_WORDS);
}

function clean(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** The page of a path that needs no API: a fixed page's title and its banner's tagline. */
function fixedPage(pathname: string, owner: OwnedRoute | undefined): DocumentPage {
  const banner = bannerFor(pathname);
  return {
    status: owner ? 200 : 404,
    owner,
    title: pageTitleFor(owner ? pathname : '/__not-found__'),
    description: banner ? `${banner.tagline.replace(/[.!?]+$/, '')}. ${DEFAULT_DESCRIPTION}` : DEFAULT_DESCRIPTION,
    canonicalPath: clean(pathname),
    type: 'website',
    image: defaultImage(),
    index: owner !== undefined && !PRIVATE_PATHS.has(owner.path),
    structuredData: [],
  };
}

const DAYS: Record<string, string> = { Mon: 'Mo', Tue: 'Tu', Wed: 'We', Thu: 'Th', Fri: 'Fr', Sat: 'Sa', Sun: 'Su' };

/** `8:00-18:00 Mon-Sat` as schema.org writes it, `Mo-Sa 08:00-18:00`; undefined when staff wrote it otherwise. */
export function openingHoursSpec(text: string): string | undefined {
  const match = /(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})\s+([A-Z][a-z]{2})\s*[-–]\s*([A-Z][a-z]{2})/.exec(text);
  if (!match) return undefined;
  const [, openH, openM, closeH, closeM, from, to] = match as unknown as string[];
  const fromDay = DAYS[from!];
  const toDay = DAYS[to!];
  if (!fromDay || !toDay) return undefined;
  const time = (hours: string, minutes: string) => `${hours.padStart(2, '0')}:${minutes}`;
  return `${fromDay}-${toDay} ${time(openH!, openM!)}-${time(closeH!, closeM!)}`;
}

/** The school as schema.org knows a school: both campuses with their addresses, the phones, the hours. */
export function schoolStructuredData(settings: SiteSettings | undefined, origin: string): object {
  const phones = settings?.phones ?? SITE.phones;
  const campuses =
    settings?.campuses.map(({ label, address, latitude, longitude }) => ({ label, address, latitude, longitude })) ??
    SITE.addresses.map(({ label, line }) => ({ label, address: line, latitude: null, longitude: null }));
  const hours = openingHoursSpec(settings?.openingHours ?? SITE.openingHours.text);
  const email = settings?.emails[0] ?? SITE.email;
  return {
    '@context': 'https://schema.org',
    '@type': ['School', 'EducationalOrganization'],
    name: SITE.fullName,
    description: SITE.description,
    url: `${origin}/`,
    logo: `${origin}${SOCIAL_CARD.path}`,
    email,
    telephone: phones[0],
    ...(hours ? { openingHours: hours } : {}),
    address: campuses.map(({ address }) => postalAddress(address)),
    location: campuses.map(({ label, address, latitude, longitude }) => ({
      '@type': 'Place',
      name: `${SITE.fullName}, ${label}`,
      address: postalAddress(address),
      telephone: phones,
      ...(latitude !== null && longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } } : {}),
    })),
    contactPoint: phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, contactType: 'admissions' })),
    foundingDate: String(SITE.foundedYear),
  };
}

function postalAddress(line: string): object {
  return {
    '@type': 'PostalAddress',
    streetAddress: line,
    addressLocality: 'Ibadan',
    addressRegion: 'Oyo',
    addressCountry: 'NG',
  };
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

function postPage(post: BlogPostWithNeighbours, owner: OwnedRoute, origin: string): DocumentPage {
  const image = post.picture ? socialImageOf(post.picture) : defaultImage();
  const published = post.publishAt ?? post.createdAt;
  const canonicalPath = `/blog/${post.slug}`;
  const description = describe(post.excerpt ?? post.content);
  return {
    status: 200,
    owner,
    title: `${post.title} | ${SITE.name}`,
    description,
    canonicalPath,
    type: 'article',
    image,
    index: true,
    article: { publishedTime: published, modifiedTime: post.updatedAt, section: post.category },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: post.title,
        description,
        image: [absolute(origin, image.url)],
        datePublished: published,
        dateModified: post.updatedAt,
        articleSection: post.category,
        author: { '@type': 'Organization', name: post.author.name, url: `${origin}/` },
        publisher: {
          '@type': 'Organization',
          name: SITE.fullName,
          logo: { '@type': 'ImageObject', url: `${origin}${SOCIAL_CARD.path}` },
        },
        mainEntityOfPage: `${origin}${canonicalPath}`,
      },
    ],
  };
}

function eventPage(
  event: SchoolEvent,
  settings: SiteSettings | undefined,
  owner: OwnedRoute,
  origin: string,
): DocumentPage {
  const image = event.picture ? socialImageOf(event.picture) : defaultImage();
  const campus = settings?.campuses.find((candidate) => candidate.id === event.campus);
  const place = [event.venue, campus?.label].filter(Boolean).join(', ') || SITE.fullName;
  const description = describe(event.description || `${event.title} at ${place}.`);
  const canonicalPath = `/events/${event.slug}`;
  return {
    status: 200,
    owner,
    title: `${event.title} | ${SITE.name}`,
    description,
    canonicalPath,
    type: 'article',
    image,
    index: true,
    article: { publishedTime: event.startsAt, modifiedTime: event.updatedAt, section: 'Events' },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description,
        startDate: event.startsAt,
        endDate: event.endsAt,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        image: [absolute(origin, image.url)],
        location: {
          '@type': 'Place',
          name: place,
          ...(campus ? { address: postalAddress(campus.address) } : {}),
        },
        organizer: { '@type': 'Organization', name: SITE.fullName, url: `${origin}/` },
        url: `${origin}${canonicalPath}`,
      },
    ],
  };
}

/** The generic page of a path the API knows nothing about yet (it is down or slow): served as 200, as the SPA will try. */
function generic(pathname: string, owner: OwnedRoute): DocumentPage {
  return fixedPage(pathname, owner);
}

/**
 * The page for a path: the route table says whether it exists; a post, an event or a sample news item is looked up
 * (the API through `reader`, with its cache and time cap). The API down gives the generic page, never a delay.
 */
export async function documentPageFor(pathname: string, reader: JsonReader, origin: string): Promise<DocumentPage> {
  const owner = findRouteOwner(pathname);
  if (!owner) return fixedPage(pathname, undefined);
  const segments = clean(pathname).split('/').slice(1);
  const param = segments[1] ? decodeSegment(segments[1]) : undefined;

  if (owner.path === '/blog/:id' && param !== undefined) {
    const read = await reader.read<BlogPostWithNeighbours>(apiUrl(ENDPOINTS.blog.post, { id: param }));
    if (read.state === 'missing') return fixedPage(pathname, undefined);
    if (read.state === 'unavailable') return generic(pathname, owner);
    const page = postPage(read.value, owner, origin);
    return param === read.value.slug ? page : { ...page, redirect: page.canonicalPath };
  }
  if (owner.path === '/events/:id' && param !== undefined) {
    const [read, content] = await Promise.all([
      reader.read<SchoolEvent>(apiUrl(ENDPOINTS.events.detail, { id: param })),
      reader.read<SiteContent>(apiUrl(ENDPOINTS.siteContent.read)),
    ]);
    if (read.state === 'missing') return fixedPage(pathname, undefined);
    if (read.state === 'unavailable') return generic(pathname, owner);
    const page = eventPage(read.value, settingsOf(content), owner, origin);
    return param === read.value.slug ? page : { ...page, redirect: page.canonicalPath };
  }
  if (owner.path === '/news-detail/:id') {
    const item = param === undefined ? undefined : findNewsItem(param);
    if (!item) return fixedPage(pathname, undefined);
    return {
      ...fixedPage(pathname, owner),
      title: `${item.title} | ${SITE.name}`,
      description: describe(item.content),
    };
  }
  if (owner.path === '/') {
    const content = await reader.read<SiteContent>(apiUrl(ENDPOINTS.siteContent.read));
    const leadPhoto = content.state === 'found' ? content.value.heroSlides[0]?.picture : undefined;
    return {
      ...fixedPage(pathname, owner),
      structuredData: [schoolOnHomePage(settingsOf(content), origin)],
      ...(leadPhoto ? { leadPhoto } : {}),
    };
  }
  return fixedPage(pathname, owner);
}

/**
 * The School of `/`, made once per settings read: the settings stay the same object while the reader keeps them, so
 * the home page (the page most asked for) writes the same JSON-LD text without building it again. One origin is kept
 * per settings (the site's own; a request naming another host only misses the memo).
 */
const schoolsBySettings = new WeakMap<SiteSettings, { origin: string; school: object }>();
function schoolOnHomePage(settings: SiteSettings | undefined, origin: string): object {
  if (!settings) return schoolStructuredData(undefined, origin);
  const kept = schoolsBySettings.get(settings);
  if (kept?.origin === origin) return kept.school;
  const school = schoolStructuredData(settings, origin);
  schoolsBySettings.set(settings, { origin, school });
  return school;
}

function settingsOf(read: JsonRead<SiteContent>): SiteSettings | undefined {
  return read.state === 'found' ? read.value.settings : undefined;
}

/** A path segment as typed; a malformed escape is kept as it is (the API then refuses it: a 404 page). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
