import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, BULK_STATUS_MAX, type DuplicateFlag, ENDPOINTS, type PipelineView } from '@icast/contracts';
import { sampleApplication } from '../testing/sample-application';
import { staffCookie } from '../testing/staff-session';
import { createTestApp, databaseOf, resetDatabase } from '../testing/test-app';

describe('the admissions pipeline', () => {
  let app: NestExpressApplication;
  let admissions: string[];
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
    app = await createTestApp();
    await resetDatabase(app);
    admissions = await staffCookie(app, 'admissions');
    const family = { parentEmail: 'adeyemi.family@example.com', surname: 'Adeyemi' };
    adeola = await submit({ ...family, firstname: 'Adeola', classAppliedFor: 'jss1', campus: 'elewura' });
    bimpe = await submit({ ...family, firstname: 'Bimpe', classAppliedFor: 'primary2', campus: 'elebu' });
    chuka = await submit({
      parentEmail: 'eze@example.com',
      firstname: 'Chuka',
      surname: 'Eze',
      classAppliedFor: 'primary2',
      campus: 'elewura',
    });
  });
  afterAll(() => app.close());

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
    // Not a second e-mail per child on top of the one per family.
    expect(await outbox().countDocuments({ kind: 'applicationStatus' })).toBe(0);

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
    const again = await submit({
      parentEmail: 'eze@example.com',
      firstname: 'Chuka',
      surname: 'Eze',
      classAppliedFor: 'primary2',
    });
    expect((await pipeline()).total).toBe(4);
    const flags = (await api().get(apiUrl(ENDPOINTS.duplicates.list)).set('Cookie', admissions).expect(200))
      .body as DuplicateFlag[];
    const flag = flags.find((candidate) => candidate.applications.some((side) => side.reference === again));
    await api()
      .post(apiUrl(ENDPOINTS.duplicates.merge, { id: flag!.id }))
      .set('Cookie', admissions)
      .send({ keep: chuka })
      .expect(200);
    expect((await pipeline()).total).toBe(3);
  });
});
