import type { BlogPost } from '@icast/contracts';

export type FetchHandler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** Replaces fetch for one test file; the browser suite covers the real API. */
export function installFetch(handler: FetchHandler): jest.Mock {
  const mock = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(new URL(String(input), 'http://localhost'), init)),
  );
  Object.assign(globalThis, { fetch: mock });
  return mock;
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: () => Promise.resolve(body),
  } as Response;
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
