import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  type ApiError,
  HEALTH_CONSENT_INVALID,
  PAID_FORM_ALREADY_USED,
  PRIVACY_NOTICE_UNKNOWN,
  startTermChoices,
} from '@icast/contracts';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { staffCookie } from '../../testing/staff-session';
import { storedPayment } from '../../testing/stored-rows';
import { STORED_ANSWER } from './applicant';
import { ApplicationModule } from './application.module';

const completeApplication = {
  classAppliedFor: 'primary2',
  campus: 'elewura',
  attendance: 'boarding',
  startTerm: startTermChoices()[1]!.value,
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
  parentEmail: 'funke.adeyemi@example.com',
  parentPhone: '+2348031234567',
  intelligenceRating: 'good',
  healthChallenge: 'Mild asthma',
};

/**
 * The 400 a refusal in words gets: `message` containing it, and, when it names a field ("dob: ...", "property x should
 * not exist", "x must be a string"), that field with its problem in `errors`. The input guard's refusals name none.
 */
function refusal(message: string) {
  const named = /^(\w+): (.*)$/.exec(message);
  const field =
    named?.[1] ?? /^property (\w+) should not exist$|^(\w+) must be a string$/.exec(message)?.slice(1).find(Boolean);
  const problem = named?.[2] ?? message;
  return {
    statusCode: 400,
    message: expect.stringContaining(message),
    ...(field && { errors: expect.arrayContaining([{ field, message: expect.stringContaining(problem) }]) }),
  };
}

