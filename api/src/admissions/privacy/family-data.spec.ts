import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { Types } from 'mongoose';
import { unzipSync } from 'fflate';
import {
  ACCESS_WHAT_APPLICATION,
  apiUrl,
  COLLECTIONS,
  ENDPOINTS,
  type FamilyErasureRequest,
  type FamilyErasureStatus,
  type StaffErasureRequest,
} from '@icast/contracts';
import { familyWithApplication } from '../../testing/parent-session';
import { pdfText } from '../../testing/pdf-text';
import { plainPng } from '../../testing/photos';
import { staffCookie } from '../../testing/staff-session';
import { storedPayment } from '../../testing/stored-rows';
import { createTestAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A family with names and contacts found nowhere else, so any copy of them left in the database is theirs. */
const FAMILY = {
  firstname: 'Oluwafunmilayo',
  surname: 'Adekunle-Zarrabi',
  fatherFirstname: 'Babatundeking',
  fatherSurname: 'Adekunle-Zarrabi',
  parentEmail: 'funmi.zarrabi@example.com',
  parentPhone: '0803 555 0199',
};
const OTHER = { firstname: 'Kelechi', surname: 'Nwachukwu', parentEmail: 'kele.nwachukwu@example.com' };

/**
 * A family's copy of their data and their erasure, against the real database: the copy holds every document and
 * opens; an approved erasure leaves no trace of the family in any collection the database has (listed from the
 * database itself, so a collection added later is checked too), except the payment kept for the accounts, cut down.
 */
describe("a family's data: their copy and their erasure", () => {
  let app: NestExpressApplication;
  let staff: string[];
  let family: { reference: string; cookie: string };
  let other: { reference: string; cookie: string };
  const api = () => request(app.getHttpServer());
  const db = () => databaseOf(app).db!;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'icast-family-copy-'));

  beforeAll(async () => {
    app = await createTestAppOnEmptyDatabase();
    staff = await staffCookie(app);
    family = await familyWithApplication(app, { ...FAMILY, privacyNoticeVersion: '1' });
    other = await familyWithApplication(app, OTHER);
    const upload = (kind: string, content: Buffer, contentType: string, filename: string) =>
      api()
        .put(apiUrl(ENDPOINTS.documents.parentUpload, { reference: family.reference, kind }))
        .set('Cookie', family.cookie)
        .attach('file', content, { filename, contentType })
        .expect(200);
    await upload('birthCertificate', PDF, 'application/pdf', 'birth certificate.pdf');
    await upload('passportPhoto', await plainPng(300, 400), 'image/png', 'photo.png');
    await api()
      .post(apiUrl(ENDPOINTS.contact.send))
      .send({
        name: 'Funmi Zarrabi',
        email: FAMILY.parentEmail,
        tel: FAMILY.parentPhone,
        subject: 'Hostel places',
        message: `Is there a hostel place for ${FAMILY.firstname}?`,
      })
      .expect(201);
    await api().post(apiUrl(ENDPOINTS.newsletter.subscribe)).send({ email: FAMILY.parentEmail }).expect(202);
    await api().post(apiUrl(ENDPOINTS.visitors.record)).send({ name: 'Funmi', number: '08035550199' }).expect(201);
    // As the payments context stores them: the form fee, paid, and the acceptance fee for this application.
    await db()
      .collection(COLLECTIONS.payments)
      .insertMany([
        storedPayment(1, {
          first_name: FAMILY.fatherFirstname,
          last_name: FAMILY.surname,
          email: FAMILY.parentEmail,
          phone: '+2348035550199',
          status: 'success',
          purpose: 'application_form',
          paidAt: new Date(),
        }),
        storedPayment(2, {
          first_name: FAMILY.fatherFirstname,
          last_name: FAMILY.surname,
          email: FAMILY.parentEmail,
          phone: '+2348035550199',
          purpose: 'acceptance_fee',
          applicationReference: family.reference,
          childName: `${FAMILY.firstname} ${FAMILY.surname}`,
        }),
        storedPayment(3, { first_name: OTHER.firstname, last_name: OTHER.surname, email: OTHER.parentEmail }),
      ]);
    await db()
      .collection(COLLECTIONS.bookings)
      .insertOne({
        slotId: new Types.ObjectId(),
        seat: 1,
        kind: 'tour',
        startsAt: new Date(Date.now() + 86_400_000),
        name: 'Funmi Zarrabi',
        email: FAMILY.parentEmail,
        phone: FAMILY.parentPhone,
        manageTokenHash: 'x'.repeat(64),
        bookedBy: 'family',
        party: 2,
        createdAt: new Date(),
      });
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await app.close();
  });

  it('gives the family one ZIP that opens, with a readable summary, all of it as JSON and every document', async () => {
    // A member of staff opens the child's whole application: the family's copy says who and when.
    await api()
      .get(apiUrl(ENDPOINTS.applications.detail, { reference: family.reference }))
      .set('Cookie', staff)
      .expect(200);
    const response = await api()
      .get(apiUrl(ENDPOINTS.familyData.copy))
      .set('Cookie', family.cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="icast-family-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = response.body as Buffer;

    // Opens with the system's own unzip, every entry's checksum right.
    const file = path.join(folder, 'copy.zip');
    writeFileSync(file, zip);
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toMatch(/No errors detected/);

    const entries = unzipSync(new Uint8Array(zip));
    const documents = Object.keys(entries).filter((name) => name.startsWith('documents/'));
    expect(Object.keys(entries).sort()).toEqual(['data.json', 'summary.pdf', ...documents].sort());
    expect(documents.sort()).toEqual([
      `documents/${family.reference}/birthCertificate-birth_certificate.pdf`,
      `documents/${family.reference}/passportPhoto-photo.png`,
    ]);
    // Each file exactly as the school holds it (what staff open).
    for (const [kind, name] of [
      ['birthCertificate', documents.find((entry) => entry.includes('birthCertificate'))!],
      ['passportPhoto', documents.find((entry) => entry.includes('passportPhoto'))!],
    ] as const) {
      const held = await api()
        .get(apiUrl(ENDPOINTS.documents.staffFile, { reference: family.reference, kind }))
        .set('Cookie', staff)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Buffer.from(entries[name]!).equals(held.body as Buffer)).toBe(true);
    }

    const data = JSON.parse(Buffer.from(entries['data.json']!).toString('utf8')) as Record<string, unknown[]>;
    expect(data.applications).toEqual([
      expect.objectContaining({
        reference: family.reference,
        answers: expect.objectContaining({ surname: FAMILY.surname, parentEmail: FAMILY.parentEmail }),
        healthConsent: { given: false, at: expect.any(String) },
        privacyNotice: { version: 1, seenAt: expect.any(String) },
        history: [{ status: 'Received', at: expect.any(String) }],
      }),
    ]);
    expect(data.documents).toHaveLength(2);
    expect(data.bookings).toEqual([expect.objectContaining({ kind: 'tour', email: FAMILY.parentEmail, people: 2 })]);
    expect((data.payments as Array<{ reference: string }>).map((payment) => payment.reference).sort()).toEqual([
      'ICAST-PAY-1',
      'ICAST-PAY-2',
    ]);
    expect(data.contact).toEqual([expect.objectContaining({ subject: 'Hostel places' })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: FAMILY.parentEmail })]);
    expect(data.chat).toEqual([expect.objectContaining({ number: '+2348035550199' })]);
    // The messages sent to them: the application's acknowledgement, the contact form's, the newsletter's.
    expect((data.messages as Array<{ to: string }>).length).toBeGreaterThanOrEqual(2);
    expect(data.openings).toEqual([
      expect.objectContaining({ staffRole: 'admin', what: ACCESS_WHAT_APPLICATION, staffName: expect.any(String) }),
    ]);
    expect(JSON.stringify(data)).not.toContain(OTHER.surname);

    const summary = (await pdfText(entries['summary.pdf']!)).join('\n');
    expect(summary).toContain("Your family's data");
    expect(summary).toContain(family.reference);
    expect(summary).toContain('ICAST-PAY-2');
    expect(summary).toContain('Hostel places');
    expect(summary).toContain('Who at the school opened your file');
  });

  it('records one request however often it is asked, and staff see it with 30 days to answer', async () => {
    const asked = await Promise.all(
      Array.from({ length: 6 }, () =>
        api().post(apiUrl(ENDPOINTS.familyData.requestErasure)).set('Cookie', family.cookie).expect(200),
      ),
    );
    const ids = new Set(asked.map((response) => (response.body as FamilyErasureRequest).id));
    expect(ids.size).toBe(1);
    expect(await db().collection(COLLECTIONS.erasureRequests).countDocuments()).toBe(1);
    const status = await api().get(apiUrl(ENDPOINTS.familyData.erasure)).set('Cookie', family.cookie).expect(200);
    expect((status.body as FamilyErasureStatus).request).toMatchObject({ state: 'pending' });

    const list = await api().get(apiUrl(ENDPOINTS.familyData.staffList)).set('Cookie', staff).expect(200);
    expect((list.body as { data: StaffErasureRequest[] }).data).toEqual([
      expect.objectContaining({
        state: 'pending',
        // The link shown after submitting opens that application only: the family is named by it.
        family: family.reference,
        references: [family.reference],
        daysLeft: 30,
      }),
    ]);
    // A family's link cannot approve it; only an admin can.
    await api()
      .post(apiUrl(ENDPOINTS.familyData.approve, { id: [...ids][0]! }))
      .set('Cookie', family.cookie)
      .expect(401);
  });

  it('erases the family from every collection but the payments kept for the accounts, cut down', async () => {
    const [id] = (
      (await api().get(apiUrl(ENDPOINTS.familyData.staffList)).set('Cookie', staff)).body as {
        data: StaffErasureRequest[];
      }
    ).data.map((row) => row.id);
    const approvals = await Promise.all(
      [1, 2].map(() =>
        api()
          .post(apiUrl(ENDPOINTS.familyData.approve, { id: id! }))
          .set('Cookie', staff),
      ),
    );
    expect(approvals.map((response) => response.status).sort()).toEqual([200, 409]);
    const approved = approvals.find((response) => response.status === 200)!.body as StaffErasureRequest;
    expect(approved).toMatchObject({ state: 'erased', family: '', references: [] });
    expect(approved.erasedRecords).toBeGreaterThan(5);

    // Every collection the database has, whatever the code declares.
    const traces = [
      FAMILY.firstname,
      FAMILY.surname,
      FAMILY.fatherFirstname,
      FAMILY.parentEmail,
      '8035550199',
      '803 555 0199',
      family.reference,
      'zarrabi',
    ].map((text) => text.toLowerCase());
    const collections = (await db().listCollections().toArray()).map((collection) => collection.name).sort();
    expect(collections).toEqual(expect.arrayContaining([COLLECTIONS.applications, COLLECTIONS.payments]));
    const found: string[] = [];
    for (const name of collections) {
      for (const row of await db().collection(name).find().toArray()) {
        const text = JSON.stringify(row).toLowerCase();
        const hits = traces.filter((trace) => text.includes(trace));
        if (hits.length > 0) found.push(`${name} ${String(row._id)}: ${hits.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
    // What staff opened stays on record for the school's accountability, no longer saying whose file it was.
    expect(
      await db().collection(COLLECTIONS.staffAccessLog).countDocuments({ applicationReference: 'Erased on request' }),
    ).toBeGreaterThanOrEqual(3);

    // The payments stay for the accounts, with who paid and for whom gone.
    const kept = await db()
      .collection(COLLECTIONS.payments)
      .find({ reference: { $in: ['ICAST-PAY-1', 'ICAST-PAY-2'] } })
      .sort({ reference: 1 })
      .toArray();
    expect(kept).toEqual([
      expect.objectContaining({
        reference: 'ICAST-PAY-1',
        amountKobo: 500_000,
        status: 'success',
        email: '',
        phone: '',
      }),
      expect.objectContaining({
        reference: 'ICAST-PAY-2',
        amountKobo: 500_000,
        first_name: 'Erased',
        last_name: 'on request',
      }),
    ]);
    expect(kept[1]).not.toHaveProperty('applicationReference');
    expect(kept[1]).not.toHaveProperty('childName');

    // The family's link no longer opens anything; the other family is untouched.
    await api().get(apiUrl(ENDPOINTS.parentAccess.applications)).set('Cookie', family.cookie).expect(401);
    const theirs = await api().get(apiUrl(ENDPOINTS.parentAccess.applications)).set('Cookie', other.cookie).expect(200);
    expect((theirs.body as Array<{ reference: string }>).map((row) => row.reference)).toEqual([other.reference]);
    expect(await db().collection(COLLECTIONS.payments).countDocuments({ email: OTHER.parentEmail })).toBe(1);

    // The request itself stays as the record that it was met.
    const list = await api().get(apiUrl(ENDPOINTS.familyData.staffList)).set('Cookie', staff).expect(200);
    expect((list.body as { data: StaffErasureRequest[] }).data).toEqual([
      expect.objectContaining({ id, state: 'erased', decidedBy: expect.stringContaining('@') }),
    ]);
  });

  it('tells the family why when staff refuse, and refuses a refusal without a reason', async () => {
    const asked = await api().post(apiUrl(ENDPOINTS.familyData.requestErasure)).set('Cookie', other.cookie).expect(200);
    const { id } = asked.body as FamilyErasureRequest;
    const refuse = (body: unknown) =>
      api()
        .post(apiUrl(ENDPOINTS.familyData.refuse, { id }))
        .set('Cookie', staff)
        .send(body as object);
    expect((await refuse({ reason: '  ' }).expect(400)).body).toMatchObject({
      message: 'Enter the reason the family will be told',
    });
    await refuse({ reason: 'x'.repeat(1001) }).expect(400);
    const reason = 'Your child is on the waiting list you asked us to keep: we need the application until September.';
    await refuse({ reason }).expect(200);
    await refuse({ reason }).expect(409);
    await api().post(apiUrl(ENDPOINTS.familyData.approve, { id })).set('Cookie', staff).expect(409);
    await api()
      .post(apiUrl(ENDPOINTS.familyData.approve, { id: 'not-an-id' }))
      .set('Cookie', staff)
      .expect(404);

    const status = await api().get(apiUrl(ENDPOINTS.familyData.erasure)).set('Cookie', other.cookie).expect(200);
    expect((status.body as FamilyErasureStatus).request).toMatchObject({ state: 'refused', reason });
    // Nothing of theirs was deleted.
    expect(await db().collection(COLLECTIONS.applications).countDocuments({ reference: other.reference })).toBe(1);
  });
});
