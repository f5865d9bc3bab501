/**
 * The public pages staff edit (the hostel page first): a title, an intro and a list of blocks of a few kinds, each
 * drawn in the page's own design. The API checks a page with `sitePageProblems` on save and the dashboard checks it
 * with the same function before sending, so both say the same thing at the same field.
 */
import type { ApiFieldError } from '../platform/field-problems';
import { findRouteOwner } from '../routes';
import type { Picture } from './images';
import { isSitePath } from './links';

/** The pages whose words and pictures staff edit, by key (SITE_PAGE_PATHS: where each is). */
export const SITE_PAGE_KEYS = [
  'hostel',
  'about',
  'facilities',
  'kindergarten',
  'primary',
  'secondary',
  'activities',
  'admission',
] as const;
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];

export const SITE_PAGE_PATHS: Record<SitePageKey, string> = {
  hostel: '/hostel',
  about: '/about',
  facilities: '/facilities',
  kindergarten: '/kindagarten',
  primary: '/primary',
  secondary: '/secondary',
  activities: '/activities',
  admission: '/admission',
};

export const isSitePageKey = (value: unknown): value is SitePageKey =>
  typeof value === 'string' && (SITE_PAGE_KEYS as readonly string[]).includes(value);

/** How much a page may hold: enough for today's longest page several times over, never an unbounded body. */
export const SITE_PAGE_LIMITS = {
  blocks: 30,
  /** Paragraphs of a section, cards of a card block, items of a list, photos of a gallery. */
  items: 24,
  highlights: 10,
  /** Tabs of a tab block: more would not fit one row of a phone's tab list. */
  tabs: 8,
  title: 120,
  heading: 120,
  paragraph: 2000,
  text: 600,
  highlight: 160,
  alt: 250,
  label: 60,
  /** A block's anchor (`#overview`): the page's own address for it. */
  anchor: 40,
} as const;

/**
 * A photo on a page: one the school uploaded (its image id: its sizes and any focal point belong to the image) or one
 * of the site's built-in drawings (its key, e.g. `hostel/rooms`). An uploaded photo needs the words a screen reader
 * says for it; a drawing is decoration beside its caption.
 */
export interface PagePhoto {
  imageId?: string;
  imageKey?: string;
  alt: string;
}

/** A photo as pages draw it: an uploaded one comes with its sizes (absent when the image is gone: the picture then). */
export interface PagePhotoView extends PagePhoto {
  picture?: Picture;
}

/** Paragraphs under a heading. */
export interface SectionBlock {
  type: 'section';
  anchor: string;
  heading: string;
  paragraphs: string[];
}

export interface PageCard<Photo = PagePhoto> {
  title: string;
  text: string;
  photo?: Photo | null;
  highlights: string[];
}

/** Cards side by side (one under another on a phone), each with a title, text, and an optional photo and ticks. */
export interface CardsBlock<Photo = PagePhoto> {
  type: 'cards';
  anchor: string;
  heading: string;
  cards: Array<PageCard<Photo>>;
}

/** A ticked list of points, each a short title and its sentence. */
export interface HighlightsBlock {
  type: 'highlights';
  anchor: string;
  heading: string;
  items: Array<{ title: string; text: string }>;
}

/** Photos with captions; a published album of the page's category, if there is one, is shown instead. */
export interface GalleryBlock<Photo = PagePhoto> {
  type: 'gallery';
  anchor: string;
  heading: string;
  photos: Array<{ photo: Photo; title: string; caption: string }>;
}

/** A heading, a sentence and a button to another page of the site. */
export interface CallToActionBlock {
  type: 'callToAction';
  anchor: string;
  heading: string;
  text: string;
  label: string;
  /** A page of this site (`/contacts?subject=Hostel%20enquiry`): one the route table has. */
  to: string;
}

/** One tab: its label, and the title, paragraph and points it shows. */
export interface PageTab {
  label: string;
  title: string;
  text: string;
  points: string[];
}

/** Tabs, one shown at a time (the first on opening; without JavaScript the first only, as every tab list of the site). */
export interface TabsBlock {
  type: 'tabs';
  anchor: string;
  heading: string;
  tabs: PageTab[];
}

/**
 * Questions or steps that open one at a time (the first open), each a title and its text: `details` in the HTML, so
 * they open without JavaScript.
 */
export interface AccordionBlock {
  type: 'accordion';
  anchor: string;
  heading: string;
  items: Array<{ title: string; text: string }>;
}