describe('application module', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const applications = () => databaseOf(app).collection('applications');
  let lookups = 0;
  let submissions = 0;
  /** Each submission from its own address too: the suite sends more than one address's 30 a minute. */
  const submitAsSent = (body: object) =>
    http()
      .post('/api/form')
      .set('X-Forwarded-For', `10.14.${Math.floor(++submissions / 250)}.${submissions % 250}`)
      .send(body);
  /** As a parent who ticked that they agree to give the health answers (the tests below that are not about it). */
  const submit = (body: object) => submitAsSent({ healthConsent: 'true', ...body });
  /** Each lookup from its own address (the app trusts the local proxy's X-Forwarded-For) unless one is given. */
  const lookUp = (body: object, address = `10.12.${Math.floor(++lookups / 250)}.${lookups % 250}`) =>
    http().post('/api/form/status').set('X-Forwarded-For', address).send(body);

  beforeAll(async () => {
    app = await createContextApp([ApplicationModule]);
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
        reference: expect.stringMatching(
          new RegExp(`^ICAST-${year}-[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){2}$`),
        ),
        parentLink: expect.stringMatching(/\/my-applications#token=[\w-]+\.[\w-]+$/),
        message: 'Form submitted successfully!',
      });
      const stored = await applications().findOne({ reference: response.body.reference });
      expect(stored).toMatchObject({ status: 'received', fields: completeApplication });
      expect(stored?.history).toEqual([{ status: 'received', by: 'applicant', at: expect.any(Date) }]);
    });

    it('drops the health answers sent without the consent tick, keeps them with it, and records the consent', async () => {
      const health = { bloodGroup: 'O+', genotype: 'AS', healthChallenge: 'Mild asthma', disabilityDetails: 'None' };
      const { healthChallenge: _asked, ...answers } = completeApplication;
      const without = await submitAsSent({ ...answers, ...health }).expect(201);
      const unticked = await submitAsSent({ ...answers, ...health, healthConsent: 'false' }).expect(201);
      const ticked = await submitAsSent({ ...answers, ...health, healthConsent: 'true' }).expect(201);
      for (const response of [without, unticked]) {
        const stored = await applications().findOne({ reference: response.body.reference });
        expect(stored?.fields).toEqual(answers);
        expect(stored?.healthConsent).toEqual({ given: false, at: stored?.submittedAt });
      }
      const kept = await applications().findOne({ reference: ticked.body.reference });
      expect(kept?.fields).toEqual({ ...answers, ...health });
      expect(kept?.healthConsent).toEqual({ given: true, at: kept?.submittedAt });
      const refused = await submitAsSent({ ...answers, healthConsent: 'maybe' }).expect(400);
      expect(refused.body.errors).toEqual([{ field: 'healthConsent', message: HEALTH_CONSENT_INVALID }]);
      const staff = await staffCookie(app, 'admissions');
      const detail = await http()
        .get(`/api/form/admin/applications/${without.body.reference}`)
        .set('Cookie', staff)
        .expect(200);
      expect(detail.body.healthConsent).toEqual({ given: false, at: expect.any(String) });
      expect(detail.body.fields.genotype).toBeUndefined();
    });

    it('stores the privacy notice version the form showed with the time received, and refuses an unknown one', async () => {
      const sent = await submit({ ...completeApplication, privacyNoticeVersion: '1' }).expect(201);
      const stored = await applications().findOne({ reference: sent.body.reference });
      expect(stored?.privacyNotice).toEqual({ version: 1, seenAt: stored?.submittedAt });
      const before = await applications().countDocuments();
      const refused = await submit({ ...completeApplication, privacyNoticeVersion: '4' }).expect(400);
      expect(refused.body.errors).toEqual([{ field: 'privacyNoticeVersion', message: PRIVACY_NOTICE_UNKNOWN }]);
      expect(await applications().countDocuments()).toBe(before);
    });

    it('links the paid form by its reference, typed in any case, and stores the contact as the outbox needs it', async () => {
      await databaseOf(app)
        .collection('payments')
        .insertOne(storedPayment(1, { reference: 'ICAST-PAY-M5X2K9-1A2B3C4D', status: 'paid', paidAt: new Date() }));
      const response = await submit({
        ...completeApplication,
        formReference: ' icast-pay-m5x2k9-1a2b3c4d ',
        parentEmail: 'Funke@Example.COM',
        parentPhone: '0803 123 4567',
      }).expect(201);
      const stored = await applications().findOne({ reference: response.body.reference });
      expect(stored?.fields).toMatchObject({
        formReference: 'ICAST-PAY-M5X2K9-1A2B3C4D',
        parentEmail: 'funke@example.com',
        parentPhone: '+2348031234567',
      });
    });

    it('lets a paid form admit one application: of six families sending it at once, one lands', async () => {
      const form = 'ICAST-PAY-ONEFORM-2B3C4D5E';
      await databaseOf(app)
        .collection('payments')
        .insertOne(storedPayment(2, { reference: form, status: 'paid', paidAt: new Date() }));
      const children = ['Ada', 'Bola', 'Chike', 'Dayo', 'Efe', 'Femi'];
      const responses = await Promise.all(
        children.map((firstname, index) =>
          submit({ ...completeApplication, firstname, parentEmail: `family${index}@example.com`, formReference: form }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const refused of responses.filter((response) => response.status === 409)) {
        expect(refused.body).toEqual({ statusCode: 409, message: PAID_FORM_ALREADY_USED });
      }
      expect(await applications().countDocuments({ 'fields.formReference': form })).toBe(1);
      const landed = responses.find((response) => response.status === 201)!.body.reference as string;
      expect(
        await databaseOf(app)
          .collection('paid_form_uses')
          .findOne({ _id: form as never }),
      ).toMatchObject({
        applicationReference: landed,
      });

      // A brother or sister of the family that used it needs a form of their own too.
      const family = (await applications().findOne({ reference: landed }))!.fields.parentEmail as string;
      const sibling = await submit({
        ...completeApplication,
        firstname: 'Gbenga',
        parentEmail: family,
        formReference: form,
      });
      expect(sibling.status).toBe(409);
      expect(sibling.body.message).toContain('buy another form');
    });

    it('refuses a form already given on an application sent before forms were claimed', async () => {
      const form = 'ICAST-PAY-EARLIER-3C4D5E6F';
      await databaseOf(app)
        .collection('payments')
        .insertOne(storedPayment(3, { reference: form, status: 'paid', paidAt: new Date() }));
      const now = new Date();
      await applications().insertOne({
        reference: 'ICAST-2025-2345-6789-ABCD',
        fields: { ...completeApplication, formReference: form },
        status: 'received',
        history: [{ status: 'received', by: 'applicant', at: now }],
        submittedAt: now,
        updatedAt: now,
      });
      const refused = await submit({ ...completeApplication, formReference: form }).expect(409);
      expect(refused.body.message).toBe(PAID_FORM_ALREADY_USED);
    });

    it('hands out a different reference to each of 8 parents submitting at once', async () => {
      const responses = await Promise.all(Array.from({ length: 8 }, () => submit(completeApplication)));
      const references = responses.map((response) => response.body.reference as string);
      expect(responses.every((response) => response.status === 201)).toBe(true);
      expect(new Set(references).size).toBe(8);
    });

    it('shows a parent the status and dates only, given the reference and the date of birth', async () => {
      const { reference } = (await submit(completeApplication).expect(201)).body as { reference: string };
      const typed = ` ${reference.toLowerCase().replace(/-/g, ' ')} `;
      const response = await lookUp({ reference: typed, dob: '2018-05-14' }).expect(200);
      expect(response.body).toEqual({
        reference,
        status: 'received',
        submittedAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(JSON.stringify(response.body)).not.toContain('Adeyemi');
    });

    it('answers a wrong date of birth exactly as an unknown reference', async () => {
      const { reference } = (await submit(completeApplication).expect(201)).body as { reference: string };
      const wrongDob = await lookUp({ reference, dob: '2018-05-15' });
      const unknown = await lookUp({ reference: 'ICAST-2025-2222-3333-4444', dob: '2018-05-14' });
      const oldUnknown = await lookUp({ reference: 'ICAST-1999-000001', dob: '2018-05-14' });
      for (const response of [wrongDob, unknown, oldUnknown]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({
          statusCode: 404,
          message: 'We could not find an application with that reference and date of birth. Check both and try again.',
        });
      }
      expect(Object.keys(wrongDob.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    });

    it('asks the database one and the same question for a wrong date of birth as for an unknown reference', async () => {
      const { reference } = (await submit(completeApplication).expect(201)).body as { reference: string };
      // What reaches the applications collection, by method and the fields asked: a first query by reference alone
      // would answer a wrong date of birth differently (and more slowly) than an unknown reference. Compared as
      // queries, not as milliseconds a busy machine would blur.
      const asked = async (body: object) => {
        const queries: string[] = [];
        const connection = databaseOf(app);
        connection.set('debug', (collection: string, method: string, filter: unknown) => {
          if (collection !== 'applications') return;
          queries.push(
            `${method}(${Object.keys((filter ?? {}) as object)
              .sort()
              .join(', ')})`,
          );
        });
        try {
          await lookUp(body).expect(404);
        } finally {
          connection.set('debug', null);
        }
        return queries;
      };
      const wrongDob = await asked({ reference, dob: '2018-05-15' });
      const unknown = await asked({ reference: 'ICAST-2025-2222-3333-4444', dob: '2018-05-14' });
      expect(wrongDob).toEqual([`findOne(${[STORED_ANSWER.dateOfBirth, 'reference'].sort().join(', ')})`]);
      expect(unknown).toEqual(wrongDob);
    });

    it('lets one address look up 30 times a minute, then answers 429', async () => {
      const guess = { reference: 'ICAST-2025-2222-3333-4444', dob: '2018-05-14' };
      for (let attempt = 0; attempt < 30; attempt++) await lookUp(guess, '10.13.0.1').expect(404);
      await lookUp(guess, '10.13.0.1').expect(429);
      await lookUp(guess, '10.13.0.2').expect(404);
    });

    it('still finds an application with an old six-digit reference', async () => {
      const now = new Date();
      await applications().insertOne({
        reference: 'ICAST-2024-000042',
        fields: { ...completeApplication, dob: '2017-01-09' },
        status: 'accepted',
        history: [],
        submittedAt: now,
        updatedAt: now,
      });
      const response = await lookUp({ reference: 'icast-2024-000042', dob: '2017-01-09' }).expect(200);
      expect(response.body).toMatchObject({ reference: 'ICAST-2024-000042', status: 'accepted' });
      const cookie = await staffCookie(app);
      await http().get('/api/form/admin/applications/ICAST-2024-000042').set('Cookie', cookie).expect(200);
    });

    it.each([
      [{ reference: 'ICAST-2025-2222-3333-4444' }, "dob: Enter your child's date of birth"],
      [{ reference: 'ICAST-2025-2222-3333-4444', dob: '14/05/2018' }, 'dob: Enter your child'],
      [{ reference: 'nonsense', dob: '2018-05-14' }, 'reference: Enter the reference as shown when you applied'],
      [
        { reference: 'ICAST-2025-2222-3333-4444', dob: '2018-05-14', surname: 'x' },
        'property surname should not exist',
      ],
      [{ reference: 'ICAST-2025-2222-3333-4444', dob: { $ne: '' } }, 'Invalid field name: $ne'],
      [{ reference: ['ICAST-2025-2222-3333-4444'], dob: '2018-05-14' }, 'reference must be a string'],
    ])('refuses a malformed lookup %j with 400', async (body, message) => {
      const response = await lookUp(body).expect(400);
      expect(response.body).toEqual(refusal(message));
    });

    it('no longer answers a lookup by reference alone', async () => {
      const { reference } = (await submit(completeApplication).expect(201)).body as { reference: string };
      await http().get(`/api/form/status/${reference}`).expect(404);
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
        [{ state: 'Atlantis' }, 'state: Select state of origin from the list'],
        [{ parentEmail: '' }, "parentEmail: Enter parent's e-mail address"],
        [{ parentPhone: '12345' }, 'parentPhone: Enter a phone number like 0803 123 4567'],
        [{ classAppliedFor: 'nursery1' }, 'attendance: The hostel takes pupils from Primary 1 to SS3'],
        [{ startTerm: '2001-1' }, 'startTerm: Select one of the start terms listed'],
        [{ formReference: 'ICAST-PAY-NOTPAID-1A2B3C4D' }, 'formReference: No paid application form has this reference'],
        [{ formReference: 'my receipt' }, 'formReference: Enter the reference on the receipt'],
      ])('%j', async (change, message) => {
        const response = await submit({ ...completeApplication, ...change }).expect(400);
        expect(response.body).toEqual(refusal(message));
      });

      it('every missing required field in one message', async () => {
        const response = await submit({}).expect(400);
        const required = ['classAppliedFor', 'campus', 'attendance', 'startTerm', 'surname', 'dob', 'state'];
        const fields = (response.body as ApiError).errors?.map((error) => error.field);
        for (const name of [...required, 'fatherSurname', 'relationshipOfMother', 'parentEmail', 'parentPhone']) {
          expect(response.body.message).toContain(`${name}: `);
          expect(fields).toContain(name);
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
        // The place applied for, as stored: the list's columns.
        classAppliedFor: 'primary2',
        campus: 'elewura',
        attendance: 'boarding',
        startTerm: startTermChoices()[1]!.value,
      });
      const csv = await http().get('/api/form/admin/applications.csv').set('Cookie', cookie).expect(200);
      const [header, ...rows] = csv.text.trim().split(/\r?\n/);
      expect(header).toContain(
        "Class applied for,Campus,Day or boarding,Preferred start term,Date of birth,Parent's e-mail address",
      );
      const term = startTermChoices()[1]!.label;
      expect(rows[0]).toContain(`${reference},Newest,Tolu,received`);
      expect(rows[0]).toContain(
        `Primary 2,Elewura,Boarding,${term},14 May 2018,funke.adeyemi@example.com,+2348031234567`,
      );
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
      const lookup = await lookUp({ reference, dob: completeApplication.dob }).expect(200);
      expect(lookup.body.status).toBe('under_review');
    });

    it('refuses an unknown status and an unknown application, changing nothing', async () => {
      const before = await applications().findOne({ reference });
      await http()
        .patch(`/api/form/admin/applications/${reference}/status`)
        .set('Cookie', cookie)
        .send({ status: 'expelled' })
        .expect(400);
      await http()
        .patch('/api/form/admin/applications/ICAST-1999-2222-3333-4444/status')
        .set('Cookie', cookie)
        .send({ status: 'accepted' })
        .expect(404);
      expect(await applications().findOne({ reference })).toEqual(before);
    });
  });
});
