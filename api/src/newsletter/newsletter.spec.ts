import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { COLLECTIONS } from '@icast/contracts';
import { staffCookie } from '../testing/staff-session';
import { createTestApp, databaseOf, resetDatabase } from '../testing/test-app';
import { NEWSLETTER_THROTTLE } from './newsletter.controller';
import { NewsletterSubscriber } from './newsletter-subscriber.schema';

describe('newsletter', () => {
  let app: NestExpressApplication;
  let clientNumber = 0;
  const subscribers = () => databaseOf(app).collection(COLLECTIONS.newsletterSubscribers);
  const post = (body: unknown, ip = `10.0.2.${++clientNumber}`) =>
    request(app.getHttpServer())
      .post('/api/newsletter')
      .set('X-Forwarded-For', ip)
      .send(body as object);

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    // Start again on the empty database so the unique index is built, and wait until it is.
    await app.close();
    app = await createTestApp();
    await app.get<Model<NewsletterSubscriber>>(getModelToken(NewsletterSubscriber.name)).init();
  });

  afterAll(async () => {
    await app.close();
  });

  it('subscribes a new address with 201, lower-cased and trimmed', async () => {
    const response = await post({ email: '  Ada.Obi@Example.com ' }).expect(201);
    expect(response.body).toEqual({
      message: expect.stringMatching(/^Thank you for subscribing/),
      alreadySubscribed: false,
    });
    expect(await subscribers().find({ email: 'ada.obi@example.com' }).toArray()).toHaveLength(1);
  });

  it('answers a known address kindly with 200 and stores no second row', async () => {
    const response = await post({ email: 'ADA.OBI@example.com' }).expect(200);
    expect(response.body).toEqual({
      message: expect.stringMatching(/already on our newsletter list/),
      alreadySubscribed: true,
    });
    expect(await subscribers().countDocuments({ email: 'ada.obi@example.com' })).toBe(1);
  });

  it('stores one row when the same address arrives several times at once', async () => {
    const responses = await Promise.all([1, 2, 3].map(() => post({ email: 'race@example.com' })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    expect(await subscribers().countDocuments({ email: 'race@example.com' })).toBe(1);
  });

  it('keeps the subscriber list to signed-in staff', async () => {
    await request(app.getHttpServer()).get('/api/newsletter/subscribers').expect(401);
  });

  it('lists subscribers newest first for staff', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/newsletter/subscribers')
      .set('Cookie', await staffCookie(app))
      .expect(200);
    expect(response.body.data.map((row: { email: string }) => row.email)).toEqual([
      'race@example.com',
      'ada.obi@example.com',
    ]);
    expect(response.body.data[0]).toEqual({
      _id: expect.any(String),
      email: 'race@example.com',
      createdAt: expect.any(String),
    });
  });

  it.each([
    ['not an e-mail', { email: 'ada' }, /email must be a valid e-mail address/],
    ['a $ operator', { email: { $ne: null } }, /^Invalid field name: \$ne$/],
    ['an unknown field', { email: 'x@example.com', admin: true }, /^property admin should not exist$/],
    ['an over-long address', { email: `${'a'.repeat(250)}@x.ng` }, /email must be at most 254 characters/],
    ['no body', {}, /email must be/],
  ])('rejects %s with 400', async (_name, body, message) => {
    const before = await subscribers().countDocuments();
    const response = await post(body).expect(400);
    expect(response.body.message).toMatch(message);
    expect(await subscribers().countDocuments()).toBe(before);
  });

  it(`throttles one address after ${NEWSLETTER_THROTTLE.limit} requests a minute`, async () => {
    for (let sent = 0; sent < NEWSLETTER_THROTTLE.limit; sent++) {
      await post({ email: `t${sent}@example.com` }, '10.0.8.8').expect(201);
    }
    expect((await post({ email: 'late@example.com' }, '10.0.8.8').expect(429)).body.statusCode).toBe(429);
  });
});
