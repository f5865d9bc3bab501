import type { RemoteName } from './remotes';

/** `public` pages get the shell's header, hero banner and footer; `bare` pages draw their own frame. */
export type RouteLayout = 'public' | 'bare';

export interface OwnedRoute {
  /** react-router path pattern. */
  path: string;
  remote: RemoteName;
  layout: RouteLayout;
}

const publicPaths = [
  '/',
  '/about',
  '/classes',
  '/kindagarten',
  '/primary',
  '/secondary',
  '/activities',
  '/facilities',
  '/hostel',
  '/faq',
  '/contacts',
  '/privacy',
  '/downloads',
  '/gallery-page',
  '/events',
  '/events/:id',
  '/blog',
  '/blog/:id',
  '/news-detail/:id',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/preview/:token',
];

const admissionsPaths = [
  '/admission',
  '/application',
  '/application-purchase',
  '/payment',
  '/payment_success',
  '/download_form',
  '/online-application',
  '/form',
  '/portal',
  '/my-applications',
  '/book-a-tour',
  '/bookings/:token',
];

/** Which remote renders which route: the one table the shell and every remote agree on. */
export const ROUTE_OWNERSHIP: readonly OwnedRoute[] = [
  ...publicPaths.map((path) => ({ path, remote: 'mf_public' as const, layout: 'public' as const })),
  ...admissionsPaths.map((path) => ({ path, remote: 'mf_admissions' as const, layout: 'public' as const })),
  { path: '/login', remote: 'mf_dashboard', layout: 'public' },
  { path: '/dashboard/*', remote: 'mf_dashboard', layout: 'bare' },
];

/**
 * Without its trailing slashes, `/` for none left. A loop, not `/\/+$/`: the address bar is anyone's to write, and
 * that pattern takes quadratic time on a long run of slashes that does not end the path.
 */
function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === '/') end--;
  return value.slice(0, end) || '/';
}

function patternMatches(pattern: string, pathname: string): boolean {
  const clean = withoutTrailingSlashes;
  const patternParts = clean(pattern).split('/');
  const pathParts = clean(pathname).split('/');
  for (let index = 0; index < patternParts.length; index++) {
    const part = patternParts[index];
    if (part === '*') return true;
    const actual = pathParts[index];
    if (actual === undefined) return pattern.endsWith('/*') && index === patternParts.length - 1;
    if (part?.startsWith(':')) {
      if (actual === '') return false;
      continue;
    }
    if (part !== actual) return false;
  }
  return patternParts.length === pathParts.length;
}

/** No page of the site has a longer path; a longer one is the 404 page without being split and compared. */
export const ROUTE_PATH_MAX = 2048;

/** The route entry that owns a pathname, or undefined for the 404 page. */
export function findRouteOwner(pathname: string): OwnedRoute | undefined {
  if (pathname.length > ROUTE_PATH_MAX) return undefined;
  const withoutDashboardStar = (route: OwnedRoute) =>
    route.path.endsWith('/*') && patternMatches(route.path.slice(0, -2), pathname);
  return ROUTE_OWNERSHIP.find((route) => patternMatches(route.path, pathname) || withoutDashboardStar(route));
}

export function pathsOwnedBy(remote: RemoteName): string[] {
  return ROUTE_OWNERSHIP.filter((route) => route.remote === remote).map((route) => route.path);
}

/** Built next to a remote's mf-manifest.json: each lazily loaded page's chunk files, by `pageChunkName`. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** What `ROUTE_CHUNKS_FILE` holds: chunk name -> the script and style files the page needs beyond the routes module. */
export type RouteChunks = Record<string, { js: string[]; css: string[] }>;

/**
 * The webpack chunk name of the page a route loads lazily (the import of `/blog/:id`'s page carries the comment
 * `webpackChunkName: "page-blog-id"`), so the document server can hint the page's own files with the rest of the
 * remote chain. The build rejects a `page-` chunk that names no route of its remote.
 */
export function pageChunkName(routePath: string): string {
  const words = routePath
    .split(/[^a-z0-9]+/i)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  return `page-${words.length > 0 ? words.join('-') : 'home'}`;
}
