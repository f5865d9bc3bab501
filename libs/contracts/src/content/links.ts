/**
 * Links and e-mail addresses staff write (hero buttons, the announcement, FAQ sources, social links, the school's
 * e-mail addresses): the one rule the API checks them with on save and the pages check them with again before they
 * become an `href`, so a link saved before the rule existed, or one that reached a page some other way, still
 * cannot lead a visitor to another site or open a mail with extra recipients.
 */
import { EMAIL_MAX_LENGTH } from '../platform/people';

/** No link staff write is longer; anything longer is refused before a pattern or the URL parser reads it. */
export const STAFF_LINK_MAX_LENGTH = 500;

/**
 * A page of this site: one `/`, then path, query and fragment characters. Never `//host` or `/\host`, which
 * browsers read as an address on another site. Linear: one character class after a fixed start.
 */
export const SITE_PATH_PATTERN = /^\/(?![/\\])[\w\-/?=&%.#]*$/;

/** `/admission`, `/faq#fees`: a page of this site, as the rule above has it, at most STAFF_LINK_MAX_LENGTH long. */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= STAFF_LINK_MAX_LENGTH && SITE_PATH_PATTERN.test(value);
}

/** An `https://` address with a host and no user name or password in it (`https://school@evil.example`). */
export function isHttpsAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > STAFF_LINK_MAX_LENGTH || !value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Where a staff link may lead: a page of this site or an https address, or an https address only. */
export type StaffLinkKind = 'page-or-https' | 'https';

/** A staff link fit to render: `internal` ones go through the router, the others in a plain `<a href>`. */
export interface SafeStaffLink {
  internal: boolean;
  href: string;
}

/** The link to render for what staff wrote, or undefined when it is not one the rule allows (render no link). */
export function staffLinkHref(value: unknown, kind: StaffLinkKind = 'page-or-https'): SafeStaffLink | undefined {
  if (kind === 'page-or-https' && isSitePath(value)) return { internal: true, href: value };
  if (isHttpsAddress(value)) return { internal: false, href: new URL(value).href };
  return undefined;
}

/** What staff leave in a social link while the school has no page on that network: kept, never shown as a link. */
export const SOCIAL_LINK_PLACEHOLDER = '#';

/** A social link to render: an https address; undefined for anything else, the placeholder too (render no link). */
export function socialLinkHref(value: unknown): string | undefined {
  return staffLinkHref(value, 'https')?.href;
}

/** What staff may save as a social link: an https address, or the placeholder for a network the school is not on. */
export function isSocialLinkValue(value: unknown): boolean {
  return value === SOCIAL_LINK_PLACEHOLDER || socialLinkHref(value) !== undefined;
}

/**
 * An address a `mailto:` link can carry as it is: letters, digits and `. _ + -` before the @, dot-separated labels
 * of letters, digits and dashes after it. No quotes, `?`, `&`, `%` or spaces, so it can never add a CC, a subject
 * or a second recipient. Linear like EMAIL_PATTERN.
 */
export const PLAIN_EMAIL_PATTERN = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** The school's own addresses (site settings) must be plain: what pages put behind "mailto:". */
export function isPlainEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && PLAIN_EMAIL_PATTERN.test(value);
}

/** `mailto:` for a plain address, or undefined (show the text without a link). */
export function mailtoHref(address: unknown): string | undefined {
  return isPlainEmailAddress(address) ? `mailto:${address}` : undefined;
}
