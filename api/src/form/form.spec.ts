import type { NestExpressApplication } from '@nestjs/platform-express';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { createTestApp, databaseOf, resetDatabase } from '../testing/test-app';
import { staffCookie } from '../testing/staff-session';

export const completeApplication = {
  surname: 'Adeyemi',
  firstname: 'Tolu',
  middlename: 'Grace',
  sex: 'female',
  dob: '2018-05-14',
  state: 'Oyo',
  religion: 'Christianity',
  fatherSurname: 'Adeyemi',
  fatherFirstname: 'Kunle',
  relationshipOfFather: 'Father',
  motherSurname: 'Adeyemi',
  motherFirstname: 'Funke',
  relationshipOfMother: 'Mother',
  intelligenceRating: 'good',
  healthChallenge: 'Mild asthma',
};

const pdfParser = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('form module', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const applications = () => databaseOf(app).collection('applications');
  const submit = (body: object) => http().post('/api/form').send(body);

  beforeAll(async () => {
    app = await createTestApp({ PORTAL_BASE_URL: 'https://portals.example.org' });
    await resetDatabase(app);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('online application', () => {
    it('stores a valid application as received with a human reference', async () => {
      const response = await submit(completeApplication).expect(201);
      const year = new Date().getUTCFullYear();
      expect(response.body).toEqual({
        reference: expect.stringMatching(new RegExp(`^ICAST-${year}-\\d{6}$`)),
        message: 'Form submitted successfully!',
      });
      const stored = await applications().findOne({ reference: response.body.reference });
      expect(stored).toMatchObject({ status: 'received', fields: completeApplication });
      expect(stored?.history).toEqual([{ status: 'received', by: 'applicant', at: expect.any(Date) }]);
    });

    it('hands out a different reference to each of 8 parents submitting at once', async () => {
      const responses = await Promise.all(Array.from({ length: 8 }, () => submit(completeApplication)));
      const references = responses.map((response) => response.body.reference as string);
      expect(responses.every((response) => response.status === 201)).toBe(true);
      expect(new Set(references).size).toBe(8);
    });

    it('shows a parent the status and dates only', async () => {
      const { reference } = (await submit(completeApplication).expect(201)).body as { reference: string };
      const response = await http().get(`/api/form/status/${reference.toLowerCase()}`).expect(200);
      expect(response.body).toEqual({
        reference,
        status: 'received',
        submittedAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(JSON.stringify(response.body)).not.toContain('Adeyemi');
    });

    it('answers 404 for an unknown or malformed reference', async () => {
      expect((await http().get('/api/form/status/ICAST-1999-000001').expect(404)).body).toEqual({
        statusCode: 404,
        message: 'No application has this reference',
      });
      await http().get('/api/form/status/nonsense').expect(404);
    });

    describe('rejects bad input with 400 and writes nothing', () => {
      let before: number;
      beforeEach(async () => {
        before = await applications().countDocuments();
      });
      afterEach(async () => {
        expect(await applications().countDocuments()).toBe(before);
      });

      it.each([
        [{ surname: '' }, 'surname: Enter surname'],
        [{ dob: '2018-02-30' }, 'dob: Date of birth must be a real date in the past'],
        [{ dob: '2999-01-01' }, 'dob: Date of birth must be a real date in the past'],
        [{ sex: 'other' }, 'sex: Select male or female'],
        [{ intelligenceRating: 'genius' }, 'intelligenceRating: Select one of the ratings'],
        [{ firstname: 'x'.repeat(101) }, 'firstname: First name must be 100 characters or fewer'],
        [{ isAdmin: true }, 'property isAdmin should not exist'],
        [{ state: 7 }, 'state must be a string'],
        [{ state: { $ne: '' } }, 'Invalid field name: $ne'],
      ])('%j', async (change, message) => {
        const response = await submit({ ...completeApplication, ...change }).expect(400);
        expect(response.body).toEqual({ statusCode: 400, message: expect.stringContaining(message) });
      });

      it('every missing required field in one message', async () => {
        const response = await submit({}).expect(400);
        for (const name of ['surname', 'firstname', 'sex', 'dob', 'state', 'fatherSurname', 'relationshipOfMother']) {
          expect(response.body.message).toContain(`${name}: `);
        }
      });
    });
  });

  describe('PDF download', () => {
    const payments = () => databaseOf(app).collection('payments');
    const addPayment = (reference: string, status: string, expiresInDays: number) =>
      payments().insertOne({
        reference,
        first_name: 'Chiamaka',
        last_name: 'Eze',
        email: 'c@example.com',
        phone: '+2348031234567',
        amountKobo: 500000,
        currency: 'NGN',
        status,
        grantCount: status === 'paid' ? 1 : 0,
        createdAt: new Date(),
        paidAt: new Date(),
        expiresAt: new Date(Date.now() + expiresInDays * 86_400_000),
      });

    beforeAll(async () => {
      await addPayment('ICAST-PAY-PAID-1', 'paid', 30);
      await addPayment('ICAST-PAY-PENDING-1', 'pending', 30);
      await addPayment('ICAST-PAY-EXPIRED-1', 'paid', -1);
    });

    it.each(['icast_form_1', 'icast_form_2'])('gives a paid reference %s as a PDF naming the payer', async (formId) => {
      const response = await http()
        .get(`/api/form/download/ICAST-PAY-PAID-1/${formId}`)
        .buffer(true)
        .parse(pdfParser)
        .expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="ApplicationForm.pdf"');
      const bytes = response.body as Buffer;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toContain('Chiamaka Eze');
      expect(pdf.getSubject()).toBe('Reference ICAST-PAY-PAID-1');
    });

    it.each([
      ['an unpaid reference', 'ICAST-PAY-PENDING-1'],
      ['an expired form', 'ICAST-PAY-EXPIRED-1'],
      ['a made-up reference', 'ICAST-PAY-MADE-UP'],
    ])('refuses %s with 403', async (_name, reference) => {
      const response = await http().get(`/api/form/download/${reference}/icast_form_1`).expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        message: 'No paid, unexpired application form has this reference',
      });
    });

    it('answers 404 for an unknown form', async () => {
      await http().get('/api/form/download/ICAST-PAY-PAID-1/icast_form_9').expect(404);
    });
  });

  it('serves the configured portal address', async () => {
    expect((await http().get('/api/form/portal-config').expect(200)).body).toEqual({
      baseUrl: 'https://portals.example.org',
    });
  });

  describe('staff endpoints', () => {
    let cookie: string[];
    let reference: string;
    beforeAll(async () => {
      cookie = await staffCookie(app);
      reference = (await submit({ ...completeApplication, surname: 'Newest' }).expect(201)).body.reference;
    });

    it('lists applications newest first, and as CSV', async () => {
      const list = await http().get('/api/form/admin/applications').set('Cookie', cookie).expect(200);
      expect(list.body[0]).toEqual({
        reference,
        surname: 'Newest',
        firstname: 'Tolu',
        status: 'received',
        submittedAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const csv = await http().get('/api/form/admin/applications.csv').set('Cookie', cookie).expect(200);
      expect(csv.text).toContain(`${reference},Newest,Tolu,received`);
    });

    it('changes the status with a note, keeps the history and shows the parent the new status', async () => {
      const changed = await http()
        .patch(`/api/form/admin/applications/${reference}/status`)
        .set('Cookie', cookie)
        .send({ status: 'under_review', note: 'Assessment booked for Monday' })
        .expect(200);
      expect(changed.body.status).toBe('under_review');
      expect(changed.body.history).toEqual([
        expect.objectContaining({ status: 'received', by: 'applicant' }),
        expect.objectContaining({ status: 'under_review', note: 'Assessment booked for Monday' }),
      ]);
      const detail = await http().get(`/api/form/admin/applications/${reference}`).set('Cookie', cookie).expect(200);
      expect(detail.body.fields).toMatchObject({ surname: 'Newest', healthChallenge: 'Mild asthma' });
      expect((await http().get(`/api/form/status/${reference}`).expect(200)).body.status).toBe('under_review');
    });

    it('refuses an unknown status and an unknown application, changing nothing', async () => {
      const before = await applications().findOne({ reference });
      await http()
        .patch(`/api/form/admin/applications/${reference}/status`)
        .set('Cookie', cookie)
        .send({ status: 'expelled' })
        .expect(400);
      await http()
        .patch('/api/form/admin/applications/ICAST-1999-000009/status')
        .set('Cookie', cookie)
        .send({ status: 'accepted' })
        .expect(404);
      expect(await applications().findOne({ reference })).toEqual(before);
    });
  });
});
