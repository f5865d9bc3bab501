import type { BlogPost } from './types';

/**
 * Shapes of the public blog beyond the original site's
 * fields. The blog list stays a plain array for the original frontend; paging totals travel in headers.
 */

/** Response headers of GET /api/blog/get-blogs. */
export const BLOG_LIST_HEADERS = { total: 'x-total-count', pageCount: 'x-page-count' } as const;
export const BLOG_LIST_DEFAULT_LIMIT = 9;
/**
 * In the list, `content` and `description` carry the post's opening, up to this many words (then `...`): the cards
 * show 30 words and the featured article 45. The whole text comes from GET /api/blog/get-blog/:id.
 */
export const BLOG_LIST_EXCERPT_WORDS = 60;
export const BLOG_LIST_MAX_LIMIT = 100;
export const BLOG_SEARCH_MAX = 100;

/** Neighbours of a post in the published list, for previous/next links. */
export interface BlogPostNeighbour {
  _id: string;
  slug: string;
  title: string;
}

/** GET /api/blog/get-blog/:id (the post's id or its slug): the post plus its neighbours (older = previous, newer = next). */
export interface BlogPostWithNeighbours extends BlogPost {
  previous: BlogPostNeighbour | null;
  next: BlogPostNeighbour | null;
}
