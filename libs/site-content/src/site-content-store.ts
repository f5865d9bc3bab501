import { fetchApi } from '@icast/api-client';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import { ENDPOINTS, type SiteContent } from '@icast/contracts';

export interface SiteContentState {
  content: SiteContent;
  /** `defaults`: libs/content, while the API has not answered or when it could not. */
  source: 'defaults' | 'api';
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

function store(): Store {
  const holder = globalThis as { [STORE_KEY]?: Store };
  holder[STORE_KEY] ??= {
    state: { content: DEFAULT_SITE_CONTENT, source: 'defaults' },
    listeners: new Set(),
    loading: undefined,
  };
  return holder[STORE_KEY];
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
  current.loading ??= fetchApi(ENDPOINTS.siteContent.read).then(
    (content) => {
      // An answer of another shape (a proxy's error page parsed as JSON, an old API) must not blank the page.
      if (!looksLikeSiteContent(content)) return;
      current.state = { content, source: 'api' };
      for (const listener of current.listeners) listener();
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
