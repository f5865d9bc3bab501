import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ACCESS_WHAT_APPLICATION, apiUrl, COLLECTIONS, ENDPOINTS } from '@icast/contracts';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { submitApplication } from '../../testing/admissions-app';
import { AdmissionsModule } from '../admissions.module';
import { StaffAccessLog } from './staff-access-log';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('who at the school opened what', () => {
  let app: NestExpressApplication;
  let admissions: string[];
  let admin: string[];
  let reference: string;
  let otherReference: string;
  const api = () => request(app.getHttpServer());
  const fileUrl = (ref: string, kind = 'birthCertificate') =>
    apiUrl(ENDPOINTS.documents.staffFile, { reference: ref, kind });
  const entries = () => databaseOf(app).collection(COLLECTIONS.staffAccessLog).find().toArray();

  beforeAll(async () => {
    app = await createContextApp([AdmissionsModule]);
    await resetDatabase(app);
    admissions = await staffCookie(app, 'admissions');
    admin = await staffCookie(app, 'admin');
    reference = await submitApplication(app, 'family@example.com');
    otherReference = await submitApplication(app, 'other@example.com');
    await api()
      .put(fileUrl(reference))
      .set('Cookie', admissions)
      .attach('file', PDF, { filename: 'birth.pdf', contentType: 'application/pdf' })
      .expect(200);
  });
  afterAll(() => app.close());

  it('adds one entry for every staff read of a document, parallel reads included, and none for a refused one', async () => {
    await api().get(fileUrl(reference)).set('Cookie', admissions).expect(200);
    expect(await entries()).toHaveLength(1);
    await Promise.all(
      Array.from({ length: 6 }, () => api().get(fileUrl(reference)).set('Cookie', admissions).expect(200)),
    );
    const rows = await entries();
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      expect(row).toMatchObject({
        staffName: 'Test admissions',
        staffEmail: 'test-admissions@icast.test',
        staffRole: 'admissions',
        applicationReference: reference,
        what: 'Document: Birth certificate',
      });
    }
    // Not there, not allowed, not signed in: nothing was opened, nothing is recorded.
    await api().get(fileUrl(reference, 'reportCard')).set('Cookie', admissions).expect(404);
    await api()
      .get(fileUrl(reference))
      .set('Cookie', await staffCookie(app, 'editor'))
      .expect(403);
    await api().get(fileUrl(reference)).expect(401);
    // The list of documents shows names and review states only: not a read of the child's file.
    await api().get(apiUrl(ENDPOINTS.documents.staffList, { reference })).set('Cookie', admissions).expect(200);
    expect(await entries()).toHaveLength(7);
  });

  it('records opening the full application, health answers included', async () => {
    await api()
      .get(apiUrl(ENDPOINTS.applications.detail, { reference: otherReference }))
      .set('Cookie', admin)
      .expect(200);
    const [latest] = await databaseOf(app)
      .collection(COLLECTIONS.staffAccessLog)
      .find({ applicationReference: otherReference })
      .toArray();
    expect(latest).toMatchObject({ staffRole: 'admin', what: ACCESS_WHAT_APPLICATION });
  });

  it('shows admins the log, newest first, searchable and as CSV; nobody else', async () => {
    const page = await api().get(apiUrl(ENDPOINTS.accessLog.list)).set('Cookie', admin).expect(200);
    expect(page.body.total).toBe(8);
    expect(page.body.data[0]).toMatchObject({
      applicationReference: otherReference,
      staffName: 'Test admin',
      what: ACCESS_WHAT_APPLICATION,
    });
    const found = await api()
      .get(apiUrl(ENDPOINTS.accessLog.list))
      .query({ q: reference, pageSize: 5 })
      .set('Cookie', admin)
      .expect(200);
    expect(found.body).toMatchObject({ total: 7, pageSize: 5 });
    expect(found.body.data).toHaveLength(5);

    const csv = await api().get(apiUrl(ENDPOINTS.accessLog.csv)).set('Cookie', admin).expect(200);
    expect(csv.get('Content-Type')).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When,Staff member,E-mail,Role,Application,What was opened');
    expect(lines).toHaveLength(9);

    await api().get(apiUrl(ENDPOINTS.accessLog.list)).set('Cookie', admissions).expect(403);
    await api().get(apiUrl(ENDPOINTS.accessLog.csv)).set('Cookie', admissions).expect(403);
    await api()
      .get(apiUrl(ENDPOINTS.accessLog.list))
      .query({ q: 'x'.repeat(101) })
      .set('Cookie', admin)
      .expect(400);
  });

  it('gives a family copy who opened its file: when, name, role and what, without staff e-mails', async () => {
    const openings = await app.get(StaffAccessLog).forApplications([otherReference]);
    expect(openings).toEqual([
      { at: expect.any(String), staffName: 'Test admin', staffRole: 'admin', what: ACCESS_WHAT_APPLICATION },
    ]);
    expect(await app.get(StaffAccessLog).forApplications([reference, otherReference])).toHaveLength(8);
    expect(await app.get(StaffAccessLog).forApplications([])).toEqual([]);
  });
});
