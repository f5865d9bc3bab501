import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  ACCESS_WHAT_ASSESSMENT,
  apiUrl,
  type AssessmentLookup,
  type ClassRubric,
  ENDPOINTS,
  RUBRIC_AREAS_MAX,
} from '@icast/contracts';
import { familyWithApplication } from '../../testing/parent-session';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { AdmissionsModule } from '../admissions.module';

describe('assessments: rubrics per class and scores on an application', () => {
  let app: NestExpressApplication;
  let admissions: string[];
  let editor: string[];
  const api = () => request(app.getHttpServer());
  const rubrics = async () =>
    (await api().get(apiUrl(ENDPOINTS.assessments.rubrics)).set('Cookie', admissions).expect(200))
      .body as ClassRubric[];
  const saveRubric = (classAppliedFor: string, body: unknown, cookie = admissions) =>
    api()
      .put(apiUrl(ENDPOINTS.assessments.saveRubric, { classAppliedFor }))
      .set('Cookie', cookie)
      .send(body as object);
  const record = (reference: string, body: unknown) =>
    api()
      .put(apiUrl(ENDPOINTS.assessments.record, { reference }))
      .set('Cookie', admissions)
      .send(body as object);
  const lookup = async (reference: string) =>
    (await api().get(apiUrl(ENDPOINTS.assessments.view, { reference })).set('Cookie', admissions).expect(200))
      .body as AssessmentLookup;

  beforeAll(async () => {
    app = await createContextApp([AdmissionsModule]);
    await resetDatabase(app);
    admissions = await staffCookie(app, 'admissions');
    editor = await staffCookie(app, 'editor');
  });
  afterAll(() => app.close());

  it('gives every class a rubric on a fresh install: development areas for nursery, subjects later', async () => {
    const all = await rubrics();
    expect(all.map((rubric) => rubric.classAppliedFor)).toContain('ss3');
    const nursery = all.find((rubric) => rubric.classAppliedFor === 'nursery1')!;
    expect(nursery.areas.map((area) => area.name)).toContain('Motor skills');
    expect(nursery.updatedBy).toBeUndefined();
    const primary = all.find((rubric) => rubric.classAppliedFor === 'primary2')!;
    expect(primary.areas.map((area) => area.name)).toEqual(['English', 'Mathematics', 'Reasoning', 'Interview']);
  });

  it('saves a class rubric and refuses bad ones field by field, bounded in size', async () => {
    const saved = await saveRubric('jss1', {
      areas: [
        { name: ' English ', maxScore: 40 },
        { name: 'Mathematics', maxScore: '40' },
        { name: 'Interview', maxScore: 20 },
      ],
    }).expect(200);
    expect((saved.body as ClassRubric).areas).toEqual([
      { key: 'english', name: 'English', maxScore: 40 },
      { key: 'mathematics', name: 'Mathematics', maxScore: 40 },
      { key: 'interview', name: 'Interview', maxScore: 20 },
    ]);
    expect((await rubrics()).find((rubric) => rubric.classAppliedFor === 'jss1')?.updatedBy).toBe(
      'test-admissions@icast.test',
    );

    const bad = await saveRubric('jss1', {
      areas: [
        { name: '', maxScore: 10 },
        { name: 'Maths', maxScore: 0 },
        { name: 'maths', maxScore: 'ten' },
      ],
    }).expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'areas.0.name', message: 'Enter the name of the area' },
        { field: 'areas.1.maxScore', message: 'The maximum score must be at least 1' },
        { field: 'areas.2.maxScore', message: 'Enter the maximum score as a whole number' },
      ]),
    );
    const twice = await saveRubric('jss1', {
      areas: [
        { name: 'Maths', maxScore: 10 },
        { name: 'MATHS', maxScore: 10 },
      ],
    }).expect(400);
    expect(twice.body.errors).toEqual([{ field: 'areas.1.name', message: '"MATHS" is in the rubric twice' }]);
    await saveRubric('jss1', {
      areas: Array.from({ length: RUBRIC_AREAS_MAX + 1 }, (_, index) => ({ name: `Area ${index}`, maxScore: 5 })),
    }).expect(400);
    await saveRubric('jss1', { areas: [{ name: 'x'.repeat(61), maxScore: 5 }] }).expect(400);
    await saveRubric('year12', { areas: [{ name: 'English', maxScore: 5 }] }).expect(404);
    // Only the roles that see applications.
    await saveRubric('jss1', { areas: [{ name: 'English', maxScore: 5 }] }, editor).expect(403);
  });

  it('records scores within each area’s maximum, with comments and notes, and shows the total and percentage', async () => {
    const { reference } = await familyWithApplication(app, { classAppliedFor: 'primary2', firstname: 'Kemi' });
    const empty = await lookup(reference);
    expect(empty).toMatchObject({ classAppliedFor: 'primary2', assessment: null, locked: false });

    const refused = await record(reference, {
      scores: [
        { key: 'english', score: 31 },
        { key: 'mathematics', score: '' },
        { key: 'reasoning', score: -1 },
        { key: 'interview', score: 'twelve' },
      ],
    }).expect(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'scores.1.score', message: 'Enter a score' },
        { field: 'scores.2.score', message: 'The score cannot be below 0' },
        { field: 'scores.3.score', message: 'Enter the score as a whole number' },
      ]),
    );
    const overMax = await record(reference, {
      scores: [
        { key: 'english', score: 31 },
        { key: 'mathematics', score: 20 },
        { key: 'reasoning', score: 10 },
      ],
    }).expect(400);
    expect(overMax.body.errors).toEqual([
      { field: 'scores.0.score', message: 'The score for English can be at most 30' },
      { field: 'scores.3.score', message: 'Enter a score for Interview' },
    ]);
    await record(reference, { scores: [{ key: 'english', score: 1 }], notes: 'n'.repeat(2001) }).expect(400);

    const saved = (
      await record(reference, {
        scores: [
          { key: 'english', score: '24', comment: 'Reads fluently' },
          { key: 'mathematics', score: 27 },
          { key: 'reasoning', score: 15 },
          { key: 'interview', score: 16, comment: '  ' },
        ],
        notes: 'Confident; recommend an offer',
      }).expect(200)
    ).body as AssessmentLookup;
    expect(saved.assessment).toMatchObject({
      total: 82,
      maxTotal: 100,
      percentage: 82,
      notes: 'Confident; recommend an offer',
      recordedBy: 'test-admissions@icast.test',
    });
    expect(saved.assessment?.scores[0]).toEqual({
      key: 'english',
      name: 'English',
      maxScore: 30,
      score: 24,
      comment: 'Reads fluently',
    });
    expect(saved.assessment?.scores[3]?.comment).toBeUndefined();

    // Every read of the scores is in the staff access log, as a read of the full application is.
    await lookup(reference);
    const logged = await databaseOf(app)
      .collection('staff_access_log')
      .countDocuments({ applicationReference: reference, what: ACCESS_WHAT_ASSESSMENT });
    expect(logged).toBeGreaterThanOrEqual(3);
    await api().get(apiUrl(ENDPOINTS.assessments.view, { reference })).set('Cookie', editor).expect(403);
  });

  it('keeps the scores as they were once a decision reached the family', async () => {
    const { reference } = await familyWithApplication(app, { classAppliedFor: 'primary2', firstname: 'Tobi' });
    const scores = [
      { key: 'english', score: 10 },
      { key: 'mathematics', score: 10 },
      { key: 'reasoning', score: 10 },
      { key: 'interview', score: 10 },
    ];
    await record(reference, { scores }).expect(200);
    await api()
      .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference }))
      .set('Cookie', admissions)
      .send({ status: 'declined' })
      .expect(200);
    expect((await lookup(reference)).locked).toBe(true);
    const refused = await record(reference, { scores }).expect(409);
    expect(refused.body.message).toMatch(/can no longer change/);
  });

  it('lets the applications list show the assessed applications, or those not assessed yet', async () => {
    const scored = await familyWithApplication(app, { classAppliedFor: 'creche', firstname: 'Ife' });
    const waiting = await familyWithApplication(app, { classAppliedFor: 'creche', firstname: 'Uche' });
    const rubric = (await lookup(scored.reference)).rubric;
    await record(scored.reference, { scores: rubric.map((area) => ({ key: area.key, score: 5 })) }).expect(200);
    const listed = async (assessed: string) =>
      (
        (
          await api()
            .get(apiUrl(ENDPOINTS.applications.list, {}, { assessed, pageSize: '100' }))
            .set('Cookie', admissions)
            .expect(200)
        ).body.data as Array<{ reference: string }>
      ).map((row) => row.reference);
    expect(await listed('yes')).toContain(scored.reference);
    expect(await listed('yes')).not.toContain(waiting.reference);
    expect(await listed('no')).toContain(waiting.reference);
    expect(await listed('no')).not.toContain(scored.reference);
    await api()
      .get(apiUrl(ENDPOINTS.applications.list, {}, { assessed: 'maybe' }))
      .set('Cookie', admissions)
      .expect(400);
  });
});
