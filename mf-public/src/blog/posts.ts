import { ApiRequestError, fetchApi, fetchApiWithHeaders, NetworkError } from '@icast/api-client';
import { BLOG_LIST_HEADERS, ENDPOINTS, type BlogPost, type BlogPostWithNeighbours } from '@icast/contracts';
import { BLOG_DEFAULTS } from '@icast/content';
import defaultPostImage from '../assets/default-post.svg';

export interface BlogListRequest {
  category?: string;
  q?: string;
  page?: number;
  limit?: number;
  featured?: boolean;
}

export interface BlogListResult {
  posts: BlogPost[];
  total: number;
  pageCount: number;
}

/** The message the original site shows (docs/product.md#news-page-messages) after `Error: ` when the list cannot be loaded. */
export const BLOG_LIST_FAILURE = 'Failed to fetch blogs';

export async function fetchBlogs(request: BlogListRequest, signal?: AbortSignal): Promise<BlogListResult> {
  const query = {
    category: request.category === 'all' ? undefined : request.category,
    q: request.q?.trim(),
    page: request.page && request.page > 1 ? request.page : undefined,
    limit: request.limit,
    featured: request.featured || undefined,
  };
  try {
    const { result: posts, headers } = await fetchApiWithHeaders(ENDPOINTS.blog.list, { query, signal });
    return {
      posts,
      total: Number(headers.get(BLOG_LIST_HEADERS.total) ?? posts.length),
      pageCount: Math.max(1, Number(headers.get(BLOG_LIST_HEADERS.pageCount) ?? 1)),
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(BLOG_LIST_FAILURE);
  }
}

/** undefined = no such post (404, or a malformed id the API refuses with 400). */
export async function fetchBlog(id: string, signal?: AbortSignal): Promise<BlogPostWithNeighbours | undefined> {
  try {
    return await fetchApi(ENDPOINTS.blog.post, { params: { id }, signal });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error instanceof NetworkError) throw error;
    if (error.statusCode === 404 || error.statusCode === 400) return undefined;
    throw new Error(`the article could not be loaded (${error.statusCode})`);
  }
}

/** The API keeps the original site's `/default.jpg` placeholder; this remote ships that picture itself. */
export function postImageSrc(post: Pick<BlogPost, 'imageUrl'>): string {
  return !post.imageUrl || post.imageUrl === BLOG_DEFAULTS.image ? defaultPostImage : post.imageUrl;
}

const WORDS_PER_MINUTE = 200;
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(text.trim().split(/\s+/).length / WORDS_PER_MINUTE));
}
