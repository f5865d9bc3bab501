import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, type DuplicateFlag, ENDPOINTS } from '@icast/contracts';
import { sampleApplication } from '../testing/sample-application';
import { staffCookie } from '../testing/staff-session';
import { createTestApp, resetDatabase } from '../testing/test-app';
import { findDuplicates } from './find-duplicates';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('finding duplicates', () => {
  const application = (reference: string, submittedAt: string, fields: Record<string, string>) => ({
    reference,
    status: 'received' as const,
    submittedAt,
    fields: { firstname: 'Tobi', surname: 'Ade', dob: '2018-05-14', parentEmail: 'a@example.com', ...fields },
  });

  it('matches a child however the name is written, and a parent by e-mail or phone', () => {
    const found = findDuplicates([
      application('R1', '2026-01-01', { firstname: 'Tóbi ', surname: 'ADE', parentEmail: 'one@example.com' }),
      application('R2', '2026-01-02', { firstname: 'ade', surname: 'tobi', parentEmail: 'two@example.com' }),
      application('R3', '2026-01-03', { firstname: 'Kemi', parentEmail: 'ONE@example.com' }),
      application('R4', '2026-01-04', {
        firstname: 'Femi',
        parentEmail: 'four@example.com',
        parentPhone: '0803 123 4567',
      }),
      application('R5', '2026-01-05', {
        firstname: 'Bisi',
        parentEmail: 'five@example.com',
        parentPhone: '+2348031234567',
      }),
      application('R6', '2026-01-06', {
        firstname: 'Tobi',
        surname: 'Ade',
        dob: '2019-05-14',
        parentEmail: 'six@example.com',
      }),
    ]);
    expect(found.map((flag) => flag.id).sort()).toEqual(['sameChild.R1.R2', 'sameParent.R1.R3', 'sameParent.R4.R5']);
  });

  it('lists a pair that is the same child once, not again as the same parent', () => {
    const found = findDuplicates([application('R1', '2026-01-01', {}), application('R2', '2026-01-02', {})]);
    expect(found.map((flag) => flag.id)).toEqual(['sameChild.R1.R2']);
  });
});

describe('duplicates for staff', () => {
  let app: NestExpressApplication;
  let admissions: string[];
  const api = () => request(app.getHttpServer());
  const submit = async (answers: Record<string, string>) =>
    (await api().post(apiUrl(ENDPOINTS.applications.submit)).send(sampleApplication(answers)).expect(201)).body
      .reference as string;
  const list = async (state?: string) =>
    (
      await api()
        .get(apiUrl(ENDPOINTS.duplicates.list, {}, { state }))
        .set('Cookie', admissions)
        .expect(200)
    ).body as DuplicateFlag[];

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    admissions = await staffCookie(app, 'admissions');
  });

  afterAll(async () => {
    await app.close();
  });

  it('flags the same child applying twice; merging keeps one and brings over its missing documents', async () => {
    const first = await submit({
      firstname: 'Chidi',
      surname: 'Okafor',
      dob: '2017-02-03',
      parentEmail: 'okafor@example.com',
    });
    const second = await submit({
      firstname: 'CHIDI',
      surname: 'okafor',
      dob: '2017-02-03',
      parentEmail: 'mrs.okafor@example.com',
      parentPhone: '0809 000 1111',
    });
    await api()
      .put(apiUrl(ENDPOINTS.documents.staffUpload, { reference: second, kind: 'medicalReport' }))
      .set('Cookie', admissions)
      .attach('file', PDF, { filename: 'medical.pdf', contentType: 'application/pdf' })
      .expect(200);

    const [flag] = (await list()).filter((candidate) => candidate.reason === 'sameChild');
    expect(flag).toMatchObject({
      id: `sameChild.${first}.${second}`,
      state: 'open',
      applications: [
        { reference: first, child: 'Chidi Okafor', parentEmail: 'okafor@example.com' },
        { reference: second, child: 'CHIDI okafor', parentEmail: 'mrs.okafor@example.com' },
      ],
    });
    const mergeUrl = apiUrl(ENDPOINTS.duplicates.merge, { id: flag!.id });
    await api().post(mergeUrl).set('Cookie', admissions).send({ keep: 'ICAST-2099-NOPE-NOPE-NOPE' }).expect(400);
    const merged = await api().post(mergeUrl).set('Cookie', admissions).send({ keep: first }).expect(200);
    expect(merged.body).toMatchObject({ state: 'merged', kept: first, decidedBy: 'test-admissions@icast.test' });
    await api().post(mergeUrl).set('Cookie', admissions).send({ keep: first }).expect(409);

    const kept = await api()
      .get(apiUrl(ENDPOINTS.documents.staffList, { reference: first }))
      .set('Cookie', admissions)
      .expect(200);
    expect(kept.body.map((row: { kind: string }) => row.kind)).toEqual(['medicalReport']);
    expect((await list()).some((candidate) => candidate.id === flag!.id)).toBe(false);
    expect((await list('merged')).map((candidate) => candidate.id)).toContain(flag!.id);
  });

  it('flags a parent applying again (a sibling, say), which staff dismiss once, however many click', async () => {
    const older = await submit({ firstname: 'Ada', surname: 'Bello', parentEmail: 'bello@example.com' });
    const younger = await submit({
      firstname: 'Musa',
      surname: 'Bello',
      dob: '2020-01-09',
      parentEmail: 'Bello@Example.com',
    });
    const id = `sameParent.${older}.${younger}`;
    expect((await list()).map((flag) => flag.id)).toContain(id);
    const dismiss = () => api().post(apiUrl(ENDPOINTS.duplicates.dismiss, { id })).set('Cookie', admissions);
    const statuses = (await Promise.all([dismiss(), dismiss(), dismiss()])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
    expect((await list('dismissed')).find((flag) => flag.id === id)).toMatchObject({ state: 'dismissed' });
    await api()
      .post(apiUrl(ENDPOINTS.duplicates.dismiss, { id: 'sameChild.NOPE.NOPE' }))
      .set('Cookie', admissions)
      .expect(404);
  });

  it('is for admissions staff only', async () => {
    await api().get(apiUrl(ENDPOINTS.duplicates.list)).expect(401);
    await api()
      .get(apiUrl(ENDPOINTS.duplicates.list))
      .set('Cookie', await staffCookie(app, 'editor'))
      .expect(403);
    await api()
      .get(apiUrl(ENDPOINTS.duplicates.list, {}, { state: 'maybe' }))
      .set('Cookie', admissions)
      .expect(400);
  });
});
