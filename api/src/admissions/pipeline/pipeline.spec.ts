import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { FAKE_SMS_KEY, FakeSmsProvider } from '@icast/fakes';
import { SITE } from '@icast/content';
import {
  apiUrl,
  BULK_STATUS_MAX,
  type DuplicateGroup,
  ENDPOINTS,
  type PagedList,
  type PipelineView,
} from '@icast/contracts';
import { eventually, runJobs } from '../../testing/mail';
import { sampleApplication } from '../../testing/sample-application';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { AdmissionsModule } from '../admissions.module';
import { MessagingModule } from '../../messaging';

const ADEYEMI_PHONE = '2348031112222';
const EZE_PHONE = '2348053334444';
const OKAFOR_PHONE = '2348075556666';

describe('the admissions pipeline', () => {
  let app: NestExpressApplication;
  let admissions: string[];
  const sms = new FakeSmsProvider();
  const textsTo = (phone: string) => sms.sent.filter((text) => text.to === phone).map((text) => text.text);
  /** Delivers what the outbox holds, then waits for the provider to have `count` texts to `phone`. */
  const deliveredTo = async (phone: string, count: number) => {
    await runJobs(app);
    await eventually(() => textsTo(phone).length >= count);
    await runJobs(app);
    return textsTo(phone);
  };
  const api = () => request(app.getHttpServer());
  const outbox = () => databaseOf(app).collection('outbox_messages');
  const submit = async (answers: Record<string, string>) =>
    (await api().post(apiUrl(ENDPOINTS.applications.submit)).send(sampleApplication(answers)).expect(201)).body
      .reference as string;
  const pipeline = async (query: Record<string, string> = {}) =>
    (
      await api()
        .get(apiUrl(ENDPOINTS.pipeline.view, {}, query))
        .set('Cookie', admissions)
        .expect(200)
    ).body as PipelineView;
  const changeMany = (body: Record<string, unknown>) =>
    api().post(apiUrl(ENDPOINTS.pipeline.changeStatus)).set('Cookie', admissions).send(body);

  let adeola: string;
  let bimpe: string;
  let chuka: string;

  beforeAll(async () => {
    // Admissions with messaging, which listens to its events and writes to the family.
    app = await createContextApp([AdmissionsModule, MessagingModule], {
      SMS_PROVIDER_URL: `${await sms.start()}/api/sms/send`,
      SMS_API_KEY: FAKE_SMS_KEY,
      SMS_SENDER_ID: 'ICAST',
    });
    await resetDatabase(app);
    admissions = await staffCookie(app, 'admissions');
    const family = { parentEmail: 'adeyemi.family@example.com', parentPhone: '0803 111 2222', surname: 'Adeyemi' };
    adeola = await submit({ ...family, firstname: 'Adeola', classAppliedFor: 'jss1', campus: 'elewura' });
    bimpe = await submit({ ...family, firstname: 'Bimpe', classAppliedFor: 'primary2', campus: 'elebu' });
    chuka = await submit({
      parentEmail: 'eze@example.com',
      parentPhone: '0805 333 4444',
      firstname: 'Chuka',
      surname: 'Eze',
      classAppliedFor: 'primary2',
      campus: 'elewura',
    });
  });
  afterAll(async () => {
    await app.close();
    await sms.stop();
  });

  it('counts applications per class, from creche to SS3, and per status, with filters', async () => {
    const view = await pipeline();
    expect(view.total).toBe(3);
    expect(view.rows).toEqual([
      { classAppliedFor: 'primary2', counts: { received: 2 }, total: 2 },
      { classAppliedFor: 'jss1', counts: { received: 1 }, total: 1 },
    ]);
    const elewura = await pipeline({ campus: 'elewura' });
    expect(elewura.rows.map((row) => [row.classAppliedFor, row.total])).toEqual([
      ['primary2', 1],
      ['jss1', 1],
    ]);
    await api()
      .get(apiUrl(ENDPOINTS.pipeline.view, {}, { campus: 'lagos' }))
      .set('Cookie', admissions)
      .expect(400);
    // The applications in one cell, as the page opens them.
    const cell = await api()
      .get(apiUrl(ENDPOINTS.applications.list, {}, { status: 'received', classAppliedFor: 'primary2' }))
      .set('Cookie', admissions)
      .expect(200);
    expect((cell.body.data as Array<{ reference: string }>).map((row) => row.reference).sort()).toEqual(
      [bimpe, chuka].sort(),
    );
  });

  it('moves many applications at once and tells each family once, with the office’s message', async () => {
    const outcome = await changeMany({
      references: [adeola, bimpe, chuka, bimpe.toLowerCase(), 'ICAST-2099-NOPE-NOPE-NOPE'],
      status: 'under_review',
      note: 'Batch review, week 2',
      familyMessage: 'Entrance assessments start on Saturday. Please book a time on your page.',
    }).expect(200);
    expect(outcome.body.changed.sort()).toEqual([adeola, bimpe, chuka].sort());
    expect(outcome.body.refused).toEqual([
      { reference: 'ICAST-2099-NOPE-NOPE-NOPE', reason: 'No application has this reference' },
    ]);
    expect(outcome.body.familiesTold).toBe(2);

    const toAdeyemi = await outbox().find({ to: 'adeyemi.family@example.com', kind: 'applicationsUpdate' }).toArray();
    expect(toAdeyemi).toHaveLength(1);
    expect(toAdeyemi[0]!.text).toContain(`Adeola Adeyemi (${adeola}): Under review`);
    expect(toAdeyemi[0]!.text).toContain(`Bimpe Adeyemi (${bimpe}): Under review`);
    expect(toAdeyemi[0]!.text).toContain('Entrance assessments start on Saturday.');
    expect(toAdeyemi[0]!.text).toMatch(/my-applications#token=/);
    expect(await outbox().countDocuments({ to: 'eze@example.com', kind: 'applicationsUpdate' })).toBe(1);
    // Not a second e-mail or SMS per child on top of the one per family.
    expect(await outbox().countDocuments({ kind: 'applicationStatus' })).toBe(0);
    // One SMS per family too, naming how many changed and where to look.
    const adeyemiTexts = (await deliveredTo(ADEYEMI_PHONE, 3)).filter((text) => !text.includes('we received'));
    expect(adeyemiTexts).toEqual([
      `${SITE.fullName}: 2 of your applications (Adeola, Bimpe) are now "Under review". ` +
        `Details in our e-mail, on your application page or ${SITE.phones[0]}.`,
    ]);
    expect((await deliveredTo(EZE_PHONE, 2)).filter((text) => !text.includes('we received'))).toEqual([
      expect.stringContaining(`application ${chuka} is now "Under review"`),
    ]);

    const detail = await api()
      .get(apiUrl(ENDPOINTS.applications.detail, { reference: bimpe }))
      .set('Cookie', admissions)
      .expect(200);
    expect(detail.body.history.at(-1)).toMatchObject({
      status: 'under_review',
      note: 'Batch review, week 2',
      by: 'test-admissions@icast.test',
    });
    expect((await pipeline()).totals).toEqual({ under_review: 3 });
  });

  it('texts no family whose changes were all refused, nor one with no phone on record', async () => {
    const okafor = { parentEmail: 'okafor@example.com', parentPhone: '0807 555 6666', surname: 'Okafor' };
    const okaforChildren = [
      await submit({ ...okafor, firstname: 'Ebuka', classAppliedFor: 'jss1' }),
      await submit({ ...okafor, firstname: 'Nneka', classAppliedFor: 'primary2' }),
    ];
    for (const reference of okaforChildren) {
      await api()
        .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference }))
        .set('Cookie', admissions)
        .send({ status: 'declined' })
        .expect(200);
    }
    // Two "received" and two "Not successful" texts, one per application, from the one-at-a-time change.
    const okaforBefore = await deliveredTo(OKAFOR_PHONE, 4);
    expect(okaforBefore).toHaveLength(4);
    // An application from before the form asked for a phone.
    await databaseOf(app)
      .collection('applications')
      .updateOne({ reference: chuka }, { $unset: { 'fields.parentPhone': '' } });
    const ezeBefore = textsTo(EZE_PHONE).length;

    const outcome = await changeMany({
      references: [adeola, bimpe, chuka, ...okaforChildren],
      status: 'waitlisted',
    }).expect(200);
    expect(outcome.body.changed.sort()).toEqual([adeola, bimpe, chuka].sort());
    expect(outcome.body.refused.map((refusal: { reference: string }) => refusal.reference).sort()).toEqual(
      [...okaforChildren].sort(),
    );
    expect(outcome.body.familiesTold).toBe(2);

    const waitlisted = (await deliveredTo(ADEYEMI_PHONE, 4)).filter((text) => text.includes('Waiting list'));
    expect(waitlisted).toEqual([
      expect.stringContaining('2 of your applications (Adeola, Bimpe) are now "Waiting list"'),
    ]);
    expect(await outbox().countDocuments({ kind: 'applicationsUpdate', to: 'eze@example.com' })).toBe(2);
    const smsFor = (phone: string) =>
      outbox().countDocuments({ kind: 'applicationsUpdate', channel: 'sms', to: `+${phone}` });
    expect(await smsFor(EZE_PHONE)).toBe(1); // the first change's, before the phone was gone
    expect(await smsFor(OKAFOR_PHONE)).toBe(0);
    expect(await outbox().countDocuments({ kind: 'applicationsUpdate', to: 'okafor@example.com' })).toBe(0);
    await runJobs(app);
    expect(textsTo(OKAFOR_PHONE)).toEqual(okaforBefore);
    expect(textsTo(EZE_PHONE)).toHaveLength(ezeBefore);
  });

  it('refuses an empty, oversized or unsigned change, and other roles', async () => {
    expect((await changeMany({ references: [], status: 'under_review' }).expect(400)).body.message).toMatch(
      /Choose at least one application/,
    );
    const tooMany = Array.from({ length: BULK_STATUS_MAX + 1 }, (_, index) => `ICAST-2026-${index}`);
    await changeMany({ references: tooMany, status: 'under_review' }).expect(400);
    await changeMany({ references: [adeola], status: 'graduated' }).expect(400);
    await api()
      .post(apiUrl(ENDPOINTS.pipeline.changeStatus))
      .send({ references: [adeola] })
      .expect(401);
    await api()
      .get(apiUrl(ENDPOINTS.pipeline.view))
      .set('Cookie', await staffCookie(app, 'editor'))
      .expect(403);
  });

  it('leaves out an application merged into its duplicate', async () => {
    const before = (await pipeline()).total;
    const again = await submit({
      parentEmail: 'eze@example.com',
      firstname: 'Chuka',
      surname: 'Eze',
      classAppliedFor: 'primary2',
    });
    expect((await pipeline()).total).toBe(before + 1);
    const groups = (await api().get(apiUrl(ENDPOINTS.duplicates.list)).set('Cookie', admissions).expect(200))
      .body as PagedList<DuplicateGroup>;
    const group = groups.data.find((candidate) => candidate.applications.some((side) => side.reference === again));
    await api()
      .post(apiUrl(ENDPOINTS.duplicates.merge, { id: group!.id }))
      .set('Cookie', admissions)
      .send({ keep: chuka, merge: again })
      .expect(200);
    expect((await pipeline()).total).toBe(before);
  });
});
