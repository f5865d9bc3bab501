import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  apiUrl,
  type ApplicationDetail,
  type AssessmentLookup,
  choiceLabel,
  DOCUMENT_KINDS,
  DOCUMENTS_MISSING_CODE,
  ENDPOINTS,
  type ParentApplicationView,
  type PreparedDecision,
  requiredDocumentKinds,
  SAMPLE_MISSING_DOCUMENTS_REASON,
  withDocumentsToFollow,
} from '@icast/contracts';
import { sendEveryDocument } from '../../testing/documents';
import { advanceClock, runJobs } from '../../testing/mail';
import { familyWithApplication } from '../../testing/parent-session';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { MessagingModule } from '../../messaging';
import { AdmissionsModule } from '../admissions.module';
import { PreparedDecisionsService } from './prepared-decisions.service';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const lagosDay = (days: number) => new Date(Date.now() + HOUR + days * DAY).toISOString().slice(0, 10);
const DOB = '2018-05-14';

describe('decisions prepared, then released to the families at a set time', () => {
  let app: NestExpressApplication;
  /** A second API instance on the same database: a release must still happen once. */
  let other: NestExpressApplication;
  let admissions: string[];
  const api = () => request(app.getHttpServer());
  const outbox = () => databaseOf(app).collection('outbox_messages');
  const prepare = (reference: string, body: Record<string, unknown>) =>
    api().put(apiUrl(ENDPOINTS.preparedDecisions.prepare, { reference })).set('Cookie', admissions).send(body);
  const release = (body: Record<string, unknown>) =>
    api().post(apiUrl(ENDPOINTS.preparedDecisions.release)).set('Cookie', admissions).send(body);
  const prepared = async () =>
    (await api().get(apiUrl(ENDPOINTS.preparedDecisions.list)).set('Cookie', admissions).expect(200))
      .body as PreparedDecision[];
  const detail = async (reference: string) =>
    (await api().get(apiUrl(ENDPOINTS.applications.detail, { reference })).set('Cookie', admissions).expect(200))
      .body as ApplicationDetail;
  /** Everything a family can see: the status lookup, its page's applications, its offer. */
  const familySees = async (family: { reference: string; cookie: string }) => {
    const lookup = await api()
      .post(apiUrl(ENDPOINTS.applications.status))
      .send({ reference: family.reference, dob: DOB })
      .expect(200);
    const page = await api().get(apiUrl(ENDPOINTS.parentAccess.applications)).set('Cookie', family.cookie).expect(200);
    const own = (page.body as ParentApplicationView[]).find((row) => row.reference === family.reference)!;
    const offer = await api()
      .get(apiUrl(ENDPOINTS.offers.parentView, { reference: family.reference }))
      .set('Cookie', family.cookie)
      .expect(200);
    return {
      lookup: lookup.body.status as string,
      page: own.status,
      timeline: own.timeline.map((change) => change.status),
      offer: offer.body.offer as { feeNaira: number } | null,
    };
  };
  const messagesTo = (email: string) =>
    outbox()
      .find({ to: email, kind: { $ne: 'applicationReceived' } })
      .toArray();

  beforeAll(async () => {
    app = await createContextApp([AdmissionsModule, MessagingModule]);
    await resetDatabase(app);
    other = await createContextApp([AdmissionsModule, MessagingModule]);
    admissions = await staffCookie(app, 'admissions');
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  it('checks a decision as it would be checked if made now, field by field', async () => {
    const { reference } = await familyWithApplication(app, { parentEmail: 'checks@example.com', dob: DOB });
    expect((await prepare(reference, { decision: 'accepted' }).expect(400)).body.errors).toEqual([
      { field: 'decision', message: 'Choose the decision: offer a place, waiting list or not successful' },
    ]);
    const noFee = await prepare(reference, { decision: 'offered', deadline: lagosDay(7) }).expect(400);
    expect(noFee.body.errors).toEqual(
      expect.arrayContaining([{ field: 'feeNaira', message: 'Enter the acceptance fee in whole naira, like 50000' }]),
    );
    const late = await prepare(reference, { decision: 'offered', feeNaira: 50000, deadline: lagosDay(-2) }).expect(409);
    expect(late.body.errors).toEqual([{ field: 'deadline', message: 'The deadline must be today or later' }]);
    await prepare(reference, { decision: 'waitlisted', note: 'x'.repeat(501) }).expect(400);
    await api()
      .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference }))
      .set('Cookie', admissions)
      .send({ status: 'declined' })
      .expect(200);
    const refused = await prepare(reference, { decision: 'waitlisted' }).expect(409);
    expect(refused.body.errors[0].field).toBe('decision');
    expect(refused.body.message).toMatch(/Not successful cannot be moved to Waiting list/);
    await api()
      .delete(apiUrl(ENDPOINTS.preparedDecisions.withdraw, { reference }))
      .set('Cookie', admissions)
      .expect(404);
  });

  it('shows the families nothing before the release time, then each decision once, with two instances racing', async () => {
    const ada = await familyWithApplication(app, { parentEmail: 'ada.family@example.com', firstname: 'Ada', dob: DOB });
    const bola = await familyWithApplication(app, {
      parentEmail: 'bola.family@example.com',
      firstname: 'Bola',
      dob: DOB,
    });
    // Ada's documents are not in: prepared as an offer made now would be, refused without the reason, kept with it.
    const adaOffer = { decision: 'offered', feeNaira: 80000, deadline: lagosDay(10), note: 'Top of class' };
    const missing = requiredDocumentKinds((await detail(ada.reference)).fields.classAppliedFor!);
    const refused = await prepare(ada.reference, adaOffer).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, code: DOCUMENTS_MISSING_CODE, details: { missing } });
    await prepare(ada.reference, withDocumentsToFollow(adaOffer))
      .expect(200)
      .expect((response) =>
        expect(response.body).toMatchObject({
          decision: 'offered',
          state: 'prepared',
          missingDocumentsReason: SAMPLE_MISSING_DOCUMENTS_REASON,
        }),
      );
    await prepare(bola.reference, { decision: 'waitlisted' }).expect(200);
    // Staff change their mind before the release: the last decision prepared is the one released.
    await prepare(bola.reference, { decision: 'declined', note: 'Class full' }).expect(200);

    const releaseAt = new Date(Date.now() + HOUR);
    const set = await release({ releaseAt: releaseAt.toISOString() }).expect(200);
    expect(set.body).toMatchObject({ count: 2, released: [], releaseAt: releaseAt.toISOString() });
    expect((await prepared()).map((row) => [row.reference, row.decision, row.releaseAt, row.status])).toEqual(
      expect.arrayContaining([
        [ada.reference, 'offered', releaseAt.toISOString(), 'received'],
        [bola.reference, 'declined', releaseAt.toISOString(), 'received'],
      ]),
    );

    // A minute before the time, with the jobs run: nothing anywhere the family looks, no message.
    let restore = advanceClock(app, HOUR - 60_000);
    const restoreOther = advanceClock(other, HOUR - 60_000);
    await runJobs(app);
    for (const family of [ada, bola]) {
      expect(await familySees(family)).toEqual({
        lookup: 'received',
        page: 'received',
        timeline: ['received'],
        offer: null,
      });
      expect(await messagesTo(family === ada ? 'ada.family@example.com' : 'bola.family@example.com')).toEqual([]);
    }
    restore();
    restoreOther();

    // Past the time: both instances run their jobs at once.
    restore = advanceClock(app, HOUR + 60_000);
    const restoreSecond = advanceClock(other, HOUR + 60_000);
    const service = (instance: NestExpressApplication) => instance.get(PreparedDecisionsService);
    await Promise.all([
      runJobs(app),
      runJobs(other),
      service(app).releaseDue(new Date(Date.now() + HOUR + 60_000)),
      service(other).releaseDue(new Date(Date.now() + HOUR + 60_000)),
    ]);
    restore();
    restoreSecond();

    expect(await familySees(ada)).toEqual({
      lookup: 'offered',
      page: 'offered',
      timeline: ['received', 'offered'],
      offer: expect.objectContaining({ feeNaira: 80000 }),
    });
    expect(await familySees(bola)).toMatchObject({ lookup: 'declined', timeline: ['received', 'declined'] });
    const adaHistory = (await detail(ada.reference)).history;
    expect(adaHistory.filter((change) => change.status === 'offered')).toEqual([
      expect.objectContaining({
        by: 'test-admissions@icast.test',
        note:
          `Top of class Offered with documents missing (${missing.map((kind) => choiceLabel(DOCUMENT_KINDS, kind)).join(', ')}). ` +
          `Reason: ${SAMPLE_MISSING_DOCUMENTS_REASON}`,
      }),
    ]);
    expect((await detail(bola.reference)).history.filter((change) => change.status === 'declined')).toHaveLength(1);
    await runJobs(app);
    expect((await messagesTo('ada.family@example.com')).map((message) => message.kind)).toEqual(['offerMade']);
    expect((await messagesTo('bola.family@example.com')).map((message) => message.kind)).toEqual([
      'applicationsUpdate',
    ]);
    expect(await databaseOf(app).collection('offers').countDocuments({ applicationReference: ada.reference })).toBe(1);
    expect((await prepared()).filter((row) => [ada.reference, bola.reference].includes(row.reference))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: ada.reference, state: 'released', status: 'offered' }),
        expect.objectContaining({ reference: bola.reference, state: 'released', status: 'declined' }),
      ]),
    );
    // Released: the scores it was made on stay as they were, and the decision can no longer be withdrawn.
    const scores = (
      await api()
        .get(apiUrl(ENDPOINTS.assessments.view, { reference: ada.reference }))
        .set('Cookie', admissions)
        .expect(200)
    ).body as AssessmentLookup;
    expect(scores.locked).toBe(true);
    await api()
      .delete(apiUrl(ENDPOINTS.preparedDecisions.withdraw, { reference: ada.reference }))
      .set('Cookie', admissions)
      .expect(404);
  });

  it('releases now, once however many ask at the same moment, and never a withdrawn decision', async () => {
    const chidi = await familyWithApplication(app, { parentEmail: 'chidi@example.com', firstname: 'Chidi', dob: DOB });
    const dayo = await familyWithApplication(app, { parentEmail: 'dayo@example.com', firstname: 'Dayo', dob: DOB });
    await prepare(chidi.reference, { decision: 'waitlisted' }).expect(200);
    await prepare(dayo.reference, { decision: 'declined' }).expect(200);
    await api()
      .delete(apiUrl(ENDPOINTS.preparedDecisions.withdraw, { reference: dayo.reference }))
      .set('Cookie', admissions)
      .expect(204);

    const answers = await Promise.all([
      release({ references: [chidi.reference], now: true }),
      release({ references: [chidi.reference], now: true }),
      // The other instance's "Release now" at the same moment.
      other
        .get(PreparedDecisionsService)
        .setRelease({ references: [chidi.reference], now: true })
        .then(
          (outcome) => ({ status: 200, body: outcome }),
          (error: { status?: number }) => ({ status: error.status ?? 500, body: {} }),
        ),
    ]);
    const released = answers.flatMap((answer) =>
      answer.status === 200 ? ((answer.body as { released: string[] }).released ?? []) : [],
    );
    expect(released).toEqual([chidi.reference]);
    // The others found it released already (409) or lost the claim (200 with nothing released).
    expect(answers.filter((answer) => ![200, 409].includes(answer.status))).toEqual([]);
    expect((await detail(chidi.reference)).history.map((change) => change.status)).toEqual(['received', 'waitlisted']);
    expect((await familySees(dayo)).lookup).toBe('received');
    await runJobs(app);
    expect(await messagesTo('chidi@example.com')).toHaveLength(1);
    expect(await messagesTo('dayo@example.com')).toEqual([]);
  });

  it('refuses at its release an offer prepared with every document in when one was then asked to be replaced', async () => {
    const femi = await familyWithApplication(app, { parentEmail: 'femi@example.com', firstname: 'Femi', dob: DOB });
    await sendEveryDocument(app, admissions, femi.reference);
    await prepare(femi.reference, { decision: 'offered', feeNaira: 60000, deadline: lagosDay(10) }).expect(200);
    await api()
      .patch(apiUrl(ENDPOINTS.documents.review, { reference: femi.reference, kind: 'birthCertificate' }))
      .set('Cookie', admissions)
      .send({ review: 'resend', note: 'The scan is cut off.' })
      .expect(200);
    const outcome = await release({ references: [femi.reference], now: true }).expect(200);
    expect(outcome.body).toMatchObject({
      released: [],
      refused: [{ reference: femi.reference, reason: expect.stringContaining('missing: Birth certificate.') }],
    });
    expect((await detail(femi.reference)).status).toBe('received');
  });

  it('refuses a release time that has passed or is over a year away, and a release with nothing prepared', async () => {
    const { reference } = await familyWithApplication(app, { parentEmail: 'eko@example.com', dob: DOB });
    await prepare(reference, { decision: 'waitlisted' }).expect(200);
    const past = await release({ releaseAt: new Date(Date.now() - 60_000).toISOString() }).expect(400);
    expect(past.body.errors).toEqual([
      { field: 'releaseAt', message: 'The release time has passed: choose a later time, or release now' },
    ]);
    await release({ releaseAt: new Date(Date.now() + 400 * DAY).toISOString() }).expect(400);
    await release({ releaseAt: 'tomorrow at nine' }).expect(400);
    await release({ releaseAt: 'x'.repeat(5000) }).expect(400);
    await release({ references: ['ICAST-2099-AAAA-AAAA-AAAA'], now: true }).expect(409);
  });
});
