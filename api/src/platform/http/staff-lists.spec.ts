import type { NestExpressApplication } from '@nestjs/platform-express';
import { ObjectId } from 'mongodb';
import request from 'supertest';
import { COLLECTIONS } from '@icast/contracts';
import { staffCookie } from '../../testing/staff-session';
import { storedApplication, storedPayment } from '../../testing/stored-rows';
import { createTestApp, databaseOf, resetDatabase } from '../../testing/test-app';

/** Two rows share each moment, so only the tie-break on _id keeps pages apart. */
const ROWS = 9;
const moment = (index: number) => new Date(Date.UTC(2025, 6, 1, 12) - Math.floor(index / 2) * 60_000);

interface ListCase {
  name: string;
  url: string;
  collection: string;
  /** The rows' array in the answer: `message` for the original site's payments list. */
  rows: 'data' | 'message';
  /** What tells rows apart in the answer (application summaries carry their reference, not the _id). */
  key: 'reference' | '_id';
  row: (index: number) => Record<string, unknown>;
}

const LISTS: ListCase[] = [
  {
    name: 'applications',
    url: '/api/form/admin/applications',
    collection: COLLECTIONS.applications,
    rows: 'data',
    key: 'reference',
    row: (index) => storedApplication(index, { submittedAt: moment(index), updatedAt: moment(index) }),
  },
  {
    name: 'payments',
    url: '/api/payment/getAllPayment',
    collection: COLLECTIONS.payments,
    rows: 'message',
    key: '_id',
    row: (index) => storedPayment(index, { createdAt: moment(index) }),
  },
  {
    name: 'visitors',
    url: '/api/visitor/visitors',
    collection: COLLECTIONS.visitors,
    rows: 'data',
    key: '_id',
    row: (index) => ({
      name: `Visitor ${index}`,
      number: `+23480312345${String(index).padStart(2, '0')}`,
      submittedAt: moment(index),
    }),
  },
  {
    name: 'contact messages',
    url: '/api/contact/messages',
    collection: COLLECTIONS.contactMessages,
    rows: 'data',
    key: '_id',
    row: (index) => ({
      email: `p${index}@example.com`,
      tel: '1',
      subject: `S${index}`,
      message: 'm',
      read: false,
      createdAt: moment(index),
    }),
  },
  {
    name: 'newsletter subscribers',
    url: '/api/newsletter/subscribers',
    collection: COLLECTIONS.newsletterSubscribers,
    rows: 'data',
    key: '_id',
    row: (index) => ({ email: `s${index}@example.com`, createdAt: moment(index) }),
  },
];

