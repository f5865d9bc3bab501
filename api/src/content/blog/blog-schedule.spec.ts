import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { blogPostStatus, type BlogPost } from '@icast/contracts';
import { staffCookie } from '../../testing/staff-session';
import { advanceClock } from '../../testing/mail';
import { PUBLIC_CACHE_MAX_AGE_MS } from '../public-cache/public-read-cache';
import { createContextApp, resetDatabase } from '../../testing/test-app';
import { BlogAdminModule } from './blog-admin.module';
import { BlogModule } from './blog.module';

/** Shorter than the cache's max-age, so the post can only appear on time if the cache drops its answers then. */
const LEAD_MS = 40_000;
const TITLE = 'Inter-house sports results';
const titles = (body: Array<{ title: string }>) => body.map((post) => post.title);

describe('scheduled blog posts', () => {
  let app: NestExpressApplication;
  let editor: string[];
  let post: BlogPost;
  const get = (path: string) => request(app.getHttpServer()).get(path);
  /** Every public read a visitor can make: the list, the featured list, a search and the post itself. */
  const publicReads = async () => ({
    list: titles((await get('/api/blog/get-blogs?limit=100').expect(200)).body),
    featured: titles((await get('/api/blog/get-blogs?featured=true').expect(200)).body),
    search: titles((await get('/api/blog/get-blogs?q=inter-house').expect(200)).body),
    page: (await get(`/api/blog/get-blog/${post._id}`)).status,
  });

  beforeAll(async () => {
    app = await createContextApp([BlogAdminModule, BlogModule]);
    await resetDatabase(app);
    editor = await staffCookie(app, 'editor');
    // With an offset, as the editor's form sends it (Lagos time): shortly from now.
    const publishAt = new Date(Date.now() + LEAD_MS).toISOString().replace('Z', '+00:00');
    const created = await request(app.getHttpServer())
      .post('/api/blog/add-blog')
      .set('Cookie', editor)
      .field('title', TITLE)
      .field('content', 'Blue house won the relay.')
      .field('category', 'Sports')
      .field('isPublished', 'true')
      .field('isFeatured', 'true')
      .field('publishAt', publishAt)
      .expect(201);
    post = created.body as BlogPost;
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows staff the post as Scheduled with its time', async () => {
    expect(post.publishAt).toBe(new Date(Date.parse(post.publishAt!)).toISOString());
    expect(blogPostStatus(post)).toBe('scheduled');
    const staffList = await get('/api/blog/admin/posts').set('Cookie', editor).expect(200);
    expect(staffList.body.data.find((row: BlogPost) => row._id === post._id)?.publishAt).toBe(post.publishAt);
  });

  it('keeps it out of every public read before its time and shows it after, with no write in between', async () => {
    // Read twice so the answers are in the public cache when the time comes.
    expect(PUBLIC_CACHE_MAX_AGE_MS).toBeGreaterThan(LEAD_MS + 5_000);
    await publicReads();
    expect(await publicReads()).toEqual({
      list: expect.not.arrayContaining([TITLE]),
      featured: [],
      search: [],
      page: 404,
    });
    const justBefore = advanceClock(app, LEAD_MS - 10_000);
    expect(await publicReads()).toEqual({
      list: expect.not.arrayContaining([TITLE]),
      featured: [],
      search: [],
      page: 404,
    });
    justBefore();
    const after = advanceClock(app, LEAD_MS + 1_000);
    try {
      const reads = await publicReads();
      expect(reads).toEqual({ list: expect.arrayContaining([TITLE]), featured: [TITLE], search: [TITLE], page: 200 });
      expect(blogPostStatus(post, new Date(Date.now() + LEAD_MS + 1_000))).toBe('published');
    } finally {
      after();
    }
  });

  it('refuses a time without its offset, and clears the schedule with an empty value', async () => {
    const refused = await request(app.getHttpServer())
      .put(`/api/blog/update-blog/${post._id}`)
      .set('Cookie', editor)
      .send({ title: TITLE, content: 'Blue house won the relay.', publishAt: '2026-09-01 08:00' })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain('publishAt must be a date and time with its offset');
    const cleared = await request(app.getHttpServer())
      .put(`/api/blog/update-blog/${post._id}`)
      .set('Cookie', editor)
      .send({ title: TITLE, content: 'Blue house won the relay.', publishAt: '' })
      .expect(200);
    expect(cleared.body.publishAt).toBeUndefined();
    expect((await publicReads()).page).toBe(200);
  });
});
