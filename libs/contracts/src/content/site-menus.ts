/**
 * The header's menu and the footer's link columns, as the school edits them. The API checks a save with
 * `siteMenusProblems` and the dashboard checks the form with the same function before sending, so both say the same
 * thing at the same field (`header.1.links.0.to`). A link leads only where the site has something: a page of the
 * route table, a document's lasting address, or an https address of another site (drawn marked as such), so no menu
 * link can lead to the 404 page.
 */
import type { ApiFieldError } from '../platform/field-problems';
import { findRouteOwner } from '../routes';
import { isHttpsAddress, isSitePath, STAFF_LINK_MAX_LENGTH } from './links';

/** A link in the menu or the footer. A hidden one is kept for later and shown nowhere. */
export interface MenuLink {
  label: string;
  to: string;
  hidden: boolean;
}

/** A header dropdown (About, Academics) with its links. */
export interface MenuGroup {
  label: string;
  hidden: boolean;
  links: MenuLink[];
}

/** What the header's bar holds, in order: plain links and dropdowns. */
export type HeaderMenuEntry = ({ kind: 'link' } & MenuLink) | ({ kind: 'group' } & MenuGroup);

/** A column of links in the footer under its heading ("Quick links"). */
export interface FooterColumn {
  heading: string;
  hidden: boolean;
  links: MenuLink[];
}

export interface SiteMenus {
  header: HeaderMenuEntry[];
  footer: FooterColumn[];
}

/**
 * How much the menus may hold: the bar fits about ten entries at 1280 px, a dropdown about ten links; the footer has
 * room for three columns beside the school's address. Labels are short: they sit in a bar and on a phone's menu.
 */
export const SITE_MENU_LIMITS = {
  headerEntries: 10,
  groupLinks: 10,
  footerColumns: 3,
  columnLinks: 12,
  label: 40,
} as const;

/** Where a menu link leads: a page of the site (the router), a document (a file), or another site. */
export type MenuLinkTarget =
  | { kind: 'page'; href: string }
  | { kind: 'file'; href: string }
  | { kind: 'external'; href: string };

/** A document's lasting address (`/api/downloads/uniform-list.pdf`): its slug, or undefined. */
export function downloadSlugOfAddress(value: string): string | undefined {
  return /^\/api\/downloads\/([a-z0-9-]{1,100})\.pdf$/.exec(value)?.[1];
}

/**
 * Where an address leads, or undefined when it is none the site has: a page of the route table with no part to fill
 * in (`/blog/:id` needs a post, which may be unpublished or renamed: link the News page), a document's address, or an
 * https address. Bounded before any pattern or the URL parser reads it.
 */
export function menuLinkTarget(value: unknown): MenuLinkTarget | undefined {
  if (typeof value !== 'string' || value.length > STAFF_LINK_MAX_LENGTH) return undefined;
  if (value.startsWith('https://')) return isHttpsAddress(value) ? { kind: 'external', href: value } : undefined;
  if (!isSitePath(value)) return undefined;
  if (downloadSlugOfAddress(value)) return { kind: 'file', href: value };
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  const owner = findRouteOwner(pathname);
  if (!owner || owner.layout !== 'public' || owner.path.includes(':') || owner.path.includes('*')) return undefined;
  return { kind: 'page', href: value };
}

export const MENU_ADDRESS_MESSAGE =
  'Enter a page of this site (like /admission or /faq), a document from Downloads (/api/downloads/uniform-list.pdf) or an https:// address of another site';

type Problems = ApiFieldError[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const L = SITE_MENU_LIMITS;

function label(problems: Problems, field: string, value: unknown, what: string): void {
  if (typeof value !== 'string' || value.trim() === '') problems.push({ field, message: `Enter ${what}` });
  else if (value.length > L.label)
    problems.push({ field, message: `Shorten ${what} to ${L.label} characters or fewer` });
}

function hidden(problems: Problems, field: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'boolean') problems.push({ field, message: 'Choose shown or hidden' });
}

function links(problems: Problems, at: string, value: unknown, max: number, owner: string): void {
  if (!Array.isArray(value)) {
    problems.push({ field: `${at}.links`, message: `Add a link to ${owner}` });
    return;
  }
  if (value.length > max) {
    problems.push({ field: `${at}.links`, message: `${owner} holds at most ${max} links` });
    return;
  }
  if (!value.some((item) => isRecord(item) && item.hidden !== true)) {
    problems.push({ field: `${at}.links`, message: `${owner} needs at least one shown link` });
  }
  value.forEach((item: unknown, index) => link(problems, `${at}.links.${index}`, item, `link ${index + 1}`));
}