describe('the staff lists are paged by the server', () => {
  let app: NestExpressApplication;
  let cookie: string[];
  const get = (url: string) => request(app.getHttpServer()).get(url).set('Cookie', cookie);

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    cookie = await staffCookie(app, 'admin');
  });
  afterAll(async () => {
    await app.close();
  });

  describe.each(LISTS)('$name', (list) => {
    /** The rows' keys in the one right order: newest first, then the larger _id first. */
    let expectedOrder: string[];

    beforeAll(async () => {
      const rows: Array<Record<string, unknown> & { _id: ObjectId }> = Array.from({ length: ROWS }, (_, index) => ({
        _id: new ObjectId(),
        ...list.row(index),
      }));
      // Inserted oldest first, so insertion order is not the answer's order.
      await databaseOf(app)
        .collection(list.collection)
        .insertMany([...rows].reverse());
      const time = (row: Record<string, unknown>) => ((row.submittedAt ?? row.createdAt) as Date).getTime();
      expectedOrder = rows
        .sort((a, b) => time(b) - time(a) || b._id.toHexString().localeCompare(a._id.toHexString()))
        .map((row) => (list.key === '_id' ? row._id.toHexString() : String(row[list.key])));
    });

    const idsOf = async (query: string) => {
      const response = await get(`${list.url}?${query}`).expect(200);
      return {
        body: response.body as { page: number; pageSize: number; total: number },
        ids: (response.body[list.rows] as Array<Record<string, string>>).map((row) => row[list.key] ?? ''),
      };
    };

    it('walks every row exactly once, page by page, in one stable order (equal dates included)', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const { body, ids } = await idsOf(`page=${page}&pageSize=2`);
        expect(body).toMatchObject({ page, pageSize: 2, total: ROWS });
        expect(ids).toHaveLength(page === 5 ? 1 : 2);
        seen.push(...ids);
      }
      expect(seen).toEqual(expectedOrder);
    });

    it('answers an empty page past the end, with the total', async () => {
      const { body, ids } = await idsOf('page=6&pageSize=2');
      expect(ids).toEqual([]);
      expect(body).toMatchObject({ page: 6, pageSize: 2, total: ROWS });
    });

    it('defaults to page 1 of 25', async () => {
      const { body, ids } = await idsOf('');
      expect(body).toMatchObject({ page: 1, pageSize: 25, total: ROWS });
      expect(ids).toHaveLength(ROWS);
    });

    it.each([
      ['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
      ['pageSize=0', 'pageSize must be a whole number from 1 to 100'],
      ['pageSize=2.5', 'pageSize must be a whole number from 1 to 100'],
      ['page=0', 'page must be a whole number from 1 to 10000'],
      ['page=abc', 'page must be a whole number from 1 to 10000'],
      ['page=10001', 'page must be a whole number from 1 to 10000'],
      ['page=1&page=2', 'page must be a whole number from 1 to 10000'],
      ['sort=-reference', 'property sort should not exist'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await get(`${list.url}?${query}`).expect(400);
      // The query parameter is the field the refusal is about.
      const field = /^\w+/.exec(query)![0];
      expect(response.body).toEqual({ statusCode: 400, message, errors: [{ field, message }] });
    });
  });

  describe('application filters', () => {
    const references = async (query: string) =>
      ((await get(`/api/form/admin/applications?${query}`).expect(200)).body.data as Array<{ reference: string }>).map(
        (row) => row.reference,
      );

    it('searches the surname, first name and reference, ignoring case', async () => {
      expect(await references('q=surname3')).toEqual(['ICAST-2025-000003']);
      expect(await references('q=icast-2025-00000')).toHaveLength(ROWS);
      expect((await get('/api/form/admin/applications?q=ADA').expect(200)).body.total).toBe(ROWS);
    });

    it('treats regex characters in a search as text (no match, no error, no slow pattern)', async () => {
      for (const q of ['(', '.*', '[a-z]+$', '\\']) {
        const response = await get(`/api/form/admin/applications?q=${encodeURIComponent(q)}`).expect(200);
        expect([q, response.body.total]).toEqual([q, 0]);
      }
    });

    it('filters by status and refuses an unknown one', async () => {
      await databaseOf(app)
        .collection(COLLECTIONS.applications)
        .updateOne({ reference: 'ICAST-2025-000004' }, { $set: { status: 'accepted' } });
      expect(await references('status=accepted')).toEqual(['ICAST-2025-000004']);
      expect((await get('/api/form/admin/applications?status=received').expect(200)).body.total).toBe(ROWS - 1);
      const refused = await get('/api/form/admin/applications?status=expelled').expect(400);
      expect(refused.body.message).toBe(
        'status must be one of received, under_review, assessment_booked, offered, waitlisted, declined, accepted, offer_declined, offer_expired',
      );
      expect((await get('/api/form/admin/applications?q=x'.padEnd(140, 'x')).expect(400)).body.message).toBe(
        'q must be at most 100 characters',
      );
    });
  });

  describe('payment filters', () => {
    const lastNames = async (query: string) =>
      ((await get(`/api/payment/getAllPayment?${query}`).expect(200)).body.message as Array<{ last_name: string }>).map(
        (row) => row.last_name,
      );

    beforeAll(async () => {
      // 23:30 UTC on 1 July is 00:30 on 2 July in Lagos.
      await databaseOf(app)
        .collection(COLLECTIONS.payments)
        .insertOne({
          ...storedPayment(99),
          last_name: 'LateNight',
          status: 'paid',
          createdAt: new Date('2025-07-01T23:30:00Z'),
        });
    });

    it('keeps the original shape: the rows as message, beside the paging figures', async () => {
      const response = await get('/api/payment/getAllPayment?pageSize=3').expect(200);
      expect(Object.keys(response.body).sort()).toEqual(['message', 'page', 'pageSize', 'total']);
      expect(response.body.total).toBe(ROWS + 1);
    });

    it('filters by status, by search in names, e-mail, phone and reference, and by Lagos days', async () => {
      expect(await lastNames('status=paid')).toEqual(['LateNight']);
      expect(await lastNames('q=obi3')).toEqual(['Obi3']);
      expect((await get('/api/payment/getAllPayment?q=ADA@EXAMPLE').expect(200)).body.total).toBe(ROWS + 1);
      expect(await lastNames('from=2025-07-02')).toEqual(['LateNight']);
      expect(await lastNames('from=2025-07-02&to=2025-07-02')).toEqual(['LateNight']);
      expect(await lastNames('to=2025-07-01')).toHaveLength(ROWS);
      expect(await lastNames('status=paid&to=2025-07-01')).toEqual([]);
    });

    it.each([
      ['status=refunded', 'status must be one of pending, paid, failed, abandoned'],
      ['from=2025-02-30', 'from must be a date written YYYY-MM-DD'],
      ['to=01/07/2025', 'to must be a date written YYYY-MM-DD'],
    ])('refuses %s with 400', async (query, message) => {
      const field = /^\w+/.exec(query)![0];
      expect((await get(`/api/payment/getAllPayment?${query}`).expect(400)).body).toEqual({
        statusCode: 400,
        message,
        errors: [{ field, message }],
      });
    });
  });

  it('exports the whole set as CSV, streamed in chunks rather than built in memory', async () => {
    const many = Array.from({ length: 2500 }, (_, index) => ({
      name: `Streamed visitor ${index} with a name long enough to fill the chunks`,
      number: '+2348031234567',
      submittedAt: new Date(Date.UTC(2024, 0, 1) + index),
    }));
    await databaseOf(app).collection(COLLECTIONS.visitors).insertMany(many);
    const response = await get('/api/visitor/visitors.csv').expect(200);
    expect(response.get('Transfer-Encoding')).toBe('chunked');
    expect(response.get('Content-Length')).toBeUndefined();
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Submitted at');
    expect(lines).toHaveLength(1 + ROWS + many.length);
    // Newest first across the whole set, the last line the oldest visitor.
    expect(lines.at(-1)).toMatch(/^Streamed visitor 0 with/);
  });
});
