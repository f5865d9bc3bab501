import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, type DocumentChecklist, ENDPOINTS, type ParentApplicationView } from '@icast/contracts';
import { familyWithApplication } from '../../testing/parent-session';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, resetDatabase } from '../../testing/test-app';
import { DocumentsModule } from './documents.module';
import { DocumentsService } from './documents.service';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * The documents each class asks for, set by an admin: the public list, the family's page, what is still needed and
 * the upload all read the one checklist. Against the real database.
 */
describe('the document checklist an admin sets per class', () => {
  let app: NestExpressApplication;
  let admin: string[];
  let admissions: string[];
  const api = () => request(app.getHttpServer());
  const publicList = async () =>
    (await api().get(apiUrl(ENDPOINTS.documents.checklist)).expect(200)).body as DocumentChecklist;
  const classIn = (list: DocumentChecklist, value: string) =>
    list.classes.find((entry) => entry.classAppliedFor === value);

  beforeAll(async () => {
    app = await createContextApp([DocumentsModule]);
    await resetDatabase(app);
    [admin, admissions] = await Promise.all([staffCookie(app, 'admin'), staffCookie(app, 'admissions')]);
  });
  afterAll(() => app.close());

  it('starts from the school rule, and a change is what the public list, the family page and the upload then follow', async () => {
    expect(classIn(await publicList(), 'primary1')).toEqual({
      classAppliedFor: 'primary1',
      label: 'Primary 1',
      kinds: ['birthCertificate', 'passportPhoto', 'medicalReport'],
      setBySchool: false,
    });
    const family = await familyWithApplication(app, {
      classAppliedFor: 'primary1',
      parentEmail: 'checklist.family@example.com',
    });

    // The school now asks Primary 1 for the last report card instead of the immunisation record.
    const changed = await api()
      .put(apiUrl(ENDPOINTS.documents.setChecklist))
      .set('Cookie', admin)
      .send({ classes: [{ classAppliedFor: 'primary1', kinds: ['reportCard', 'passportPhoto', 'birthCertificate'] }] })
      .expect(200);
    // Kept in the order of the document kinds, whatever order the admin sent.
    const expected = ['birthCertificate', 'passportPhoto', 'reportCard'];
    expect(classIn(changed.body as DocumentChecklist, 'primary1')).toMatchObject({
      kinds: expected,
      setBySchool: true,
    });
    expect(classIn(await publicList(), 'primary1')).toMatchObject({ kinds: expected, setBySchool: true });
    expect(classIn(await publicList(), 'primary2')?.setBySchool).toBe(false);

    const page = await api().get(apiUrl(ENDPOINTS.parentAccess.applications)).set('Cookie', family.cookie).expect(200);
    const view = (page.body as ParentApplicationView[]).find((entry) => entry.reference === family.reference);
    expect(view?.requiredDocuments).toEqual(expected);
    const documents = app.get(DocumentsService);
    expect(await documents.stillNeeded(family.reference)).toEqual(expected);

    // The family sends the report card the checklist now asks for: it is no longer missing.
    await api()
      .put(apiUrl(ENDPOINTS.documents.parentUpload, { reference: family.reference, kind: 'reportCard' }))
      .set('Cookie', family.cookie)
      .attach('file', PDF, { filename: 'report.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect(await documents.stillNeeded(family.reference)).toEqual(['birthCertificate', 'passportPhoto']);
  });

  it('is set by admins only, and refuses an unknown class or document, or a class named twice, on its field', async () => {
    const body = { classes: [{ classAppliedFor: 'jss1', kinds: ['birthCertificate'] }] };
    await api().put(apiUrl(ENDPOINTS.documents.setChecklist)).send(body).expect(401);
    await api().put(apiUrl(ENDPOINTS.documents.setChecklist)).set('Cookie', admissions).send(body).expect(403);

    const unknownClass = await api()
      .put(apiUrl(ENDPOINTS.documents.setChecklist))
      .set('Cookie', admin)
      .send({ classes: [{ classAppliedFor: 'year13', kinds: [] }] })
      .expect(400);
    expect(unknownClass.body.errors[0].field).toBe('classes.0.classAppliedFor');
    const unknownKind = await api()
      .put(apiUrl(ENDPOINTS.documents.setChecklist))
      .set('Cookie', admin)
      .send({ classes: [{ classAppliedFor: 'jss1', kinds: ['passport'] }] })
      .expect(400);
    expect(unknownKind.body.errors[0].field).toBe('classes.0.kinds');
    await api()
      .put(apiUrl(ENDPOINTS.documents.setChecklist))
      .set('Cookie', admin)
      .send({
        classes: [
          { classAppliedFor: 'jss1', kinds: [] },
          { classAppliedFor: 'jss1', kinds: ['birthCertificate'] },
        ],
      })
      .expect(400);
    expect(classIn(await publicList(), 'jss1')?.setBySchool).toBe(false);
  });

  it('keeps both of two admins saving different classes at once', async () => {
    await Promise.all([
      api()
        .put(apiUrl(ENDPOINTS.documents.setChecklist))
        .set('Cookie', admin)
        .send({ classes: [{ classAppliedFor: 'nursery1', kinds: ['birthCertificate'] }] })
        .expect(200),
      api()
        .put(apiUrl(ENDPOINTS.documents.setChecklist))
        .set('Cookie', admin)
        .send({ classes: [{ classAppliedFor: 'nursery2', kinds: ['passportPhoto'] }] })
        .expect(200),
    ]);
    const list = await publicList();
    expect(classIn(list, 'nursery1')?.kinds).toEqual(['birthCertificate']);
    expect(classIn(list, 'nursery2')?.kinds).toEqual(['passportPhoto']);
  });
});
