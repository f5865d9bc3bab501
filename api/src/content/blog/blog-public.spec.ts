import type { NestExpressApplication } from '@nestjs/platform-express';
import { Types } from 'mongoose';
import request from 'supertest';
import { BLOG_LIST_DEFAULT_LIMIT, BLOG_LIST_EXCERPT_WORDS, BLOG_LIST_HEADERS, COLLECTIONS } from '@icast/contracts';
import { NEWS_ITEMS, truncateWords } from '@icast/content';
import { staffCookie } from '../../testing/staff-session';
import { createContextAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';
import { POST_KEY_INVALID } from './parse-post-key.pipe';
import { BlogAdminModule } from './blog-admin.module';
import { BlogModule } from './blog.module';

describe('public blog', () => {
  let app: NestExpressApplication;
  const posts = () => databaseOf(app).collection(COLLECTIONS.blogPosts);
  const get = (path: string) => request(app.getHttpServer()).get(path);
  let draftId: string;
  let legacyId: string;

  beforeAll(async () => {
    // A first start on an empty database seeds the ten sample news items.
    app = await createContextAppOnEmptyDatabase([BlogAdminModule, BlogModule]);
    const draft = await posts().insertOne({
      title: 'Draft: Founders Day plans',
      content: 'Not ready for parents yet.',
      category: 'Events',
      isPublished: false,
      isFeatured: false,
      createdAt: new Date('2025-08-01T08:00:00Z'),
      updatedAt: new Date('2025-08-01T08:00:00Z'),
    });
    draftId = String(draft.insertedId);
    // A row as the original site might have left it: published, nothing else.
    const legacy = await posts().insertOne({ isPublished: true, createdAt: new Date('2024-01-01T00:00:00Z') });
    legacyId = String(legacy.insertedId);
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists published posts only, newest first, in the original shape with paging headers', async () => {
    const response = await get('/api/blog/get-blogs?limit=100').expect(200);
    expect(response.body).toHaveLength(11);
    expect(response.body.map((post: { _id: string }) => post._id)).not.toContain(draftId);
    const dates = response.body.map((post: { createdAt: string }) => post.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(response.body[0]).toEqual({
      _id: expect.any(String),
      slug: 'prize-giving-day-and-nursery-2-graduation',
      title: 'Prize-Giving Day and Nursery 2 Graduation',
      content: truncateWords(NEWS_ITEMS[9]!.content, BLOG_LIST_EXCERPT_WORDS),
      description: truncateWords(NEWS_ITEMS[9]!.content, BLOG_LIST_EXCERPT_WORDS),
      category: 'Events',
      isPublished: true,
      isFeatured: false,
      imageUrl: '/default.jpg',
      image: '/default.jpg',
      author: { name: 'Editorial Team' },
      createdAt: '2025-07-24T08:00:00.000Z',
      updatedAt: '2025-07-24T08:00:00.000Z',
    });
    expect(response.headers[BLOG_LIST_HEADERS.total]).toBe('11');
  });

  it('answers one page of the blog page size when no limit is given', async () => {
    const response = await get('/api/blog/get-blogs').expect(200);
    expect(response.body).toHaveLength(BLOG_LIST_DEFAULT_LIMIT);
    expect(response.headers[BLOG_LIST_HEADERS.total]).toBe('11');
    expect(response.headers[BLOG_LIST_HEADERS.pageCount]).toBe('2');
    const second = await get('/api/blog/get-blogs?page=2').expect(200);
    expect(second.body).toHaveLength(11 - BLOG_LIST_DEFAULT_LIMIT);
  });

  it('fills the spec defaults for a post stored without fields', async () => {
    const response = await get(`/api/blog/get-blog/${legacyId}`).expect(200);
    expect(response.body).toMatchObject({
      title: 'Untitled Blog',
      content: 'No content available.',
      category: 'Uncategorized',
      imageUrl: '/default.jpg',
      author: { name: 'Editorial Team' },
    });
  });

  it('filters by category, case-insensitively, and "all" means every category', async () => {
    const sports = await get('/api/blog/get-blogs?category=sports').expect(200);
    expect(sports.body.map((post: { title: string }) => post.title)).toEqual([
      'Under-14 Footballers Reach the Inter-Schools Cup Semi-Final',
      'Blue House Wins the 2025 Inter-House Sports Day',
    ]);
    expect((await get('/api/blog/get-blogs?category=Academic').expect(200)).body).toHaveLength(3);
    expect((await get('/api/blog/get-blogs?category=all&limit=20').expect(200)).body).toHaveLength(11);
  });

  it('searches title and content with every word, case-insensitively, and treats regex characters literally', async () => {
    const zoo = await get('/api/blog/get-blogs?q=HIPPOPOTAMUS').expect(200);
    expect(zoo.body.map((post: { title: string }) => post.title)).toEqual([
      'Primary 3 Explore the University of Ibadan Zoo',
    ]);
    const both = await get(`/api/blog/get-blogs?q=${encodeURIComponent('coding parents')}`).expect(200);
    expect(both.body.map((post: { title: string }) => post.title)).toContain(
      'Coding Club Showcase: Pupils Present Their First Apps',
    );
    expect((await get(`/api/blog/get-blogs?q=${encodeURIComponent('.*')}`).expect(200)).body).toEqual([]);
    expect((await get(`/api/blog/get-blogs?q=${encodeURIComponent('(((')}`).expect(200)).body).toEqual([]);
    const draftSearch = await get('/api/blog/get-blogs?q=Founders').expect(200);
    expect(draftSearch.body).toEqual([]);
  });

  it('pages with page and limit and reports the page count', async () => {
    const first = await get('/api/blog/get-blogs?limit=4&page=1').expect(200);
    const third = await get('/api/blog/get-blogs?limit=4&page=3').expect(200);
    expect(first.body).toHaveLength(4);
    expect(third.body).toHaveLength(3);
    expect(first.headers[BLOG_LIST_HEADERS.pageCount]).toBe('3');
    expect(first.body[0]._id).not.toBe(third.body[0]._id);
  });

  it('returns the featured post on its own', async () => {
    const response = await get('/api/blog/get-blogs?featured=true').expect(200);
    expect(response.body.map((post: { title: string }) => post.title)).toEqual([
      'Admissions Open for the 2025-2026 Academic Year',
    ]);
  });

  it('returns one published post with its older and newer neighbours', async () => {
    type Listed = { _id: string; slug: string; title: string };
    const list = (await get('/api/blog/get-blogs?limit=100').expect(200)).body as Listed[];
    const middle = list[4]!;
    const response = await get(`/api/blog/get-blog/${middle._id}`).expect(200);
    expect(response.body.title).toBe(middle.title);
    const neighbour = ({ _id, slug, title }: Listed) => ({ _id, slug, title });
    expect(response.body.next).toEqual(neighbour(list[3]!));
    expect(response.body.previous).toEqual(neighbour(list[5]!));
  });

  it('answers 404 for a draft and for an unknown id or slug, 400 for what is neither', async () => {
    expect((await get(`/api/blog/get-blog/${draftId}`).expect(404)).body).toEqual({
      statusCode: 404,
      message: 'Blog not found',
    });
    await get(`/api/blog/get-blog/${new Types.ObjectId().toHexString()}`).expect(404);
    for (const slug of ['abc', '123456789012', 'zzzzzzzzzzzzzzzzzzzzzzzz'])
      await get(`/api/blog/get-blog/${slug}`).expect(404);
    for (const bad of ['%24gt', 'a.b', `${'a'.repeat(100)}`]) {
      const response = await get(`/api/blog/get-blog/${bad}`).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: POST_KEY_INVALID });
    }
  });

  it('rejects bad list parameters with 400, never 500', async () => {
    const cases: Array<[string, RegExp]> = [
      ['category=gossip', /^category must be one of/],
      [`q=${'a'.repeat(101)}`, /^q must be at most 100 characters/],
      ['page=0', /page must be at least 1/],
      ['page=abc', /page must be a whole number/],
      ['limit=1000', /limit must be at most 100/],
      ['sort=title', /property sort should not exist/],
      ['q[$regex]=.*', /\$regex/],
      ['category[$ne]=x', /\$ne/],
      ['q=a&q=b', /q must be a string/],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/blog/get-blogs?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body.message).toMatch(message);
    }
  });

  it('lists the opening of a long post and gives the whole text on its own page', async () => {
    const words = Array.from({ length: 200 }, (_, index) => `word${index}`);
    const text = `Quadrangle ${words.slice(0, 100).join(' ')}\n\n${words.slice(100).join(' ')}`;
    const long = await posts().insertOne({ title: 'Long', content: text, isPublished: true, createdAt: new Date() });
    const [listed] = (await get('/api/blog/get-blogs?q=quadrangle').expect(200)).body;
    const opening = `Quadrangle ${words.slice(0, BLOG_LIST_EXCERPT_WORDS - 1).join(' ')}...`;
    expect(listed).toMatchObject({ _id: String(long.insertedId), content: opening, description: opening });
    const whole = await get(`/api/blog/get-blog/${String(long.insertedId)}`).expect(200);
    expect(whole.body.content).toBe(text);
    await posts().deleteOne({ _id: long.insertedId });
  });

  it('shows drafts to signed-in staff through the same calls', async () => {
    const cookie = await staffCookie(app, 'editor');
    const list = await get('/api/blog/get-blogs?limit=100').set('Cookie', cookie).expect(200);
    expect(list.body.map((post: { _id: string }) => post._id)).toContain(draftId);
    const draft = await get(`/api/blog/get-blog/${draftId}`).set('Cookie', cookie).expect(200);
    expect(draft.body).toMatchObject({ title: 'Draft: Founders Day plans', isPublished: false });
  });
});
