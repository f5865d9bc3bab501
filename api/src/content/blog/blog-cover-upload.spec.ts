import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import sharp from 'sharp';
import { COLLECTIONS, type BlogPost } from '@icast/contracts';
import { IMAGE_SIZES_JOB, ImageService, WORKING_COPY_PIECE_BYTES } from '../images/image.service';
import { JobLoop } from '../../platform/jobs/job-loop';
import { runJobs } from '../../testing/mail';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { BlogAdminModule } from './blog-admin.module';
import { BlogModule } from './blog.module';

/** A phone camera's photo: 4032 x 3024, with the fine detail (noise) that makes such files large and slow. */
async function phonePhoto(): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 120, sigma: 40 };
  return sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#6a8', noise } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * A plain 2048 x 1536 photo: wide enough for every width the site makes, and quick to decode, for the tests about
 * drafts, races and jobs, where the photo's size is not the point (the first test is about a phone's photo).
 */
function widePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2048, height: 1536, channels: 3, background: '#6a8' } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * A post with a phone photo as its cover: the request is answered once the photo is checked and its first width
 * made, the other widths come from a job claimed once across API instances, and pressing Publish again never
 * makes a second post.
 */
// Making every width of a 12-megapixel photo is seconds of CPU, much more on a machine shared with other suites.
jest.setTimeout(180_000);

