import { academicYearOn } from '@icast/contracts';

/**
 * An image is named by a relative asset key such as `activities/sports-games` (no extension, no host).
 * Each app maps keys to files or to the static asset host; this library never ships image bytes.
 */
export type ImageKey = string;

export type CampusId = 'elebu' | 'elewura';

export interface CampusAddress {
  campus: CampusId;
  label: string;
  line: string;
  city: 'Ibadan';
  /** A link out to a maps search of the address (opened in a new tab; nothing is embedded from here). */
  mapUrl: string;
}

export interface SocialLink {
  label: 'Facebook' | 'Instagram' | 'X';
  href: string;
}

export type TermId = 'first' | 'second' | 'third';

export interface SchoolTerm {
  id: TermId;
  name: string;
  /** Short range, e.g. `Sep-Dec`. */
  months: string;
  /** Long range for sentences, e.g. `September to December`. */
  monthsText: string;
  /** 1-12, inclusive. */
  startMonth: number;
  endMonth: number;
}

export interface SiteConfig {
  name: 'ICAST';
  fullName: string;
  tagline: string;
  /** Footer paragraph. */
  description: string;
  foundedYear: 2012;
  /**
   * The session the site admits for by the date alone (`academicYearOn`), as this process started: what a page
   * shows until the site settings (which also carry staff's and ACADEMIC_YEAR's choice) arrive.
   */
  academicYear: string;
  currency: { code: 'NGN'; symbol: '₦'; name: 'naira' };
  phones: string[];
  /** The office number that answers WhatsApp (click-to-chat beside the chat launcher and on the Contacts page). */
  whatsapp: string;
  email: string;
  addresses: CampusAddress[];
  openingHours: { days: 'Mon-Sat'; open: '8:00'; close: '18:00'; text: '8:00-18:00 Mon-Sat' };
  schoolHours: { days: 'Mon-Fri'; text: '8:00 AM-3:00 PM Mon-Fri' };
  social: SocialLink[];
  terms: SchoolTerm[];
}

/** A Google Maps search link for an address (a plain link out; no API key, no embed). */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

const ELEBU_LINE = '14 Elebu Road, off Oluyole Extension, Ibadan, Oyo State';
const ELEWURA_LINE = '7 Elewura Street, off Challenge, Ibadan, Oyo State';

export const SITE: SiteConfig = {
  name: 'ICAST',
  fullName: 'ICAST Schools',
  tagline: 'Nurturing Excellence, Building Character',
  description:
    'ICAST Schools has been raising confident, curious and well-mannered children in Ibadan since 2012. ' +
    'From our creche to SS3, on two campuses at Elebu and Elewura, we combine sound academics, caring ' +
    'teachers and strong values so that every child is known, stretched and supported.',
  foundedYear: 2012,
  academicYear: academicYearOn(new Date()),
  currency: { code: 'NGN', symbol: '₦', name: 'naira' },
  phones: ['0803 512 4471', '0805 638 2190'],
  whatsapp: '0803 512 4471',
  email: 'info@icastschools.com.ng',
  addresses: [
    {
      campus: 'elebu',
      label: 'Elebu Campus',
      line: ELEBU_LINE,
      city: 'Ibadan',
      mapUrl: mapsSearchUrl(ELEBU_LINE),
    },
    {
      campus: 'elewura',
      label: 'Elewura Campus',
      line: ELEWURA_LINE,
      city: 'Ibadan',
      mapUrl: mapsSearchUrl(ELEWURA_LINE),
    },
  ],
  openingHours: { days: 'Mon-Sat', open: '8:00', close: '18:00', text: '8:00-18:00 Mon-Sat' },
  schoolHours: { days: 'Mon-Fri', text: '8:00 AM-3:00 PM Mon-Fri' },
  /**
   * The original site shows the three social icons with empty links. `#` keeps them focusable and harmless until the
   * school gives its real page addresses; replace the `href` values here and every page follows.
   */
  social: [
    { label: 'Facebook', href: '#' },
    { label: 'Instagram', href: '#' },
    { label: 'X', href: '#' },
  ],
  terms: [
    {
      id: 'first',
      name: 'First Term',
      months: 'Sep-Dec',
      monthsText: 'September to December',
      startMonth: 9,
      endMonth: 12,
    },
    {
      id: 'second',
      name: 'Second Term',
      months: 'Jan-Apr',
      monthsText: 'January to April',
      startMonth: 1,
      endMonth: 4,
    },
    { id: 'third', name: 'Third Term', months: 'May-Jul', monthsText: 'May to July', startMonth: 5, endMonth: 7 },
  ],
};

/** `tel:` link for a Nigerian number written locally (`0803 512 4471` -> `tel:+2348035124471`). */
export function telHref(phone: string): string {
  // `+234 (0) 803 ...`: the bracketed trunk zero is dropped, as it is when dialling from abroad.
  const digits = phone
    .replace(/\(0\)/g, '')
    .replace(/[^\d+]/g, '')
    .replace(/^00/, '+');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('234')) return `tel:+${digits}`;
  return `tel:+234${digits.replace(/^0/, '')}`;
}

/**
 * A Nigerian mobile number as people write it in a sentence: `0803 512 4471`, `0803-512-4471`, `08035124471`,
 * `+234 803 512 4471`, `+234 (0) 803 512 4471`. Only mobile prefixes (070, 080, 081, 090, 091), so a year range,
 * a fee or a reference is never taken for one. The character before it is captured instead of looked behind at:
 * older phones' browsers (iOS 12) cannot parse a lookbehind.
 */
const PHONE_IN_TEXT = /(^|[^\d+])((?:(?:\+|00)234[\s-]?(?:\(0\)[\s-]?)?|0)[789][01]\d[\s-]?\d{3}[\s-]?\d{4})(?!\d)/g;

/** `text` cut into plain parts and the phone numbers in it, in order, for pages that make each number a tel: link. */
export function phoneNumbersIn(text: string): Array<{ text: string; phone?: true }> {
  const parts: Array<{ text: string; phone?: true }> = [];
  let last = 0;
  for (const match of text.matchAll(PHONE_IN_TEXT)) {
    const start = (match.index ?? 0) + match[1]!.length;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[2]!, phone: true });
    last = start + match[2]!.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** International digits of a Nigerian number written locally (`0803 512 4471` -> `2348035124471`). */
function internationalDigits(phone: string): string {
  return telHref(phone).replace(/^tel:\+/, '');
}

/**
 * WhatsApp's click-to-chat link for a number (opens the app on a phone, WhatsApp Web elsewhere), with an optional
 * first message typed in for the visitor.
 */
export function whatsappHref(phone: string, text?: string): string {
  return `https://wa.me/${internationalDigits(phone)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

const LAGOS_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** A day as families read it, in Lagos whatever the reader's clock says: `26 November 2026`. */
export function formatLagosDate(iso: string): string {
  return LAGOS_DATE.format(new Date(iso));
}

/** Naira amount for display: `formatNaira(5000)` -> `₦5,000`. Kobo are shown only when present. */
export function formatNaira(amount: number): string {
  const negative = amount < 0;
  const [whole = '0', fraction] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const kobo = fraction && fraction !== '00' ? `.${fraction}` : '';
  return `${negative ? '-' : ''}₦${grouped}${kobo}`;
}
