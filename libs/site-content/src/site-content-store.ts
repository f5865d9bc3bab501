import { fetchApi, pageData } from '@icast/api-client';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import { ENDPOINTS, SITE_CONTENT_ELEMENT_ID, type SiteContent } from '@icast/contracts';

export interface SiteContentState {
  content: SiteContent;
  /**
   * `defaults`: libs/content, while the API has not answered or when it could not; `page`: written into the page by
   * the document server (up to two seconds old); `api`: the API's own answer during this visit.
   */
  source: 'defaults' | 'page' | 'api';
}

interface Store {
  state: SiteContentState;
  listeners: Set<() => void>;
  loading: Promise<void> | undefined;
}

/**
 * One store per page, on the window: the shell and each remote bundle their own copy of this library, and they all
 * share this object, so a page load makes one request whichever part asks first.
 */
const STORE_KEY = Symbol.for('icast.site-content');

/** The content the document server wrote into the page, when it did and it is well formed. */
function contentInPage(): SiteContent | undefined {
  const content = pageData(SITE_CONTENT_ELEMENT_ID);
  return looksLikeSiteContent(content) ? content : undefined;
}

function store(): Store {
  // On the server each page is rendered with the content it will carry (pageData), never a store shared by requests.
  if (typeof window === 'undefined') {
    const inPage = contentInPage();
    return {
      state: inPage ? { content: inPage, source: 'page' } : { content: DEFAULT_SITE_CONTENT, source: 'defaults' },
      listeners: new Set(),
      loading: Promise.resolve(),
    };
  }
  const holder = globalThis as { [STORE_KEY]?: Store };
  if (!holder[STORE_KEY]) {
    const inPage = contentInPage();
    holder[STORE_KEY] = {
      state: inPage ? { content: inPage, source: 'page' } : { content: DEFAULT_SITE_CONTENT, source: 'defaults' },
      listeners: new Set(),
      loading: undefined,
    };
  }
  return holder[STORE_KEY];
}

/** Resolves once the page has loaded, so a refresh of content the page already shows never competes with it. */
function pageLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

export function siteContentState(): SiteContentState {
  return store().state;
}

export function subscribeToSiteContent(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks the API once per page load. Until it answers (and for the rest of the visit if it cannot) pages show the
 * published defaults, so no text waits on the API and nothing is ever blank.
 */
export function loadSiteContent(): Promise<void> {
  const current = store();
  // Content written into the page is shown at once and refreshed after the page loads: the server keeps it up to
  // two seconds, and a member of staff checking an edit must see it.
  const ask = () => fetchApi(ENDPOINTS.siteContent.read);
  current.loading ??= (current.state.source === 'page' ? pageLoaded().then(ask) : ask()).then(
    (content) => {
      // An answer of another shape (a proxy's error page parsed as JSON, an old API) must not blank the page.
      if (!looksLikeSiteContent(content)) return;
      const changed = JSON.stringify(content) !== JSON.stringify(current.state.content);
      current.state = { content: changed ? content : current.state.content, source: 'api' };
      if (changed) for (const listener of current.listeners) listener();
    },
    () => undefined,
  );
  return current.loading;
}

function looksLikeSiteContent(value: unknown): value is SiteContent {
  const content = value as Partial<SiteContent> | null;
  return (
    typeof content === 'object' &&
    content !== null &&
    typeof content.settings === 'object' &&
    content.settings !== null &&
    Array.isArray(content.settings.phones) &&
    Array.isArray(content.settings.campuses) &&
    [content.faqs, content.testimonials, content.heroSlides, content.counters].every(Array.isArray)
  );
}

/** Tests only: start the next render from the defaults and ask the API again. */
export function forgetSiteContent(): void {
  delete (globalThis as { [STORE_KEY]?: Store })[STORE_KEY];
}
