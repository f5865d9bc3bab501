import type { RemotesConfig } from '@icast/contracts';
import { WAKE_SCRIPT_SOURCE } from './wake-on-demand';

/** Where the page's code may come from and talk to: the shell itself, the remotes remotes.json names, the API. */
export interface ContentSecurityPolicySources {
  remotes: RemotesConfig;
  /** Only when the browser calls the API on another origin; the shell's own /api proxy is covered by 'self'. */
  apiOrigin?: string;
}

/**
 * The Content-Security-Policy of the shell's page, computed from the same remotes.json the shell loads its remotes
 * from, so moving a remote moves its permission with it. No 'unsafe-inline' for scripts: the one inline script (the
 * one that wakes the app on a page drawn on the server) is allowed by its hash. Images may be data: and blob: URLs (previews of an upload before it is sent).
 */
export function contentSecurityPolicy({ remotes, apiOrigin }: ContentSecurityPolicySources): string {
  // A relative entry ('/mf-public/mf-manifest.json') is on the shell's own origin: 'self' covers it.
  const remoteOrigins = [
    ...new Set(remotes.remotes.flatMap(({ entry }) => (URL.canParse(entry) ? [new URL(entry).origin] : []))),
  ];
  const code = ["'self'", ...remoteOrigins].join(' ');
  const connect = [...new Set(["'self'", ...remoteOrigins, ...(apiOrigin ? [new URL(apiOrigin).origin] : [])])];
  return [
    "default-src 'self'",
    `script-src ${code} ${WAKE_SCRIPT_SOURCE}`,
    `style-src ${code}`,
    `img-src ${code} data: blob:`,
    `font-src ${code}`,
    `connect-src ${connect.join(' ')}`,
    // An article's video plays in YouTube's privacy-enhanced player, and only once the reader presses Play.
    `frame-src ${VIDEO_FRAME_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * `policy` with the sources of a page's inline styles (its critical CSS, by hash) added to its `style-src`: the policy
 * differs per page, so it is sent with the page it was written for.
 */
export function withInlineStyles(policy: string, styleSources: readonly string[]): string {
  if (styleSources.length === 0) return policy;
  return policy
    .split('; ')
    .map((directive) => (directive.startsWith('style-src ') ? `${directive} ${styleSources.join(' ')}` : directive))
    .join('; ');
}

/** The only page the site ever frames: YouTube's privacy-enhanced player (articles' videos). */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/** Sent with every page and file, by the Node server and (written at container start) by nginx alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * HTTPS only: a browser that saw it refuses plain HTTP to the site for a year, so never on a local http:// run, and
 * to its subdomains only when the school says each of them serves HTTPS (HSTS_INCLUDE_SUBDOMAINS=true). The API
 * (api/src/common/strict-transport-security.ts) and nginx (write-security-headers.sh) send the same values.
 */
export function strictTransportSecurity({ includeSubDomains = false } = {}): string {
  return `max-age=31536000${includeSubDomains ? '; includeSubDomains' : ''}`;
}
