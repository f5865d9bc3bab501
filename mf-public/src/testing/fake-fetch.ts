import type { BlogPost } from '@icast/contracts';
import { fakeFetch, fakeResponse } from '@icast/api-client/testing';

export type FetchHandler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** The shared fake fetch (`@icast/api-client/testing`), with the URL parsed for this remote's tests. */
export function installFetch(handler: FetchHandler): jest.Mock {
  return fakeFetch(({ url, init }) => handler(new URL(url, 'http://localhost'), init));
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return fakeResponse({ status, body, headers });
}

let counter = 0;
export function samplePost(overrides: Partial<BlogPost> = {}): BlogPost {
  counter += 1;
  const content = overrides.content ?? `Post ${counter} text about the school.`;
  return {
    _id: `65f0000000000000000000${String(counter).padStart(2, '0')}`,
    slug: `post-${counter}`,
    title: `Post ${counter}`,
    content,
    description: content,
    category: 'Events',
    isPublished: true,
    isFeatured: false,
    imageUrl: '/default.jpg',
    image: '/default.jpg',
    author: { name: 'Editorial Team' },
    createdAt: '2025-07-01T08:00:00.000Z',
    updatedAt: '2025-07-01T08:00:00.000Z',
    ...overrides,
  };
}
