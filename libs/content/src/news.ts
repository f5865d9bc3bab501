export type NewsCategory = 'sports' | 'academic' | 'notices' | 'events';

/** Blog filter tabs, `all` first (the default). */
export const NEWS_FILTERS = ['all', 'events', 'academic', 'sports', 'notices'] as const;
export type NewsFilter = (typeof NEWS_FILTERS)[number];

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  sports: 'Sports',
  academic: 'Academic',
  notices: 'Notices',
  events: 'Events',
};

/** Blog cards show this many words of the text, then an ellipsis. */
export const BLOG_CARD_WORD_LIMIT = 30;
/** Posts listed on the home page; the primary and secondary News tabs show the same number. */
export const HOME_NEWS_COUNT = 3;
export const NO_EVENTS_TEXT = 'No events to display at the moment.';

/** What a blog post shows when the server leaves a field out. */
export const BLOG_DEFAULTS = {
  image: '/default.jpg',
  category: 'Uncategorized',
  title: 'Untitled Blog',
  content: 'No content available.',
  author: 'Editorial Team',
} as const;

/** First `limit` words of `text`, followed by an ellipsis when anything was cut. */
export function truncateWords(text: string, limit: number = BLOG_CARD_WORD_LIMIT): string {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  return words.length <= limit ? words.join(' ') : `${words.slice(0, limit).join(' ')}...`;
}

/** Newest first (ties keep their order), at most `count` items. */
export function latestNews<T extends { date: string }>(items: readonly T[], count: number = HOME_NEWS_COUNT): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}