function link(problems: Problems, at: string, value: unknown, what: string): void {
  const record = isRecord(value) ? value : {};
  label(problems, `${at}.label`, record.label, `the words of ${what}`);
  if (!menuLinkTarget(record.to)) problems.push({ field: `${at}.to`, message: MENU_ADDRESS_MESSAGE });
  hidden(problems, `${at}.hidden`, record.hidden);
}

/**
 * Every problem of the menus staff want to save, each at its field, in the order of the form. Reads any value (a
 * request body) without trusting its shape; every text is bounded before it is read.
 */
export function siteMenusProblems(value: unknown): ApiFieldError[] {
  const problems: Problems = [];
  const menus = isRecord(value) ? value : {};
  const header = menus.header;
  if (!Array.isArray(header)) problems.push({ field: 'header', message: 'Add the menu' });
  else if (header.length > L.headerEntries) {
    problems.push({ field: 'header', message: `The menu holds at most ${L.headerEntries} entries` });
  } else {
    if (!header.some((entry) => isRecord(entry) && entry.hidden !== true)) {
      problems.push({ field: 'header', message: 'The menu needs at least one shown entry' });
    }
    header.forEach((entry: unknown, index) => {
      const at = `header.${index}`;
      const record = isRecord(entry) ? entry : {};
      if (record.kind === 'group') {
        label(problems, `${at}.label`, record.label, `the name of menu entry ${index + 1}`);
        hidden(problems, `${at}.hidden`, record.hidden);
        links(problems, at, record.links, L.groupLinks, `Menu entry ${index + 1}`);
      } else if (record.kind === 'link') link(problems, at, record, `menu entry ${index + 1}`);
      else problems.push({ field: `${at}.kind`, message: `Menu entry ${index + 1} must be a link or a dropdown` });
    });
  }
  const footer = menus.footer;
  if (!Array.isArray(footer)) problems.push({ field: 'footer', message: 'Add the footer links' });
  else if (footer.length > L.footerColumns) {
    problems.push({ field: 'footer', message: `The footer holds at most ${L.footerColumns} columns of links` });
  } else {
    footer.forEach((column: unknown, index) => {
      const at = `footer.${index}`;
      const record = isRecord(column) ? column : {};
      label(problems, `${at}.heading`, record.heading, `the heading of footer column ${index + 1}`);
      hidden(problems, `${at}.hidden`, record.hidden);
      links(problems, at, record.links, L.columnLinks, `Footer column ${index + 1}`);
    });
  }
  return problems;
}

/** Only the fields the menus have (a body may carry anything else), labels trimmed: what the API stores. */
export function siteMenusOf(value: SiteMenus): SiteMenus {
  const linkOf = (item: MenuLink): MenuLink => ({
    label: item.label.trim(),
    to: item.to,
    hidden: item.hidden === true,
  });
  return {
    header: value.header.map((entry) =>
      entry.kind === 'group'
        ? { kind: 'group', label: entry.label.trim(), hidden: entry.hidden === true, links: entry.links.map(linkOf) }
        : { kind: 'link', ...linkOf(entry) },
    ),
    footer: value.footer.map((column) => ({
      heading: column.heading.trim(),
      hidden: column.hidden === true,
      links: column.links.map(linkOf),
    })),
  };
}

/** Every document address the menus link to (the API checks each still exists). */
export function siteMenusDownloadLinks(menus: SiteMenus): Array<{ field: string; slug: string }> {
  const found: Array<{ field: string; slug: string }> = [];
  const check = (field: string, to: string) => {
    const slug = downloadSlugOfAddress(to);
    if (slug) found.push({ field, slug });
  };
  menus.header.forEach((entry, index) => {
    if (entry.kind === 'link') check(`header.${index}.to`, entry.to);
    else entry.links.forEach((item, at) => check(`header.${index}.links.${at}.to`, item.to));
  });
  menus.footer.forEach((column, index) =>
    column.links.forEach((item, at) => check(`footer.${index}.links.${at}.to`, item.to)),
  );
  return found;
}

/** Whether a value read from the page or the API has the menus' shape (else pages draw the defaults). */
export function looksLikeSiteMenus(value: unknown): value is SiteMenus {
  return isRecord(value) && Array.isArray(value.header) && Array.isArray(value.footer);
}
