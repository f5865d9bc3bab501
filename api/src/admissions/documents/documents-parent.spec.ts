import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, ENDPOINTS, withDocumentsToFollow } from '@icast/contracts';
import { familyWithApplication } from '../../testing/parent-session';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { DocumentsModule } from './documents.module';
import { OffersModule } from '../offers/offers.module';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe("a family's documents, from its own page", () => {
  let app: NestExpressApplication;
  let family: { reference: string; cookie: string };
  let other: { reference: string; cookie: string };
  const api = () => request(app.getHttpServer());
  const url = (route: 'parentUpload' | 'parentList', reference: string, kind = 'birthCertificate') =>
    apiUrl(ENDPOINTS.documents[route], { reference, kind });
  const upload = (cookie: string, reference: string, kind: string, content: Buffer, contentType: string) =>
    api()
      .put(url('parentUpload', reference, kind))
      .set('Cookie', cookie)
      .attach('file', content, { filename: `scan.${contentType.split('/')[1]}`, contentType });

  beforeAll(async () => {
    app = await createContextApp([DocumentsModule, OffersModule]);
    await resetDatabase(app);
    family = await familyWithApplication(app, { parentEmail: 'adunni.ade@example.com', firstname: 'Tolu' });
    other = await familyWithApplication(app, { parentEmail: 'someone.else@example.com', firstname: 'Kemi' });
  });
  afterAll(() => app.close());

  it('sends, lists and opens a document, and staff see it as the family sent it', async () => {
    const sent = await upload(family.cookie, family.reference, 'birthCertificate', PDF, 'application/pdf').expect(200);
    expect(sent.body).toMatchObject({ kind: 'birthCertificate', contentType: 'application/pdf', review: 'pending' });

    const listed = await api().get(url('parentList', family.reference)).set('Cookie', family.cookie).expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ kind: 'birthCertificate', filename: 'scan.pdf' })]);
    const file = await api()
      .get(apiUrl(ENDPOINTS.documents.parentFile, { reference: family.reference, kind: 'birthCertificate' }))
      .set('Cookie', family.cookie)
      .expect(200);
    expect(Buffer.from(file.body as Buffer).equals(PDF)).toBe(true);
    expect(file.get('Cache-Control')).toBe('private, no-store');

    const staffSees = await api()
      .get(apiUrl(ENDPOINTS.documents.staffList, { reference: family.reference }))
      .set('Cookie', await staffCookie(app, 'admissions'))
      .expect(200);
    expect(staffSees.body).toEqual([expect.objectContaining({ kind: 'birthCertificate', review: 'pending' })]);
  });

  it("never opens one application's documents with another family's link", async () => {
    const documentUrl = apiUrl(ENDPOINTS.documents.parentFile, {
      reference: family.reference,
      kind: 'birthCertificate',
    });
    const refused = await api().get(documentUrl).set('Cookie', other.cookie).expect(404);
    expect(refused.body.message).toBe('None of your applications has this reference');
    expect(JSON.stringify(refused.body)).not.toContain('%PDF');
    await api().get(url('parentList', family.reference)).set('Cookie', other.cookie).expect(404);
    await upload(other.cookie, family.reference, 'reportCard', PDF, 'application/pdf').expect(404);
    await api().delete(documentUrl).set('Cookie', other.cookie).expect(404);
    // Nothing of another family's happened to this application.
    const rows = await databaseOf(app)
      .collection('application_documents')
      .find({ applicationReference: family.reference })
      .toArray();
    expect(rows.map((row) => row.kind)).toEqual(['birthCertificate']);
    // No link at all: signed out, not "not found".
    await api().get(documentUrl).expect(401);
  });

  it('refuses a file whose content is not what its name and type claim', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const refused = await upload(family.cookie, family.reference, 'reportCard', script, 'application/pdf').expect(400);
    expect(refused.body.message).toMatch(/not a PDF, JPEG or PNG/);
    await upload(family.cookie, family.reference, 'medical', PDF, 'application/pdf').expect(400);
  });

  it('replaces and removes a document until the decision, then keeps them as they were', async () => {
    await upload(family.cookie, family.reference, 'reportCard', PDF, 'application/pdf').expect(200);
    const kindUrl = apiUrl(ENDPOINTS.documents.parentRemove, { reference: family.reference, kind: 'reportCard' });
    await api().delete(kindUrl).set('Cookie', family.cookie).expect(204);
    await api().delete(kindUrl).set('Cookie', family.cookie).expect(404);

    await databaseOf(app)
      .collection('applications')
      .updateOne({ reference: family.reference }, { $set: { status: 'accepted' } });
    const frozen = await upload(family.cookie, family.reference, 'reportCard', PDF, 'application/pdf').expect(409);
    expect(frozen.body.message).toMatch(/decision has been made/);
    const birthCertificate = apiUrl(ENDPOINTS.documents.parentRemove, {
      reference: family.reference,
      kind: 'birthCertificate',
    });
    await api().delete(birthCertificate).set('Cookie', family.cookie).expect(409);
  });

  it('still takes a document staff asked for again after an offer, once, and nothing else', async () => {
    const offered = await familyWithApplication(app, { parentEmail: 'offered.family@example.com', firstname: 'Ife' });
    await upload(offered.cookie, offered.reference, 'birthCertificate', PDF, 'application/pdf').expect(200);
    await upload(offered.cookie, offered.reference, 'reportCard', PDF, 'application/pdf').expect(200);
    const staff = await staffCookie(app, 'admissions');
    await api()
      .patch(apiUrl(ENDPOINTS.documents.review, { reference: offered.reference, kind: 'birthCertificate' }))
      .set('Cookie', staff)
      .send({ review: 'resend', note: 'The scan is too dark to read.' })
      .expect(200);
    const lagosDay = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    await api()
      .post(apiUrl(ENDPOINTS.offers.make, { reference: offered.reference }))
      .set('Cookie', staff)
      .send(withDocumentsToFollow({ feeNaira: 50000, deadline: lagosDay }))
      .expect(201);

    // Asked for again: the family can send it although the place is offered; it waits for review again.
    const resent = await upload(offered.cookie, offered.reference, 'birthCertificate', PDF, 'application/pdf').expect(
      200,
    );
    expect(resent.body).toMatchObject({ kind: 'birthCertificate', review: 'pending' });
    expect(resent.body.reviewNote).toBeUndefined();
    // Once in, the record is closed again; the other documents and removing were closed all along.
    await upload(offered.cookie, offered.reference, 'birthCertificate', PDF, 'application/pdf').expect(409);
    await upload(offered.cookie, offered.reference, 'reportCard', PDF, 'application/pdf').expect(409);
    await upload(offered.cookie, offered.reference, 'medicalReport', PDF, 'application/pdf').expect(409);
    const remove = apiUrl(ENDPOINTS.documents.parentRemove, { reference: offered.reference, kind: 'reportCard' });
    await api().delete(remove).set('Cookie', offered.cookie).expect(409);
  });
});
