import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, databaseOf, resetDatabase } from '../testing/test-app';
import { staffCookie } from '../testing/staff-session';

const completeApplication = {
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

describe('application module', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const applications = () => databaseOf(app).collection('applications');
  const submit = (body: object) => http().post('/api/form').send(body);

  beforeAll(async () => {
    app = await createTestApp();
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

  describe('staff endpoints', () => {
    let cookie: string[];
    let reference: string;
    beforeAll(async () => {
      cookie = await staffCookie(app);
      reference = (await submit({ ...completeApplication, surname: 'Newest' }).expect(201)).body.reference;
    });

    it('lists applications newest first, and as CSV', async () => {
      const list = await http().get('/api/form/admin/applications').set('Cookie', cookie).expect(200);
      expect(list.body).toMatchObject({ page: 1, pageSize: 25, total: await applications().countDocuments() });
      expect(list.body.data[0]).toEqual({
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
