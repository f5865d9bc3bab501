import type { NestExpressApplication } from '@nestjs/platform-express';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { COLLECTIONS } from '@icast/contracts';
import { staffCookie } from '../../testing/staff-session';
import { createTestApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { bodyEncodingMessages } from './body-parsing';

const VISITOR = JSON.stringify({ name: 'Encoded', number: '08031234567' });
const COMPRESS = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync };

describe('request bodies and their Content-Encoding', () => {
  let app: NestExpressApplication;
  let baseUrl: string;
  const visitors = () => databaseOf(app).collection(COLLECTIONS.visitors);
  const postVisitor = (encoding: string, body: string | Buffer, type = 'application/json') =>
    request(app.getHttpServer())
      .post('/api/visitor')
      .set('Content-Type', type)
      .set('Content-Encoding', encoding)
      .send(body);

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(Object.keys(COMPRESS))('accepts a body really compressed with %s', async (encoding) => {
    const compress = COMPRESS[encoding as keyof typeof COMPRESS];
    // Sent with fetch: supertest garbles a binary body sent with a Content-Encoding of its own.
    const response = await fetch(`${baseUrl}/api/visitor`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      body: compress(Buffer.from(VISITOR)),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ data: { name: 'Encoded', number: '+2348031234567' } });
  });

  describe('stores nothing and answers clearly when the body is not what its header says', () => {
    let before: number;
    beforeEach(async () => {
      before = await visitors().countDocuments();
    });
    afterEach(async () => {
      expect(await visitors().countDocuments()).toBe(before);
    });

    it.each(['gzip', 'deflate', 'br', 'GZIP'])('400 for a plain JSON body labelled %s', async (encoding) => {
      const response = await postVisitor(encoding, VISITOR).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: bodyEncodingMessages.notDecodable(encoding.toLowerCase()),
      });
    });

    it('400 for a plain form body labelled deflate', async () => {
      const response = await postVisitor('deflate', 'number=08031234567', 'application/x-www-form-urlencoded');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(bodyEncodingMessages.notDecodable('deflate'));
    });

    it('400 for a truncated gzip body', async () => {
      const truncated = gzipSync(Buffer.from(VISITOR)).subarray(0, 12);
      expect((await postVisitor('gzip', truncated).expect(400)).body.message).toBe(
        bodyEncodingMessages.notDecodable('gzip'),
      );
    });

    it('415 for an encoding the API does not decode', async () => {
      const response = await postVisitor('compress', VISITOR).expect(415);
      expect(response.body).toEqual({ statusCode: 415, message: bodyEncodingMessages.unsupported('compress') });
    });
  });

  it('415 for a compressed upload (multipart), stores no post', async () => {
    const posts = databaseOf(app).collection(COLLECTIONS.blogPosts);
    const before = await posts.countDocuments();
    const boundary = 'icast-boundary';
    const form = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="title"',
      '',
      'Sports Day',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    for (const body of [Buffer.from(form), gzipSync(Buffer.from(form))]) {
      const response = await request(app.getHttpServer())
        .post('/api/blog/add-blog')
        .set('Cookie', await staffCookie(app, 'editor'))
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
        .set('Content-Encoding', 'gzip')
        .send(body)
        .expect(415);
      expect(response.body).toEqual({ statusCode: 415, message: bodyEncodingMessages.compressedUpload('gzip') });
    }
    expect(await posts.countDocuments()).toBe(before);
  });
});
