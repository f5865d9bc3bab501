import {
  BLOG_LIST_HEADERS,
  type BlogPost,
  type BlogPostWithNeighbours,
  type ContactRequest,
  type ContactResponse,
  type NewsletterResponse,
} from '@icast/contracts';
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

/** The message the spec shows after `Error: ` when the list cannot be loaded. */
export const BLOG_LIST_FAILURE = 'Failed to fetch blogs';

export async function fetchBlogs(request: BlogListRequest, signal?: AbortSignal): Promise<BlogListResult> {
  const params = new URLSearchParams();
  if (request.category && request.category !== 'all') params.set('category', request.category);
  if (request.q?.trim()) params.set('q', request.q.trim());
  if (request.page && request.page > 1) params.set('page', String(request.page));
  if (request.limit) params.set('limit', String(request.limit));
  if (request.featured) params.set('featured', 'true');
  const query = params.toString();
  const response = await fetch(`/api/blog/get-blogs${query ? `?${query}` : ''}`, { signal });
  if (!response.ok) throw new Error(BLOG_LIST_FAILURE);
  const posts = (await response.json()) as BlogPost[];
  return {
    posts,
    total: Number(response.headers.get(BLOG_LIST_HEADERS.total) ?? posts.length),
    pageCount: Math.max(1, Number(response.headers.get(BLOG_LIST_HEADERS.pageCount) ?? 1)),
  };
}

/** undefined = no such post (404, or a malformed id the API refuses with 400). */
export async function fetchBlog(id: string, signal?: AbortSignal): Promise<BlogPostWithNeighbours | undefined> {
  const response = await fetch(`/api/blog/get-blog/${encodeURIComponent(id)}`, { signal });
  if (response.status === 404 || response.status === 400) return undefined;
  if (!response.ok) throw new Error(`the article could not be loaded (${response.status})`);
  return (await response.json()) as BlogPostWithNeighbours;
}

/** The API keeps the original site's `/default.jpg` placeholder; this remote ships that picture itself. */
export function postImageSrc(post: Pick<BlogPost, 'imageUrl'>): string {
  return !post.imageUrl || post.imageUrl === BLOG_DEFAULTS.image ? defaultPostImage : post.imageUrl;
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) {
    throw new Error(
      response.status === 429
        ? 'Too many messages from your connection. Please wait a minute and try again.'
        : (data.message ?? 'Something went wrong. Please try again.'),
    );
  }
  return data;
}

export const sendContactMessage = (body: ContactRequest) => postJson<ContactResponse>('/api/contact', body);
export const subscribeToNewsletter = (email: string) => postJson<NewsletterResponse>('/api/newsletter', { email });

const WORDS_PER_MINUTE = 200;
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(text.trim().split(/\s+/).length / WORDS_PER_MINUTE));
}

export function formatPostDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });
}
