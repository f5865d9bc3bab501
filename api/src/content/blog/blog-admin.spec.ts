import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import sharp from 'sharp';
import { COLLECTIONS, IMAGE_UPLOAD_MAX_BYTES, imageVariantUrl } from '@icast/contracts';
import { exifHasGps, photoWithGps } from '../../testing/photos';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { runJobs } from '../../testing/mail';
import { staffCookie } from '../../testing/staff-session';
import { COVER_NEEDS_ALT } from './blog-admin.service';
import { BlogAdminModule } from './blog-admin.module';
import { BlogModule } from './blog.module';

/** The smallest valid PNG (1x1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('blog administration', () => {
  let app: NestExpressApplication;
  let editor: string[];
  const http = () => request(app.getHttpServer());
  const addPost = (fields: Record<string, string>, image?: { data: Buffer; name: string; type: string }) => {
    const call = http().post('/api/blog/add-blog').set('Cookie', editor);
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    if (image) call.attach('image', image.data, { filename: image.name, contentType: image.type });
    return call;
  };
  const validFields = { title: 'Sports Day', content: 'Our pupils ran.', category: 'Sports' };

  beforeAll(async () => {
    app = await createContextApp([BlogAdminModule, BlogModule]);
    await resetDatabase(app);
    editor = await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
  });

  it('adds a draft whose photo goes through the pipeline, with alt text, served at the blog image URL', async () => {
    const created = await addPost(
      { ...validFields, isPublished: 'false', isFeatured: 'true', imageAlt: 'Pupils running the relay' },
      { data: await photoWithGps(1200, 900), name: 'photo.jpg', type: 'image/jpeg' },
    ).expect(201);
    // Answered with the first width made; the others are made in the background.
    expect(created.body).toMatchObject({
      title: 'Sports Day',
      content: 'Our pupils ran.',
      description: 'Our pupils ran.',
      category: 'Sports',
      isPublished: false,
      isFeatured: true,
      author: { name: 'Test editor' },
      imageUrl: expect.stringMatching(/^\/api\/blog\/image\/[a-f0-9]{24}$/),
      picture: { width: 400, height: 533, widths: [400], alt: 'Pupils running the relay' },
    });
    expect(created.body.imageUrl).toBe(`/api/blog/image/${created.body.picture.id}`);
    expect(await databaseOf(app).collection(COLLECTIONS.blogImages).countDocuments()).toBe(0);
    // Until the widths are made the cover's URL is not cached for good: it will serve the larger copy.
    const early = await http().get(created.body.imageUrl).expect(200);
    expect(early.get('Cache-Control')).toBe('no-cache');
    expect((await sharp(Buffer.from(early.body)).metadata()).width).toBe(400);

    await runJobs(app);
    const post = await http().get(`/api/blog/admin/posts/${created.body._id}`).set('Cookie', editor).expect(200);
    expect(post.body.picture).toEqual({
      id: created.body.picture.id,
      width: 900,
      height: 1200,
      widths: [400, 750, 900],
      alt: 'Pupils running the relay',
    });
    const image = await http().get(created.body.imageUrl).expect(200);
    expect(image.get('Content-Type')).toBe('image/jpeg');
    expect(image.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const served = await sharp(Buffer.from(image.body)).metadata();
    expect([served.width, served.height, exifHasGps(served.exif)]).toEqual([900, 1200, false]);
    await http().get(created.body.imageUrl).set('If-None-Match', image.get('ETag')!).expect(304);
    await http()
      .get(imageVariantUrl(created.body.picture.id, 750, 'avif'))
      .expect(200);
    expect(await databaseOf(app).collection(COLLECTIONS.imageWorkingCopies).countDocuments()).toBe(0);
  });

  it('refuses a cover photo without its description, and keeps nothing', async () => {
    const before = await databaseOf(app).collection(COLLECTIONS.blogPosts).countDocuments();
    const refused = await addPost(validFields, { data: PNG, name: 'photo.png', type: 'image/png' }).expect(400);
    expect(refused.body.message).toBe(COVER_NEEDS_ALT);
    expect(await databaseOf(app).collection(COLLECTIONS.blogPosts).countDocuments()).toBe(before);
  });

  it('still serves an image uploaded before the pipeline at its old URL', async () => {
    const { insertedId } = await databaseOf(app)
      .collection(COLLECTIONS.blogImages)
      .insertOne({ data: PNG, contentType: 'image/png', size: PNG.length, sha256: 'old-tag', createdAt: new Date() });
    const image = await http().get(`/api/blog/image/${insertedId}`).expect(200);
    expect(image.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(image.body).equals(PNG)).toBe(true);
  });

  it('lists drafts to staff with filters, and edits, toggles and deletes', async () => {
    const { body: post } = await addPost({ ...validFields, title: 'Quiz night', category: 'Events' }).expect(201);
    expect(post.imageUrl).toBe('/default.jpg');
    const list = await http().get('/api/blog/admin/posts?status=draft&q=QUIZ').set('Cookie', editor).expect(200);
    expect(list.body.data.map((row: { title: string }) => row.title)).toEqual(['Quiz night']);

    const updated = await http()
      .put(`/api/blog/update-blog/${post._id}`)
      .set('Cookie', editor)
      .send({ title: 'Quiz and debate night', content: 'Updated.' })
      .expect(200);
    expect(updated.body).toMatchObject({ title: 'Quiz and debate night', content: 'Updated.', category: 'Events' });

    const toggled = await http()
      .patch(`/api/blog/admin/posts/${post._id}`)
      .set('Cookie', editor)
      .send({ isPublished: true })
      .expect(200);
    expect(toggled.body.isPublished).toBe(true);

    await http().delete(`/api/blog/delete-blog/${post._id}`).set('Cookie', editor).expect(200, {
      message: 'Blog post deleted',
    });
    await http().get(`/api/blog/admin/posts/${post._id}`).set('Cookie', editor).expect(404);
  });

  it('keeps an excerpt of at most 300 characters, lists it instead of the opening, and removes it when cleared', async () => {
    const tooLong = await addPost({ ...validFields, excerpt: 'x'.repeat(301), isPublished: 'true' }).expect(400);
    expect(JSON.stringify(tooLong.body)).toContain('excerpt is at most 300 characters');

    const longBody = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
    const { body: post } = await addPost({
      ...validFields,
      title: 'Excerpt post',
      content: longBody,
      excerpt: '  Relay, sack race and a parents match.  ',
      isPublished: 'true',
    }).expect(201);
    expect(post).toMatchObject({ excerpt: 'Relay, sack race and a parents match.', content: longBody });
    const listed = async () =>
      (await http().get('/api/blog/get-blogs?limit=100').expect(200)).body.find(
        (row: { _id: string }) => row._id === post._id,
      );
    expect(await listed()).toMatchObject({
      excerpt: 'Relay, sack race and a parents match.',
      content: 'Relay, sack race and a parents match.',
    });

    const cleared = await http()
      .put(`/api/blog/update-blog/${post._id}`)
      .set('Cookie', editor)
      .send({ title: 'Excerpt post', content: longBody, excerpt: '' })
      .expect(200);
    expect(cleared.body).not.toHaveProperty('excerpt');
    const card = await listed();
    expect(card).not.toHaveProperty('excerpt');
    expect(card.content).toMatch(/^word0 word1 /);
    expect(card.content.length).toBeLessThan(longBody.length);
  });

  it('records each change in the content audit with who made it', async () => {
    const { body: post } = await addPost({ ...validFields, title: 'Audited post' }).expect(201);
    await http().patch(`/api/blog/admin/posts/${post._id}`).set('Cookie', editor).send({ isPublished: true });
    await http().delete(`/api/blog/delete-blog/${post._id}`).set('Cookie', editor).expect(200);
    const rows = await databaseOf(app).collection(COLLECTIONS.contentAudit).find({ summary: 'Audited post' }).toArray();
    expect(rows.map((row) => [row.area, row.action, row.by.name])).toEqual([
      ['blog post', 'created', 'Test editor'],
      ['blog post', 'published', 'Test editor'],
      ['blog post', 'deleted', 'Test editor'],
    ]);
  });

  it('deleting a post deletes its image', async () => {
    const { body: post } = await addPost(
      { ...validFields, imageAlt: 'Pupils at assembly' },
      { data: PNG, name: 'a.png', type: 'image/png' },
    ).expect(201);
    await http().delete(`/api/blog/delete-blog/${post._id}`).set('Cookie', editor).expect(200);
    await http().get(post.imageUrl).expect(404);
  });

  it('refuses a file over 15 MB with 413 and a clear message, storing nothing', async () => {
    const before = await databaseOf(app).collection(COLLECTIONS.blogPosts).countDocuments();
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]);
    const response = await addPost(validFields, { data: big, name: 'big.png', type: 'image/png' }).expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'Image is too large: the limit is 15 MB' });
    expect(await databaseOf(app).collection(COLLECTIONS.blogPosts).countDocuments()).toBe(before);
    expect(IMAGE_UPLOAD_MAX_BYTES).toBe(15 * 1024 * 1024);
  });

  it('refuses a PHP file renamed .png with 415, whatever its declared type', async () => {
    const php = Buffer.from('<?php system($_GET["cmd"]); ?>');
    const response = await addPost(
      { ...validFields, imageAlt: 'A photo' },
      { data: php, name: 'shell.png', type: 'image/png' },
    ).expect(415);
    expect(response.body).toEqual({ statusCode: 415, message: 'Only JPEG, PNG, WebP or AVIF photos can be uploaded' });
  });

  it.each([
    [{ ...validFields, title: '' }, 'title is required and at most 100 characters'],
    [{ ...validFields, title: 'x'.repeat(101) }, 'title is required and at most 100 characters'],
    [{ ...validFields, content: 'x'.repeat(5001) }, 'content is required and at most 5000 characters'],
    [{ ...validFields, category: 'Gossip' }, 'category must be one of Events, Academic, Sports, Notices'],
    [{ ...validFields, isPublished: 'yes' }, 'isPublished must be a boolean value'],
    [{ ...validFields, author: 'Someone' }, 'property author should not exist'],
  ])('rejects %j with 400', async (fields, message) => {
    const response = await addPost(fields).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('answers bad ids with 404, never 500', async () => {
    await http().put('/api/blog/update-blog/nope').set('Cookie', editor).send(validFields).expect(404);
    await http().delete('/api/blog/delete-blog/0123456789abcdef01234567').set('Cookie', editor).expect(404);
    await http().get('/api/blog/image/nope').expect(404);
  });

  it('stores an XSS title verbatim as data (the public page renders it as text)', async () => {
    const title = '<img src=x onerror=alert(1)>';
    const { body } = await addPost({ ...validFields, title }).expect(201);
    expect(body.title).toBe(title);
  });

  it('improves text offline and asks for text when blank', async () => {
    const improved = await http()
      .post('/api/blog/improve')
      .set('Cookie', editor)
      .send({ text: 'the the pupils recieve prizes' })
      .expect(200);
    expect(improved.body).toMatchObject({ improvedText: 'The pupils receive prizes', by: 'spelling-check' });
    await http()
      .post('/api/blog/improve')
      .set('Cookie', editor)
      .send({ text: '   ' })
      .expect(400, { statusCode: 400, message: 'Write something first!' });
  });
});
