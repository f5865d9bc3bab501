import type { NestExpressApplication } from '@nestjs/platform-express';
import type { MailCatcher } from '@icast/fakes';
import sharp from 'sharp';
import request from 'supertest';
import { apiUrl, DOCUMENT_MAX_BYTES, ENDPOINTS } from '@icast/contracts';
import { EDITED_CONTACTS, EDITED_FOOTER, expectEditedContacts, withSiteSettings } from '../../testing/site-settings';
import { staffCookie } from '../../testing/staff-session';
import { startAdmissionsWithMail, submitApplication } from '../../testing/admissions-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A photo as a phone takes it: EXIF with the camera and where it was taken. */
const cameraPhoto = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 200, g: 180, b: 160 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Copyright: 'GPS 7.3775N 3.9470E' } })
    .toBuffer();

describe('application documents', () => {
  let app: NestExpressApplication;
  let catcher: MailCatcher;
  let admissions: string[];
  let reference: string;
  let otherReference: string;
  const api = () => request(app.getHttpServer());
  const documentUrl = (kind: string, ref = reference) =>
    apiUrl(ENDPOINTS.documents.staffUpload, { reference: ref, kind });
  const upload = (kind: string, content: Buffer, filename: string, contentType: string, ref = reference) =>
    api().put(documentUrl(kind, ref)).set('Cookie', admissions).attach('file', content, { filename, contentType });
  const submit = (email: string) => submitApplication(app, email);

  beforeAll(async () => {
    ({ app, catcher } = await startAdmissionsWithMail());
    admissions = await staffCookie(app, 'admissions');
    reference = await submit('family@example.com');
    otherReference = await submit('other@example.com');
  });

  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  it('re-encodes a photograph without its metadata and serves it to staff only', async () => {
    const original = await cameraPhoto();
    expect(original.toString('latin1')).toContain('GPS 7.3775N');
    const stored = await upload('passportPhoto', original, '../../IMG_2041 (1).JPG', 'image/jpeg').expect(200);
    expect(stored.body).toMatchObject({
      kind: 'passportPhoto',
      contentType: 'image/jpeg',
      filename: 'IMG_2041 1.jpg',
      review: 'pending',
    });

    const file = await api().get(documentUrl('passportPhoto')).set('Cookie', admissions).expect(200);
    expect(file.get('Content-Type')).toBe('image/jpeg');
    expect(file.get('X-Content-Type-Options')).toBe('nosniff');
    expect(file.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'");
    expect(file.get('Content-Disposition')).toBe('inline; filename="IMG_2041 1.jpg"');
    const served = file.body as Buffer;
    expect(served.toString('latin1')).not.toContain('GPS 7.3775N');
    expect(served.toString('latin1')).not.toContain('PhoneMaker');
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    expect(metadata.exif).toBeUndefined();

    await api().get(documentUrl('passportPhoto')).expect(401);
    await api()
      .get(documentUrl('passportPhoto'))
      .set('Cookie', await staffCookie(app, 'editor'))
      .expect(403);
  });

  it('keeps each application’s documents to itself', async () => {
    await upload('birthCertificate', PDF, 'birth.pdf', 'application/pdf').expect(200);
    const listed = await api()
      .get(apiUrl(ENDPOINTS.documents.staffList, { reference: otherReference }))
      .set('Cookie', admissions)
      .expect(200);
    expect(listed.body).toEqual([]);
    await api().get(documentUrl('birthCertificate', otherReference)).set('Cookie', admissions).expect(404);
    const own = await api().get(documentUrl('birthCertificate')).set('Cookie', admissions).expect(200);
    expect(Buffer.compare(own.body as Buffer, PDF)).toBe(0);
  });

  it.each([
    [
      'a script named .png',
      Buffer.from('<?php system($_GET["c"]); ?>'),
      'photo.png',
      'image/png',
      /not a PDF, JPEG or PNG/,
    ],
    [
      'a web page named .pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'report.pdf',
      'application/pdf',
      /not a PDF, JPEG or PNG/,
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), 'card.gif', 'image/gif', /not a PDF, JPEG or PNG/],
    [
      'a damaged JPEG',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]),
      'card.jpg',
      'image/jpeg',
      /could not be read/,
    ],
  ])('refuses %s with a clear 400 and stores nothing', async (_name, content, filename, type, message) => {
    const refused = await upload('reportCard', content, filename, type).expect(400);
    expect(refused.body.message).toMatch(message);
    await api().get(documentUrl('reportCard')).set('Cookie', admissions).expect(404);
  });

  it('refuses a PDF as the passport photograph, no file, and a file over the size limit', async () => {
    expect((await upload('passportPhoto', PDF, 'photo.pdf', 'application/pdf').expect(400)).body.message).toMatch(
      /must be a photo/,
    );
    expect((await api().put(documentUrl('medicalReport')).set('Cookie', admissions).expect(400)).body.message).toMatch(
      /Choose a file/,
    );
    const huge = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    expect((await upload('medicalReport', huge, 'big.pdf', 'application/pdf').expect(413)).body.message).toMatch(
      /limit is 5 MB/,
    );
    await api()
      .put(apiUrl(ENDPOINTS.documents.staffUpload, { reference, kind: 'selfie' }))
      .set('Cookie', admissions)
      .expect(400);
  });

  it('lets staff accept a document or ask for a new one, and tells the family why', async () => {
    const review = (kind: string, body: object) =>
      api().patch(apiUrl(ENDPOINTS.documents.review, { reference, kind })).set('Cookie', admissions).send(body);
    await review('birthCertificate', { review: 'resend' }).expect(400);
    const asked = await review('birthCertificate', {
      review: 'resend',
      note: 'The scan is cut off at the bottom.',
    }).expect(200);
    expect(asked.body).toMatchObject({ review: 'resend', reviewNote: 'The scan is cut off at the bottom.' });
    const mail = await catcher.waitFor(
      (message) =>
        message.to.includes('family@example.com') && message.subject.startsWith('Please send a new birth certificate'),
    );
    expect(mail.text).toContain('The scan is cut off at the bottom.');
    // The page to upload it on, one press away, for a family that lost the first e-mail.
    const token = /https:\/\/school\.example\/my-applications#token=(\S+)/.exec(mail.text)?.[1];
    await api().post(apiUrl(ENDPOINTS.parentAccess.signIn)).send({ token }).expect(200);

    // A new upload goes back to waiting for review.
    await upload('birthCertificate', PDF, 'birth-again.pdf', 'application/pdf').expect(200);
    const accepted = await review('birthCertificate', { review: 'accepted' }).expect(200);
    expect(accepted.body).toMatchObject({ review: 'accepted', filename: 'birth-again.pdf' });
    expect(accepted.body.reviewNote).toBeUndefined();
    const listed = await api()
      .get(apiUrl(ENDPOINTS.documents.staffList, { reference }))
      .set('Cookie', admissions)
      .expect(200);
    expect(listed.body.map((row: { kind: string; review: string }) => `${row.kind}:${row.review}`)).toEqual([
      'birthCertificate:accepted',
      'passportPhoto:pending',
    ]);
  });

  it('freezes the documents once a decision is made', async () => {
    await api()
      .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference: otherReference }))
      .set('Cookie', admissions)
      .send({ status: 'declined' })
      .expect(200);
    const refused = await upload('birthCertificate', PDF, 'late.pdf', 'application/pdf', otherReference).expect(409);
    expect(refused.body.message).toMatch(/decision has been made/);
  });

  it('names the phone, e-mail and campus addresses staff set when it asks for a new document', async () => {
    await withSiteSettings(app, EDITED_CONTACTS, async () => {
      const ref = await submit('contacts@example.com');
      await upload('reportCard', PDF, 'report.pdf', 'application/pdf', ref).expect(200);
      await api()
        .patch(apiUrl(ENDPOINTS.documents.review, { reference: ref, kind: 'reportCard' }))
        .set('Cookie', admissions)
        .send({ review: 'resend', note: 'Page two is missing.' })
        .expect(200);
      const mail = await catcher.waitFor(
        (message) => message.to.includes('contacts@example.com') && message.subject.startsWith('Please send a new'),
      );
      const printed = [...EDITED_FOOTER, `Questions: ${EDITED_CONTACTS.phones[0]}.`];
      expectEditedContacts(mail.text, printed);
      expectEditedContacts(mail.html ?? '', printed);
    });
  });
});