export type PageBlock<Photo = PagePhoto> =
  | SectionBlock
  | TabsBlock
  | AccordionBlock
  | CardsBlock<Photo>
  | HighlightsBlock
  | GalleryBlock<Photo>
  | CallToActionBlock;

export type PageBlockType = PageBlock['type'];

export const PAGE_BLOCK_TYPES: readonly PageBlockType[] = [
  'section',
  'cards',
  'highlights',
  'tabs',
  'accordion',
  'gallery',
  'callToAction',
];

/**
 * The kinds a page takes where it draws fewer than all: the admission page belongs to the admissions remote, which
 * draws words, points, steps and buttons (no photos).
 */
export const SITE_PAGE_BLOCK_TYPES: Partial<Record<SitePageKey, readonly PageBlockType[]>> = {
  admission: ['section', 'highlights', 'accordion', 'callToAction'],
};

/** The kinds of block a page takes (every kind unless the page says fewer). */
export const blockTypesOf = (key?: SitePageKey): readonly PageBlockType[] =>
  (key && SITE_PAGE_BLOCK_TYPES[key]) || PAGE_BLOCK_TYPES;

/** What staff save. */
export interface SitePageFields<Photo = PagePhoto> {
  title: string;
  intro: string;
  blocks: Array<PageBlock<Photo>>;
}

/** A page as the public and the editor read it: uploaded photos with their sizes. */
export interface SitePageView extends SitePageFields<PagePhotoView> {
  key: SitePageKey;
  /** When staff last saved it; absent while it is the school's first text. */
  updatedAt?: string;
}