describe('a post with a phone photo', () => {
  let app: NestExpressApplication;
  let editor: string[];
  let photo: Buffer;
  let wide: Buffer;
  let nextKey = 0;
  const draftKey = () => `draft-${Date.now()}-${nextKey++}-abcdef`;
  const addPost = (
    target: NestExpressApplication,
    cookie: string[],
    fields: Record<string, string>,
    image: Buffer = wide,
  ) => {
    const call = request(target.getHttpServer()).post('/api/blog/add-blog').set('Cookie', cookie);
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    return call.attach('image', image, { filename: 'IMG_2041.jpg', contentType: 'image/jpeg' });
  };
  const fields = (key: string) => ({
    title: `Cultural day ${key}`,
    content: 'Our pupils wore aso-oke, gele and agbada.',
    category: 'Events',
    isPublished: 'true',
    imageAlt: 'Pupils in aso-oke on the field',
    draftKey: key,
  });
  const postsCalled = (title: string) => databaseOf(app).collection(COLLECTIONS.blogPosts).countDocuments({ title });

  beforeAll(async () => {
    app = await createContextApp([BlogAdminModule, BlogModule]);
    await resetDatabase(app);
    editor = await staffCookie(app, 'editor');
    [photo, wide] = await Promise.all([phonePhoto(), widePhoto()]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is answered without waiting for every width, shows its first width at once, and gets the rest from a job', async () => {
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    // The point of the change: every width and format of a 12-megapixel photo took over 30 s here, past the
    // proxies' limit. Accepting it decodes it once and makes one width: a generous bound on a shared machine.
    const started = Date.now();
    const created = await addPost(app, editor, fields(draftKey()), photo).expect(201);
    expect(Date.now() - started).toBeLessThan(20_000);
    const post = created.body as BlogPost;
    expect(post.picture).toMatchObject({ width: 400, height: 300, widths: [400] });
    for (const file of ['400.avif', '400.webp', '400.jpg']) {
      await request(app.getHttpServer()).get(`/api/images/${post.picture!.id}/${file}`).expect(200);
    }
    // The working copy waits in pieces, each a document well under 16 MB; the original is never stored.
    const pieces = await databaseOf(app)
      .collection(COLLECTIONS.imageWorkingCopies)
      .find({ imageId: post.picture!.id })
      .toArray();
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) expect(piece.data.length()).toBeLessThanOrEqual(WORKING_COPY_PIECE_BYTES);
    expect(
      await databaseOf(app)
        .collection(COLLECTIONS.scheduledJobs)
        .countDocuments({ key: `${IMAGE_SIZES_JOB}:${post.picture!.id}` }),
    ).toBe(1);

    await runJobs(app);
    const after = await request(app.getHttpServer()).get(`/api/blog/get-blog/${post.slug}`).expect(200);
    expect(after.body.picture).toMatchObject({ width: 1920, height: 1440, widths: [400, 750, 1100, 1500, 1920] });
    await request(app.getHttpServer()).get(`/api/images/${post.picture!.id}/1920.avif`).expect(200);
    expect(
      await databaseOf(app).collection(COLLECTIONS.imageWorkingCopies).countDocuments({ imageId: post.picture!.id }),
    ).toBe(0);
  });

  it('answers six simultaneous submits of one draft with the one post', async () => {
    const key = draftKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => addPost(app, editor, fields(key))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const ids = new Set(answers.map((answer) => (answer.body as BlogPost)._id));
    expect(ids.size).toBe(1);
    expect(await postsCalled(`Cultural day ${key}`)).toBe(1);
    // And the form's look-up finds it, as it does when a submit got no answer.
    const found = await request(app.getHttpServer())
      .get(`/api/blog/admin/drafts/${key}`)
      .set('Cookie', editor)
      .expect(200);
    expect(found.body._id).toBe([...ids][0]);
    await request(app.getHttpServer()).get(`/api/blog/admin/drafts/${draftKey()}`).set('Cookie', editor).expect(404);
    await request(app.getHttpServer()).get('/api/blog/admin/drafts/short').set('Cookie', editor).expect(400);
    await runJobs(app);
  });

  it('frees the draft when the first submit is refused, so pressing again after fixing it saves the post', async () => {
    const key = draftKey();
    const refused = request(app.getHttpServer()).post('/api/blog/add-blog').set('Cookie', editor);
    for (const [name, value] of Object.entries(fields(key))) refused.field(name, value);
    await refused
      .attach('image', Buffer.from('<?php echo 1; ?>'), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(415);
    await request(app.getHttpServer()).get(`/api/blog/admin/drafts/${key}`).set('Cookie', editor).expect(404);
    const saved = await addPost(app, editor, fields(key)).expect(201);
    expect(await postsCalled(`Cultural day ${key}`)).toBe(1);
    expect((saved.body as BlogPost).picture?.widths).toEqual([400]);
    await runJobs(app);
  });

  it('makes the widths after a restart, in exactly one of two API instances running at once', async () => {
    // Only the instances of this test work on the database's jobs from here on.
    await app.get(JobLoop).onModuleDestroy();
    // An instance that accepts the photo and stops before its job runs (a deploy, a crash).
    const first = await createContextApp([BlogAdminModule, BlogModule]);
    await first.get(JobLoop).onModuleDestroy();
    const created = await addPost(first, await staffCookie(first, 'editor'), fields(draftKey())).expect(201);
    const id = (created.body as BlogPost).picture!.id;
    await first.close();

    // Both start their loops at once on the same database, and are asked for passes too.
    const runs = jest.spyOn(ImageService.prototype, 'makeSizes');
    const [second, third] = await Promise.all([
      createContextApp([BlogAdminModule, BlogModule]),
      createContextApp([BlogAdminModule, BlogModule]),
    ]);
    try {
      await Promise.all([runJobs(second), runJobs(third), runJobs(second), runJobs(third)]);
      expect(runs.mock.calls).toEqual([[id]]);
      const post = await request(second.getHttpServer())
        .get(`/api/blog/get-blog/${(created.body as BlogPost).slug}`)
        .expect(200);
      expect(post.body.picture.widths).toEqual([400, 750, 1100, 1500, 1920]);
      const job = await databaseOf(second)
        .collection(COLLECTIONS.scheduledJobs)
        .findOne({ key: `${IMAGE_SIZES_JOB}:${id}` });
      expect(job).toMatchObject({ state: 'done' });
    } finally {
      await Promise.all([second.close(), third.close()]);
    }
  });
});
