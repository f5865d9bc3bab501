import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { COLLECTIONS, type BlogPost } from '@icast/contracts';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { BlogSlugs } from './blog-slugs';
import { POST_KEY_INVALID } from './parse-post-key.pipe';
import { BlogAdminModule } from './blog-admin.module';
import { BlogModule } from './blog.module';

describe('blog slugs', () => {
  let app: NestExpressApplication;
  let editor: string[];
  const http = () => request(app.getHttpServer());
  const posts = () => databaseOf(app).collection(COLLECTIONS.blogPosts);
  const addPost = async (title: string, isPublished: boolean): Promise<BlogPost> => {
    const response = await http()
      .post('/api/blog/add-blog')
      .set('Cookie', editor)
      .field('title', title)
      .field('content', 'Text for parents.')
      .field('category', 'Events')
      .field('isPublished', String(isPublished))
      .expect(201);
    return response.body as BlogPost;
  };
  const update = (id: string, body: Record<string, unknown>) =>
    http()
      .put(`/api/blog/update-blog/${id}`)
      .set('Cookie', editor)
      .send({ content: 'Text for parents.', ...body })
      .expect(200);

  beforeAll(async () => {
    app = await createContextApp([BlogAdminModule, BlogModule]);
    await resetDatabase(app);
    editor = await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives two posts with the same title their own addresses, even when saved at the same moment', async () => {
    const first = await addPost('Founders Day Thanksgiving', true);
    const [second, third] = await Promise.all([
      addPost('Founders Day Thanksgiving', true),
      addPost('Founders Day Thanksgiving', false),
    ]);
    expect(first.slug).toBe('founders-day-thanksgiving');
    expect([second.slug, third.slug].sort()).toEqual(['founders-day-thanksgiving-2', 'founders-day-thanksgiving-3']);
  });

  it('folds accents and punctuation into a lower-case, hyphenated address', async () => {
    const post = await addPost("Ọjọ́ Ìbílẹ̀: Children's Day at Élebu!", true);
    expect(post.slug).toBe('ojo-ibile-childrens-day-at-elebu');
  });

  it("follows a draft's title, then keeps its address once published whatever the title becomes", async () => {
    const draft = await addPost('Inter-house Sports Draft', false);
    expect(draft.slug).toBe('inter-house-sports-draft');
    const renamed = (await update(draft._id, { title: 'Inter-house Sports Day' })).body as BlogPost;
    expect(renamed.slug).toBe('inter-house-sports-day');
    // The draft's first address was never public: another post may have it now.
    expect((await addPost('Inter-house Sports Draft', false)).slug).toBe('inter-house-sports-draft');

    await http().patch(`/api/blog/admin/posts/${draft._id}`).set('Cookie', editor).send({ isPublished: true });
    const edited = (await update(draft._id, { title: 'Inter-house Sports Day: the results' })).body as BlogPost;
    expect(edited).toMatchObject({ title: 'Inter-house Sports Day: the results', slug: 'inter-house-sports-day' });
    // Unpublished again and renamed: still the address parents may have shared.
    await http().patch(`/api/blog/admin/posts/${draft._id}`).set('Cookie', editor).send({ isPublished: false });
    expect((await update(draft._id, { title: 'Sports results (corrected)' })).body.slug).toBe('inter-house-sports-day');
  });

  it('keeps the address of a post published at creation through a title edit', async () => {
    const post = await addPost('Cultural Week Programme', true);
    const edited = (await update(post._id, { title: 'Cultural Week Programme (updated)' })).body as BlogPost;
    expect(edited.slug).toBe('cultural-week-programme');
  });

  it('answers a post by its id with its slug, and by its slug in any case', async () => {
    const post = await addPost('Parents Teachers Meeting', true);
    const byId = await http().get(`/api/blog/get-blog/${post._id}`).expect(200);
    expect(byId.body).toMatchObject({ _id: post._id, slug: 'parents-teachers-meeting' });
    const bySlug = await http().get('/api/blog/get-blog/parents-teachers-meeting').expect(200);
    expect(bySlug.body).toMatchObject({ _id: post._id, title: 'Parents Teachers Meeting' });
    await http().get('/api/blog/get-blog/Parents-Teachers-Meeting').expect(200);
    expect(bySlug.body.previous).toMatchObject({ slug: expect.any(String) });
  });

  it('answers 404 for an unknown slug or a draft, 400 for something that is neither id nor slug', async () => {
    expect((await http().get('/api/blog/get-blog/no-such-post').expect(404)).body).toEqual({
      statusCode: 404,
      message: 'Blog not found',
    });
    await addPost('Staff Only Draft', false);
    await http().get('/api/blog/get-blog/staff-only-draft').expect(404);
    await http().get('/api/blog/get-blog/staff-only-draft').set('Cookie', editor).expect(200);
    for (const bad of ['a--b', '-x', 'x%20y', '%24gt', 'caf%C3%A9']) {
      const response = await http().get(`/api/blog/get-blog/${bad}`).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: POST_KEY_INVALID });
    }
  });

  it('gives existing posts without a slug theirs at start, oldest first, and only once', async () => {
    const older = await posts().insertOne({ title: 'Old News', isPublished: true, createdAt: new Date('2020-01-01') });
    const newer = await posts().insertOne({ title: 'Old News', isPublished: true, createdAt: new Date('2021-01-01') });
    const untitled = await posts().insertOne({ isPublished: true, createdAt: new Date('2022-01-01') });
    // Until the migration runs, the id is the address.
    const before = await http()
      .get(`/api/blog/get-blog/${String(newer.insertedId)}`)
      .expect(200);
    expect(before.body.slug).toBe(String(newer.insertedId));

    const slugs = app.get(BlogSlugs);
    const [first, second] = await Promise.all([slugs.assignMissing(), slugs.assignMissing()]);
    // Both instances choose the same slugs; each may count a post the other also wrote.
    expect(first + second).toBeGreaterThanOrEqual(3);
    expect(await slugs.assignMissing()).toBe(0);
    const slugOf = async (id: unknown) => (await posts().findOne({ _id: id as never }))?.slug as string;
    expect(await slugOf(older.insertedId)).toBe('old-news');
    expect(await slugOf(newer.insertedId)).toBe('old-news-2');
    expect(await slugOf(untitled.insertedId)).toBe('untitled-blog');
    expect(
      await databaseOf(app)
        .collection(COLLECTIONS.blogSlugs)
        .countDocuments({ _id: /^old-news/ as never }),
    ).toBe(2);
  });
});
