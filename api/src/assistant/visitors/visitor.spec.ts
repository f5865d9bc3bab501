import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { PRIVACY_NOTICE_UNKNOWN } from '@icast/contracts';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { VisitorModule } from './visitor.module';

describe('visitor', () => {
  let app: NestExpressApplication;
  const visitors = () => databaseOf(app).collection('visitors');
  const post = (body: unknown) =>
    request(app.getHttpServer())
      .post('/api/visitor')
      .send(body as object);

  beforeAll(async () => {
    app = await createContextApp([VisitorModule]);
    await resetDatabase(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('stores a visitor with a normalised number and answers 201', async () => {
    const response = await post({ name: '  Ada Obi ', number: '0803 123 4567' }).expect(201);
    expect(response.body).toEqual({
      message: 'Thanks!',
      data: { _id: expect.any(String), name: 'Ada Obi', number: '+2348031234567', submittedAt: expect.any(String) },
    });
    const stored = await visitors().findOne({ number: '+2348031234567' });
    expect(stored).toMatchObject({ name: 'Ada Obi', submittedAt: expect.any(Date) });
    expect(String(stored?._id)).toBe(response.body.data._id);
  });

  it('accepts an international number and no name', async () => {
    const response = await post({ number: '+447911123456' }).expect(201);
    expect(response.body.data).toEqual({
      _id: expect.any(String),
      number: '+447911123456',
      submittedAt: expect.any(String),
    });
  });

  it('lists visitors newest first', async () => {
    await post({ name: 'Later', number: '+2348099999999' }).expect(201);
    const response = await request(app.getHttpServer())
      .get('/api/visitor/visitors')
      .set('Cookie', await staffCookie(app, 'admissions'))
      .expect(200);
    const numbers = response.body.data.map((visitor: { number: string }) => visitor.number);
    expect(numbers.slice(0, 3)).toEqual(['+2348099999999', '+447911123456', '+2348031234567']);
  });

  it('lists visitors only to staff', async () => {
    await request(app.getHttpServer()).get('/api/visitor/visitors').expect(401);
  });

  it('exports visitors as a CSV download for staff', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/visitor/visitors.csv')
      .set('Cookie', await staffCookie(app, 'admin'))
      .expect(200);
    expect(response.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.get('Content-Disposition')).toMatch(/^attachment; filename="visitors-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Submitted at');
    // A phone number stays as the school typed it: digits after a + cannot form a formula.
    expect(lines[1]).toMatch(/^Later,\+2348099999999,\d{4}-/);
  });

  describe('rejects bad input with 400 and stores nothing', () => {
    let countBefore: number;
    beforeEach(async () => {
      countBefore = await visitors().countDocuments();
    });
    afterEach(async () => {
      expect(await visitors().countDocuments()).toBe(countBefore);
    });

    it('an unknown field', async () => {
      const response = await post({ number: '08031234567', admin: true }).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'property admin should not exist',
        errors: [{ field: 'admin', message: 'property admin should not exist' }],
      });
    });

    it('a Mongo operator instead of a value', async () => {
      const response = await post({ number: { $gt: '' } }).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'Invalid field name: $gt' });
    });

    it('a dotted key', async () => {
      const response = await post({ number: '08031234567', 'name.first': 'x' }).expect(400);
      expect(response.body.message).toBe('Invalid field name: name.first');
    });

    it('a name over 80 characters', async () => {
      const response = await post({ name: 'a'.repeat(81), number: '08031234567' }).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'name must be between 1 and 80 characters',
        errors: [{ field: 'name', message: 'name must be between 1 and 80 characters' }],
      });
    });

    it('a phone number that is not one, naming the field', async () => {
      const response = await post({ number: '12345' }).expect(400);
      expect(response.body.statusCode).toBe(400);
      expect(response.body.message).toMatch(/^number must be a Nigerian phone number/);
    });

    it('a missing number, every problem in one message', async () => {
      const response = await post({ name: 'Ada', extra: 1 }).expect(400);
      expect(response.body.message).toMatch(/property extra should not exist; .*number must be/);
    });
  });

  it('keeps submitted visitors across an app restart', async () => {
    const created = await post({ name: 'Persistent', number: '+2348030000000' }).expect(201);
    await app.close();
    app = await createContextApp([VisitorModule]);
    const response = await request(app.getHttpServer())
      .get('/api/visitor/visitors')
      .set('Cookie', await staffCookie(app, 'admin'))
      .expect(200);
    expect(response.body.data).toContainEqual(
      expect.objectContaining({ _id: created.body.data._id, name: 'Persistent' }),
    );
  });

  it('stores the privacy notice version the chat showed with the time received, and refuses an unknown one', async () => {
    const before = Date.now();
    await post({ name: 'Bisi', number: '08091112222', privacyNoticeVersion: '1' }).expect(201);
    const stored = await visitors().findOne({ number: '+2348091112222' });
    expect(stored?.privacyNotice).toEqual({ version: 1, seenAt: stored?.submittedAt });
    expect(stored?.submittedAt.getTime()).toBeGreaterThanOrEqual(before);
    const refused = await post({ number: '08091113333', privacyNoticeVersion: '0' }).expect(400);
    expect(refused.body.errors).toEqual([{ field: 'privacyNoticeVersion', message: PRIVACY_NOTICE_UNKNOWN }]);
    expect(await visitors().countDocuments({ number: '+2348091113333' })).toBe(0);
  });
});