type Problems = ApiFieldError[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A page of the site the route table has (a query and a fragment allowed), at most the staff link length. */
export function isKnownSitePath(value: unknown): value is string {
  if (!isSitePath(value)) return false;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  const owner = findRouteOwner(pathname);
  return owner !== undefined && owner.layout === 'public' && !pathname.startsWith('/dashboard');
}

function text(
  problems: Problems,
  field: string,
  value: unknown,
  max: number,
  what: string,
  required = true,
): value is string {
  if (typeof value !== 'string') {
    problems.push({ field, message: `Enter ${what}` });
    return false;
  }
  if (required && value.trim() === '') problems.push({ field, message: `Enter ${what}` });
  else if (value.length > max) problems.push({ field, message: `Shorten ${what} to ${max} characters or fewer` });
  return true;
}

function list(problems: Problems, field: string, value: unknown, max: number, what: string): value is unknown[] {
  if (!Array.isArray(value)) {
    problems.push({ field, message: `Add ${what}` });
    return false;
  }
  if (value.length > max) {
    problems.push({ field, message: `A block holds at most ${max} ${what}` });
    return false;
  }
  return true;
}

function photo(problems: Problems, field: string, value: unknown, what: string): void {
  if (!isRecord(value)) {
    problems.push({ field, message: `Choose ${what}` });
    return;
  }
  const { imageId, imageKey } = value;
  const hasId = typeof imageId === 'string' && /^[a-f0-9]{24}$/.test(imageId);
  const hasKey = typeof imageKey === 'string' && /^[a-z0-9-]{1,40}(\/[a-z0-9-]{1,40}){1,3}$/.test(imageKey);
  if (hasId === hasKey) problems.push({ field: `${field}.imageId`, message: `Choose ${what}` });
  // The built-in pictures are drawings beside their caption, silent to screen readers; a photo is described.
  text(problems, `${field}.alt`, value.alt ?? '', SITE_PAGE_LIMITS.alt, `what ${what} shows`, hasId);
}

const L = SITE_PAGE_LIMITS;

function block(problems: Problems, at: string, value: unknown, number: number, types: readonly PageBlockType[]): void {
  if (!isRecord(value) || !types.includes(value.type as PageBlockType)) {
    problems.push({ field: `${at}.type`, message: `Block ${number} is not a kind of block the page can show` });
    return;
  }
  const anchor = value.anchor;
  if (typeof anchor !== 'string' || !/^[a-z][a-z0-9-]{0,39}$/.test(anchor)) {
    problems.push({ field: `${at}.anchor`, message: `Block ${number} needs a short name of small letters and -` });
  }
  text(problems, `${at}.heading`, value.heading, L.heading, `block ${number}'s heading`);
  switch (value.type) {
    case 'section':
      if (list(problems, `${at}.paragraphs`, value.paragraphs, L.items, 'paragraphs')) {
        if (value.paragraphs.length === 0) problems.push({ field: `${at}.paragraphs`, message: 'Add a paragraph' });
        value.paragraphs.forEach((paragraph, index) =>
          text(problems, `${at}.paragraphs.${index}`, paragraph, L.paragraph, `paragraph ${index + 1}`),
        );
      }
      break;
    case 'cards':
      if (list(problems, `${at}.cards`, value.cards, L.items, 'cards')) {
        value.cards.forEach((card: unknown, index) => {
          const field = `${at}.cards.${index}`;
          const record = isRecord(card) ? card : {};
          text(problems, `${field}.title`, record.title, L.heading, `card ${index + 1}'s title`);
          text(problems, `${field}.text`, record.text, L.text, `card ${index + 1}'s text`);
          if (record.photo !== undefined && record.photo !== null) {
            photo(problems, `${field}.photo`, record.photo, `card ${index + 1}'s photo`);
          }
          if (list(problems, `${field}.highlights`, record.highlights ?? [], L.highlights, 'ticks')) {
            ((record.highlights ?? []) as unknown[]).forEach((highlight, tick) =>
              text(problems, `${field}.highlights.${tick}`, highlight, L.highlight, `tick ${tick + 1}`),
            );
          }
        });
      }
      break;
    case 'highlights':
      if (list(problems, `${at}.items`, value.items, L.items, 'points')) {
        value.items.forEach((item: unknown, index) => {
          const record = isRecord(item) ? item : {};
          text(problems, `${at}.items.${index}.title`, record.title, L.heading, `point ${index + 1}'s title`);
          text(problems, `${at}.items.${index}.text`, record.text, L.text, `point ${index + 1}'s text`);
        });
      }
      break;
    case 'tabs':
      if (list(problems, `${at}.tabs`, value.tabs, L.tabs, 'tabs')) {
        if (value.tabs.length === 0) problems.push({ field: `${at}.tabs`, message: 'Add a tab' });
        value.tabs.forEach((tab: unknown, index) => {
          const field = `${at}.tabs.${index}`;
          const record = isRecord(tab) ? tab : {};
          text(problems, `${field}.label`, record.label, L.label, `tab ${index + 1}'s label`);
          text(problems, `${field}.title`, record.title, L.heading, `tab ${index + 1}'s title`);
          text(problems, `${field}.text`, record.text, L.text, `tab ${index + 1}'s text`);
          if (list(problems, `${field}.points`, record.points ?? [], L.highlights, 'points')) {
            ((record.points ?? []) as unknown[]).forEach((point, at2) =>
              text(problems, `${field}.points.${at2}`, point, L.highlight, `point ${at2 + 1} of tab ${index + 1}`),
            );
          }
        });
      }
      break;
    case 'accordion':
      if (list(problems, `${at}.items`, value.items, L.items, 'items')) {
        if (value.items.length === 0) problems.push({ field: `${at}.items`, message: 'Add an item' });
        value.items.forEach((item: unknown, index) => {
          const record = isRecord(item) ? item : {};
          text(problems, `${at}.items.${index}.title`, record.title, L.heading, `item ${index + 1}'s title`);
          text(problems, `${at}.items.${index}.text`, record.text, L.paragraph, `item ${index + 1}'s text`);
        });
      }
      break;
    case 'gallery':
      if (list(problems, `${at}.photos`, value.photos, L.items, 'photos')) {
        value.photos.forEach((item: unknown, index) => {
          const record = isRecord(item) ? item : {};
          photo(problems, `${at}.photos.${index}.photo`, record.photo, `photo ${index + 1}`);
          text(problems, `${at}.photos.${index}.title`, record.title, L.heading, `photo ${index + 1}'s title`);
          text(
            problems,
            `${at}.photos.${index}.caption`,
            record.caption,
            L.text,
            `photo ${index + 1}'s caption`,
            false,
          );
        });
      }
      break;
    case 'callToAction':
      text(problems, `${at}.text`, value.text, L.text, `block ${number}'s text`);
      text(problems, `${at}.label`, value.label, L.label, `block ${number}'s button words`);
      if (!isKnownSitePath(value.to)) {
        problems.push({
          field: `${at}.to`,
          message: `Block ${number}'s button must lead to a page this site has, like /contacts or /admission`,
        });
      }
      break;
  }
}

/**
 * Every problem of a page staff want to save, each at its field (`blocks.2.paragraphs.0`), in the order of the form.
 * Reads any value (a request body) without trusting its shape; every text is bounded.
 */
export function sitePageProblems(value: unknown, key?: SitePageKey): ApiFieldError[] {
  const problems: Problems = [];
  const page = isRecord(value) ? value : {};
  text(problems, 'title', page.title, L.title, 'the page title');
  text(problems, 'intro', page.intro, L.text, "the page's opening sentence", false);
  if (list(problems, 'blocks', page.blocks, L.blocks, 'blocks')) {
    if (page.blocks.length === 0) problems.push({ field: 'blocks', message: 'A page needs at least one block' });
    const types = blockTypesOf(key);
    page.blocks.forEach((item, index) => block(problems, `blocks.${index}`, item, index + 1, types));
    const anchors = page.blocks.map((item) => (isRecord(item) ? item.anchor : undefined));
    anchors.forEach((anchor, index) => {
      if (typeof anchor === 'string' && anchors.indexOf(anchor) !== index) {
        problems.push({ field: `blocks.${index}.anchor`, message: `Block ${index + 1}'s short name is used twice` });
      }
    });
  }
  return problems;
}

/** Only the fields a page has (a body may carry anything else): what the API stores once it has no problems. */
export function sitePageFieldsOf(value: SitePageFields): SitePageFields {
  const photoOf = (photo: PagePhoto): PagePhoto =>
    photo.imageId ? { imageId: photo.imageId, alt: photo.alt } : { imageKey: photo.imageKey, alt: photo.alt };
  const blockOf = (item: PageBlock): PageBlock => {
    const base = { anchor: item.anchor, heading: item.heading };
    switch (item.type) {
      case 'section':
        return { type: item.type, ...base, paragraphs: [...item.paragraphs] };
      case 'cards':
        return {
          type: item.type,
          ...base,
          cards: item.cards.map((card) => ({
            title: card.title,
            text: card.text,
            photo: card.photo ? photoOf(card.photo) : null,
            highlights: [...(card.highlights ?? [])],
          })),
        };
      case 'highlights':
      case 'accordion':
        return { type: item.type, ...base, items: item.items.map(({ title, text }) => ({ title, text })) };
      case 'tabs':
        return {
          type: item.type,
          ...base,
          tabs: item.tabs.map((tab) => ({
            label: tab.label,
            title: tab.title,
            text: tab.text,
            points: [...(tab.points ?? [])],
          })),
        };
      case 'gallery':
        return {
          type: item.type,
          ...base,
          photos: item.photos.map(({ photo, title, caption }) => ({ photo: photoOf(photo), title, caption })),
        };
      case 'callToAction':
        return { type: item.type, ...base, text: item.text, label: item.label, to: item.to };
    }
  };
  return { title: value.title, intro: value.intro, blocks: value.blocks.map(blockOf) };
}

/** Every uploaded photo a page uses (for "used on" lists and for reading their sizes). */
export function sitePageImageIds(page: SitePageFields<PagePhoto>): string[] {
  const ids = page.blocks.flatMap((item) => {
    if (item.type === 'cards') return item.cards.map((card) => card.photo?.imageId);
    if (item.type === 'gallery') return item.photos.map(({ photo }) => photo.imageId);
    return [];
  });
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

/** The page's words as plain passages (heading and text), for the chat assistant and for search. */
export function sitePagePassages(
  page: SitePageFields<PagePhoto>,
): Array<{ anchor: string; heading: string; text: string }> {
  return page.blocks.map((item) => {
    const parts: string[] = (() => {
      switch (item.type) {
        case 'section':
          return item.paragraphs;
        case 'cards':
          return item.cards.map((card) => [`${card.title}: ${card.text}`, ...card.highlights].join(' '));
        case 'highlights':
        case 'accordion':
          return item.items.map((point) => `${point.title}: ${point.text}`);
        case 'tabs':
          return item.tabs.map((tab) => [`${tab.label}: ${tab.title}.`, tab.text, ...tab.points].join(' '));
        case 'gallery':
          return item.photos.map((photo) => `${photo.title}: ${photo.caption}`);
        case 'callToAction':
          return [item.text];
      }
    })();
    return { anchor: item.anchor, heading: item.heading, text: parts.join(' ') };
  });
}
