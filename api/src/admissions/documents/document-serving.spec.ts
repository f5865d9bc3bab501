import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import request from 'supertest';
import { apiUrl, ENDPOINTS } from '@icast/contracts';
import { familyWithApplication } from '../../testing/parent-session';
import { boobyTrappedPdf, namesIn } from '../../testing/pdf-samples';
import { staffCookie } from '../../testing/staff-session';
import { createTestApp, databaseOf, resetDatabase } from '../../testing/test-app';

const NOTHING_RUNS = "sandbox; default-src 'none'";

/** Documents come from the public and are opened by staff: nothing in one may run, in the browser or a reader. */
describe('documents served so nothing in them runs', () => {
  let app: NestExpressApplication;
  let family: { reference: string; cookie: string };
  let admissions: string[];
  const api = () => request(app.getHttpServer());
  const parentUrl = (route: 'parentUpload' | 'parentFile', kind: string) =>
    apiUrl(ENDPOINTS.documents[route], { reference: family.reference, kind });
  const staffFile = (kind: string) => apiUrl(ENDPOINTS.documents.staffFile, { reference: family.reference, kind });
  const upload = (kind: string, content: Buffer | Uint8Array, filename: string, contentType: string) =>
    api()
      .put(parentUrl('parentUpload', kind))
      .set('Cookie', family.cookie)
      .attach('file', Buffer.from(content), { filename, contentType });

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    family = await familyWithApplication(app, { parentEmail: 'bisi.ola@example.com', firstname: 'Femi' });
    admissions = await staffCookie(app, 'admissions');
  });
  afterAll(() => app.close());

  it('stores a PDF without its scripts, launch links and attached files, and serves it as a download to staff and family', async () => {
    await upload('birthCertificate', await boobyTrappedPdf(), 'birth cert (scan).pdf', 'application/pdf').expect(200);

    for (const [who, url, cookie] of [
      ['staff', staffFile('birthCertificate'), admissions.join('; ')],
      ['family', parentUrl('parentFile', 'birthCertificate'), family.cookie],
    ] as const) {
      const file = await api().get(url).set('Cookie', cookie).expect(200);
      expect({ who, headers: pick(file.headers) }).toEqual({
        who,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="birth cert scan.pdf"',
          'content-security-policy': NOTHING_RUNS,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        },
      });
      const names = await namesIn(file.body as Buffer);
      expect(
        ['JS', 'JavaScript', 'OpenAction', 'AA', 'EmbeddedFiles', 'S:Launch'].filter((name) => names.has(name)),
      ).toEqual([]);
    }
  });

  it('shows a photograph in the tab, with the same policy', async () => {
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#c8a080' } })
      .jpeg()
      .toBuffer();
    await upload('passportPhoto', photo, 'femi.jpg', 'image/jpeg').expect(200);
    const file = await api().get(staffFile('passportPhoto')).set('Cookie', admissions).expect(200);
    expect(pick(file.headers)).toEqual({
      'content-type': 'image/jpeg',
      'content-disposition': 'inline; filename="femi.jpg"',
      'content-security-policy': NOTHING_RUNS,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('serves a document stored before, whatever its name, with a safe file name', async () => {
    await databaseOf(app)
      .collection('application_documents')
      .insertOne({
        applicationReference: family.reference,
        kind: 'medicalReport',
        filename: "report\"; filename*=UTF-8''evil.html\r\nX-Injected: yes.pdf",
        contentType: 'application/pdf',
        size: 9,
        data: Buffer.from('%PDF-1.4\n'),
        uploadedAt: new Date(),
        uploadedBy: 'family',
        review: 'pending',
      });
    const file = await api().get(staffFile('medicalReport')).set('Cookie', admissions).expect(200);
    expect(file.get('Content-Disposition')).toBe(
      'attachment; filename="report filenameUTF-8evil.htmlX-Injected yes.pdf"',
    );
    expect(file.get('X-Injected')).toBeUndefined();
  });

  it('refuses a password-protected PDF with what to send instead, and stores nothing', async () => {
    const encrypted = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        '3 0 obj << /Filter /Standard /V 1 /R 2 /O (owner) /U (user) /P -4 >> endobj\n' +
        'trailer << /Root 1 0 R /Encrypt 3 0 R >>\n%%EOF\n',
    );
    const refused = await upload('reportCard', encrypted, 'report.pdf', 'application/pdf').expect(400);
    expect(refused.body.message).toBe(
      'This PDF is protected with a password. Please send it without the password, or a photo of the document (JPEG or PNG).',
    );
    await api().get(staffFile('reportCard')).set('Cookie', admissions).expect(404);
  });
});

const pick = (headers: Record<string, string>) => ({
  'content-type': headers['content-type']?.split(';')[0],
  'content-disposition': headers['content-disposition'],
  'content-security-policy': headers['content-security-policy'],
  'x-content-type-options': headers['x-content-type-options'],
  'cache-control': headers['cache-control'],
});
