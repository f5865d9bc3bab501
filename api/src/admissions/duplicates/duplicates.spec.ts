import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  apiUrl,
  DUPLICATE_GROUP_SHOWN,
  DUPLICATE_PAGE_SIZE,
  type DuplicateGroup,
  type DuplicateMerge,
  ENDPOINTS,
  MERGED_FOR_FAMILY,
  type PagedList,
  type ParentApplicationView,
} from '@icast/contracts';
import { ApplicationService } from '../applications/application.service';
import { familyWithApplication } from '../../testing/parent-session';
import { sampleApplication } from '../../testing/sample-application';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { DuplicateGrouper } from './find-duplicates';
import { applicantOf } from '../applications/applicant';
import { DuplicatesModule } from './duplicates.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { OffersModule } from '../offers/offers.module';
import { DocumentsModule } from '../documents/documents.module';
import { BookingsModule } from '../bookings/bookings.module';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const DAY = 24 * 60 * 60 * 1000;

describe('grouping duplicates', () => {
  const application = (reference: string, submittedAt: string, fields: Record<string, string>) => ({
    reference,
    status: 'received' as const,
    submittedAt,
    applicant: applicantOf({
      reference,
      submittedAt: new Date(submittedAt),
      fields: {
        firstname: 'Tobi',
        surname: 'Ade',
        dob: '2018-05-14',
        parentEmail: `${reference.toLowerCase()}@example.com`,
        parentPhone: `+23480300000${reference.slice(1).padStart(2, '0')}`,
        ...fields,
      },
    }),
  });
  const grouped = (applications: ReturnType<typeof application>[]) => {
    const grouper = new DuplicateGrouper();
    applications.forEach((entry) => grouper.add(entry));
    return grouper
      .groups()
      .map((group) => [group.reason, group.shared, group.applications.map((side) => side.reference).join(' ')]);
  };

  it('groups a child however the name is written, and a parent by e-mail or phone', () => {
    expect(
      grouped([
        application('R1', '2026-01-01', { firstname: 'Tóbi ', surname: 'ADE', parentEmail: 'one@example.com' }),
        application('R2', '2026-01-02', { firstname: 'ade', surname: 'tobi' }),
        application('R3', '2026-01-03', { firstname: 'Kemi', parentEmail: 'ONE@example.com' }),
        application('R4', '2026-01-04', { firstname: 'Femi', parentPhone: '0803 123 4567' }),
        application('R5', '2026-01-05', { firstname: 'Bisi', parentPhone: '+2348031234567' }),
        application('R6', '2026-01-06', { dob: '2019-05-14' }),
      ]).sort(),
    ).toEqual([
      ['sameChild', 'Child Tóbi  ADE, born 2018-05-14', 'R1 R2'],
      ['sameParent', 'E-mail one@example.com', 'R1 R3'],
      ['sameParent', 'Phone +2348031234567', 'R4 R5'],
    ]);
  });

  it("lists a child sent twice by one family once, not again under the parent's e-mail and phone", () => {
    const family = { parentEmail: 'family@example.com', parentPhone: '+2348039999999' };
    expect(grouped([application('R1', '2026-01-01', family), application('R2', '2026-01-02', family)])).toEqual([
      ['sameChild', 'Child Tobi Ade, born 2018-05-14', 'R1 R2'],
    ]);
    // A brother joins: the e-mail lists the family, its phone (all on that e-mail) is not listed again.
    expect(
      grouped([
        application('R1', '2026-01-01', family),
        application('R2', '2026-01-02', family),
        application('R3', '2026-01-03', { ...family, firstname: 'Musa' }),
      ]).sort(),
    ).toEqual([
      ['sameChild', 'Child Tobi Ade, born 2018-05-14', 'R1 R2'],
      ['sameParent', 'E-mail family@example.com', 'R1 R2 R3'],
    ]);
  });

  it('keeps a group of 2,000 sharing a phone to its size, its newest submission and its first few', () => {
    const grouper = new DuplicateGrouper();
    for (let index = 0; index < 2000; index++) {
      grouper.add(
        application(`R${index}`, new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(), {
          firstname: `Child${index}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!),
          parentPhone: '+2348031234567',
        }),
      );
    }
    const groups = grouper.groups();
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      size: 2000,
      newestSubmittedAt: new Date(Date.UTC(2026, 0, 1) + 1999 * 60_000).toISOString(),
    });
    expect(groups[0]!.applications.map((side) => side.reference)).toEqual(
      Array.from({ length: DUPLICATE_GROUP_SHOWN }, (_, index) => `R${index}`),
    );
  });
});

describe('duplicates for staff', () => {
  let app: NestExpressApplication;
  let admissions: string[];
  let submissions = 0;
  const api = () => request(app.getHttpServer());
  const db = () => databaseOf(app);
  const submit = async (answers: Record<string, string>) =>
    (
      await api()
        .post(apiUrl(ENDPOINTS.applications.submit))
        .set('X-Forwarded-For', `10.41.${Math.floor(++submissions / 250)}.${submissions % 250}`)
        .send(sampleApplication(answers))
        .expect(201)
    ).body.reference as string;
  const list = async (query: Record<string, string | number> = {}) =>
    (
      await api()
        .get(apiUrl(ENDPOINTS.duplicates.list, {}, query))
        .set('Cookie', admissions)
        .expect(200)
    ).body as PagedList<DuplicateGroup>;
  const groupWith = async (reference: string, reason = 'sameChild') => {
    const groups = (await list({ pageSize: 50 })).data;
    const group = groups.find(
      (candidate) => candidate.reason === reason && candidate.applications.some((side) => side.reference === reference),
    );
    if (!group) throw new Error(`no ${reason} group with ${reference}`);
    return group;
  };
  const merge = (id: string, body: Record<string, unknown>) =>
    api().post(apiUrl(ENDPOINTS.duplicates.merge, { id })).set('Cookie', admissions).send(body);
  const undo = (reference: string) =>
    api().post(apiUrl(ENDPOINTS.duplicates.undoMerge, { reference })).set('Cookie', admissions);
  const staffList = async () =>
    (
      await api()
        .get(apiUrl(ENDPOINTS.applications.list, {}, { pageSize: 100 }))
        .set('Cookie', admissions)
        .expect(200)
    ).body.data.map((row: { reference: string }) => row.reference) as string[];
  const parentUpload = (reference: string, cookie: string, kind = 'birthCertificate') =>
    api()
      .put(apiUrl(ENDPOINTS.documents.parentUpload, { reference, kind }))
      .set('Cookie', cookie)
      .attach('file', PDF, { filename: `${kind}.pdf`, contentType: 'application/pdf' });
  const stored = (reference: string) => db().collection('applications').findOne({ reference });
  let interviewSlot: string | undefined;
  /** Staff book an interview for the application, in a slot published once for the file; answers the response. */
  const bookInterview = async (reference: string): Promise<request.Response> => {
    interviewSlot ??= (
      await api()
        .post(apiUrl(ENDPOINTS.bookings.createSlot))
        .set('Cookie', admissions)
        .send({
          kind: 'interview',
          campus: 'elebu',
          startsAt: new Date(Date.now() + 5 * DAY).toISOString(),
          durationMinutes: 30,
          capacity: 10,
        })
        .expect(201)
    ).body._id as string;
    return api()
      .post(apiUrl(ENDPOINTS.bookings.bookForApplication, { reference }))
      .set('Cookie', admissions)
      .send({ slotId: interviewSlot });
  };

  beforeAll(async () => {
    app = await createContextApp([DuplicatesModule, PipelineModule, OffersModule, DocumentsModule, BookingsModule]);
    await resetDatabase(app);
    admissions = await staffCookie(app, 'admissions');
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers hundreds of applications sharing one phone as one small group, and pages the groups', async () => {
    await db().collection('applications').deleteMany({});
    const start = Date.UTC(2026, 0, 1);
    const letters = (index: number) => String(index).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
    const row = (index: number, fields: Record<string, string>) => ({
      reference: `ICAST-2026-PHON-${String(index).padStart(4, '0').replace(/0/g, 'Z').replace(/1/g, 'Y')}-AAAA`,
      fields: sampleApplication({
        firstname: `Child${letters(index)}`,
        parentEmail: `f${index}@example.com`,
        ...fields,
      }),
      status: 'received',
      history: [],
      submittedAt: new Date(start + index * 60_000),
      updatedAt: new Date(start + index * 60_000),
    });
    // A cyber cafe's phone on 400 applications, and 45 brothers-and-sisters pairs sharing an e-mail.
    await db()
      .collection('applications')
      .insertMany([
        ...Array.from({ length: 400 }, (_, index) => row(index, { parentPhone: '+2348031110000' })),
        ...Array.from({ length: 90 }, (_, index) =>
          row(1000 + index, {
            parentEmail: `pair${Math.floor(index / 2)}@example.com`,
            parentPhone: `+23480322${String(index).padStart(5, '0')}`,
          }),
        ),
      ]);

    const response = await api().get(apiUrl(ENDPOINTS.duplicates.list)).set('Cookie', admissions).expect(200);
    const first = response.body as PagedList<DuplicateGroup>;
    expect(response.text.length).toBeLessThan(60_000);
    expect(first).toMatchObject({ page: 1, pageSize: DUPLICATE_PAGE_SIZE, total: 46 });
    expect(first.data).toHaveLength(DUPLICATE_PAGE_SIZE);
    const cafe = (await list({ page: 3 })).data.find((group) => group.shared === 'Phone +2348031110000');
    expect(cafe).toMatchObject({ reason: 'sameParent', size: 400, state: 'open' });
    expect(cafe!.applications).toHaveLength(DUPLICATE_GROUP_SHOWN);
    expect((await list({ page: 3 })).data).toHaveLength(6);
    await api()
      .get(apiUrl(ENDPOINTS.duplicates.list, {}, { pageSize: 0 }))
      .set('Cookie', admissions)
      .expect(400);
    await db().collection('applications').deleteMany({});
  });

  it('is dismissed once however many click, and opens again when another application shares it', async () => {
    const older = await submit({ firstname: 'Ada', surname: 'Bello', parentEmail: 'bello@example.com' });
    const younger = await submit({
      firstname: 'Musa',
      surname: 'Bello',
      dob: '2020-01-09',
      parentEmail: 'Bello@Example.com',
    });
    const group = await groupWith(younger, 'sameParent');
    expect(group.applications.map((side) => side.reference)).toEqual([older, younger]);
    const dismiss = () =>
      api()
        .post(apiUrl(ENDPOINTS.duplicates.dismiss, { id: group.id }))
        .set('Cookie', admissions)
        .send({ upTo: group.newestSubmittedAt });
    const statuses = (await Promise.all([dismiss(), dismiss(), dismiss()])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
    expect((await list({ state: 'dismissed' })).data.find((candidate) => candidate.id === group.id)).toMatchObject({
      state: 'dismissed',
      dismissedBy: 'test-admissions@icast.test',
    });
    expect((await list()).data.some((candidate) => candidate.id === group.id)).toBe(false);

    const third = await submit({
      firstname: 'Sade',
      surname: 'Bello',
      dob: '2021-03-09',
      parentEmail: 'bello@example.com',
    });
    const reopened = (await list()).data.find((candidate) => candidate.id === group.id);
    expect(reopened?.applications.map((side) => side.reference)).toEqual([older, younger, third]);
    for (const [id, body, status] of [
      ['email.NOPE', { upTo: group.newestSubmittedAt }, 404],
      [group.id, { upTo: 'yesterday' }, 400],
      [group.id, {}, 400],
    ] as const) {
      await api()
        .post(apiUrl(ENDPOINTS.duplicates.dismiss, { id }))
        .set('Cookie', admissions)
        .send(body)
        .expect(status);
    }
  });

  it("merging another family's application keeps its documents home; the merged one leaves every list, and Undo restores both", async () => {
    const child = { firstname: 'Chidi', surname: 'Okafor', dob: '2017-02-03' };
    const victim = await familyWithApplication(app, {
      ...child,
      parentEmail: 'okafor@example.com',
      parentPhone: '0803 555 0101',
    });
    await parentUpload(victim.reference, victim.cookie).expect(200);
    // Someone else sends the same child's name and date of birth with their own contacts.
    const other = await familyWithApplication(app, {
      ...child,
      parentEmail: 'stranger@example.com',
      parentPhone: '0809 555 0202',
    });
    const before = await stored(victim.reference);
    const service = app.get(ApplicationService);
    const [total, received] = [await service.count(), await service.count('received')];

    const group = await groupWith(victim.reference);
    expect(group.applications.map((side) => side.reference)).toEqual([victim.reference, other.reference]);
    // The office keeps the wrong one: the victim's application is merged into the stranger's.
    const merged = (await merge(group.id, { keep: other.reference, merge: victim.reference }).expect(200))
      .body as DuplicateMerge;
    expect(merged).toMatchObject({
      merged: { reference: victim.reference, status: 'merged' },
      kept: { reference: other.reference },
      documentsMoved: [],
      by: 'test-admissions@icast.test',
    });

    // Nothing of the victim's reaches the stranger's link.
    await api()
      .get(apiUrl(ENDPOINTS.documents.parentFile, { reference: other.reference, kind: 'birthCertificate' }))
      .set('Cookie', other.cookie)
      .expect(404);
    await api()
      .get(apiUrl(ENDPOINTS.documents.parentFile, { reference: victim.reference, kind: 'birthCertificate' }))
      .set('Cookie', other.cookie)
      .expect(404);

    // Out of every list and count.
    expect(await staffList()).not.toContain(victim.reference);
    const csv = await api().get(apiUrl(ENDPOINTS.applications.csv)).set('Cookie', admissions).expect(200);
    expect(csv.text).toContain(other.reference);
    expect(csv.text).not.toContain(victim.reference);
    expect([await service.count(), await service.count('received')]).toEqual([total - 1, received - 1]);
    const pipeline = await api().get(apiUrl(ENDPOINTS.pipeline.view)).set('Cookie', admissions).expect(200);
    expect(pipeline.body.total).toBe(total - 1);
    expect((await list()).data.some((candidate) => candidate.id === group.id)).toBe(false);
    const inForce = (await api().get(apiUrl(ENDPOINTS.duplicates.merges)).set('Cookie', admissions).expect(200))
      .body as PagedList<DuplicateMerge>;
    expect(inForce.data.map((row) => row.merged.reference)).toEqual([victim.reference]);

    // Nothing more can be done with it, and its family is asked for nothing.
    const offer = await api()
      .post(apiUrl(ENDPOINTS.offers.make, { reference: victim.reference }))
      .set('Cookie', admissions)
      .send({ feeNaira: 75000, deadline: new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10) })
      .expect(409);
    expect(offer.body.message).toContain('Merged into another application');
    const moved = await api()
      .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference: victim.reference }))
      .set('Cookie', admissions)
      .send({ status: 'under_review' })
      .expect(409);
    expect(moved.body.message).toContain(`merged into ${other.reference}`);
    await api()
      .patch(apiUrl(ENDPOINTS.documents.review, { reference: victim.reference, kind: 'birthCertificate' }))
      .set('Cookie', admissions)
      .send({ review: 'resend', note: 'Blurred' })
      .expect(409);
    expect(await db().collection('outbox_messages').countDocuments({ kind: 'documentReview' })).toBe(0);
    const booking = await bookInterview(victim.reference);
    expect([booking.status, booking.body.message]).toEqual([
      409,
      expect.stringContaining(`book for ${other.reference}`),
    ]);

    // The victim's page says it was joined with another, and shows nothing of the other family's.
    const page = await api().get(apiUrl(ENDPOINTS.parentAccess.applications)).set('Cookie', victim.cookie).expect(200);
    expect(page.body).toEqual([
      expect.objectContaining({ reference: victim.reference, status: 'merged', timeline: [], stillMissing: [] }),
    ]);
    expect(JSON.stringify(page.body)).not.toMatch(new RegExp(`${other.reference}|stranger`));
    const gone = await api()
      .get(apiUrl(ENDPOINTS.documents.parentList, { reference: victim.reference }))
      .set('Cookie', victim.cookie)
      .expect(410);
    expect(gone.body.message).toBe(MERGED_FOR_FAMILY);
    const lookup = await api()
      .post(apiUrl(ENDPOINTS.applications.status))
      .send({ reference: victim.reference, dob: child.dob })
      .expect(200);
    expect(lookup.body.status).toBe('merged');

    // Undo: both exactly as they were, in every list again.
    const undone = (await undo(victim.reference).expect(200)).body as DuplicateMerge;
    expect(undone.merged).toMatchObject({ reference: victim.reference, status: 'received' });
    const after = await stored(victim.reference);
    expect({ ...after, _id: undefined }).toEqual({ ...before, _id: undefined });
    expect(await staffList()).toContain(victim.reference);
    expect([await service.count(), await service.count('received')]).toEqual([total, received]);
    await api()
      .get(apiUrl(ENDPOINTS.documents.parentFile, { reference: victim.reference, kind: 'birthCertificate' }))
      .set('Cookie', victim.cookie)
      .expect(200);
    expect((await list()).data.some((candidate) => candidate.id === group.id)).toBe(true);
    await undo(victim.reference).expect(404);
  });

  it('moves the documents across families only when staff choose it, and Undo takes them back', async () => {
    const child = { firstname: 'Ngozi', surname: 'Eze', dob: '2016-08-21' };
    const first = await familyWithApplication(app, { ...child, parentEmail: 'eze.mum@example.com' });
    const second = await familyWithApplication(app, { ...child, parentEmail: 'eze.dad@example.com' });
    await parentUpload(second.reference, second.cookie, 'medicalReport').expect(200);
    await parentUpload(first.reference, first.cookie, 'birthCertificate').expect(200);
    await parentUpload(second.reference, second.cookie, 'birthCertificate').expect(200);
    const group = await groupWith(first.reference);
    const done = (
      await merge(group.id, { keep: first.reference, merge: second.reference, moveDocuments: true }).expect(200)
    ).body as DuplicateMerge;
    expect(done.documentsMoved).toEqual(['medicalReport']);
    const kinds = async (reference: string) =>
      (
        await api().get(apiUrl(ENDPOINTS.documents.staffList, { reference })).set('Cookie', admissions).expect(200)
      ).body.map((row: { kind: string }) => row.kind);
    expect(await kinds(first.reference)).toEqual(['birthCertificate', 'medicalReport']);
    expect(await kinds(second.reference)).toEqual(['birthCertificate']);

    expect((await undo(second.reference).expect(200)).body.documentsMoved).toEqual(['medicalReport']);
    expect(await kinds(first.reference)).toEqual(['birthCertificate']);
    expect(await kinds(second.reference)).toEqual(['birthCertificate', 'medicalReport']);
  });

  it('moves the documents by itself when both applications give the same e-mail and phone', async () => {
    const family = { firstname: 'Bayo', surname: 'Ade', dob: '2015-01-30', parentEmail: 'ade.family@example.com' };
    const first = await familyWithApplication(app, family);
    const again = await familyWithApplication(app, family);
    await parentUpload(again.reference, again.cookie, 'reportCard').expect(200);
    const group = await groupWith(first.reference);
    const done = (await merge(group.id, { keep: first.reference, merge: again.reference }).expect(200))
      .body as DuplicateMerge;
    expect(done.documentsMoved).toEqual(['reportCard']);
    // The family's page: the kept one as it is, the merged one only as merged.
    const page = (await api().get(apiUrl(ENDPOINTS.parentAccess.applications)).set('Cookie', first.cookie).expect(200))
      .body as ParentApplicationView[];
    expect(page.map((entry) => entry.status)).toEqual(['received']);
    await undo(again.reference).expect(200);
  });

  it('merges a pair once when staff click at once, and undoes it once', async () => {
    const child = { firstname: 'Kunle', surname: 'Ojo', dob: '2016-04-04' };
    const one = await submit({ ...child, parentEmail: 'ojo1@example.com' });
    const two = await submit({ ...child, parentEmail: 'ojo2@example.com' });
    const group = await groupWith(one);
    const same = await Promise.all(Array.from({ length: 6 }, () => merge(group.id, { keep: one, merge: two })));
    expect(same.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(
      await db()
        .collection('application_merges')
        .countDocuments({ _id: two as never }),
    ).toBe(1);
    expect((await stored(two))?.status).toBe('merged');
    const undos = await Promise.all(Array.from({ length: 4 }, () => undo(two)));
    expect(undos.filter((response) => response.status === 200)).toHaveLength(1);
    expect(undos.every((response) => [200, 404, 409].includes(response.status))).toBe(true);
    expect((await stored(two))?.status).toBe('received');

    // Each way at once (A into B, B into A): never both, and every status agrees with the merges in force.
    for (let round = 0; round < 3; round++) {
      const crossing = await Promise.all([
        merge(group.id, { keep: one, merge: two }),
        merge(group.id, { keep: two, merge: one }),
      ]);
      expect(crossing.filter((response) => response.status === 200).length).toBeLessThanOrEqual(1);
      const inForce = await db()
        .collection('application_merges')
        .find({ _id: { $in: [one, two] as never[] } })
        .toArray();
      expect(inForce.length).toBe(crossing.filter((response) => response.status === 200).length);
      for (const reference of [one, two]) {
        const isMerged = inForce.some((row) => String(row._id) === reference);
        expect((await stored(reference))?.status).toBe(isMerged ? 'merged' : 'received');
      }
      for (const row of inForce) await undo(String(row._id)).expect(200);
    }
  });

  it('refuses a merge that would lose something: a booking, a decision, a chain, a pair not in the group', async () => {
    const child = { firstname: 'Tayo', surname: 'Lawal', dob: '2014-11-11' };
    const [a, b, c] = [
      await submit({ ...child, parentEmail: 'lawal1@example.com' }),
      await submit({ ...child, parentEmail: 'lawal2@example.com' }),
      await submit({ ...child, parentEmail: 'lawal3@example.com' }),
    ];
    const outsider = await submit({ firstname: 'Zara', surname: 'Musa', parentEmail: 'musa@example.com' });
    const group = await groupWith(a);
    expect((await merge(group.id, { keep: a, merge: outsider }).expect(400)).body.message).toContain('do not share');
    expect((await merge(group.id, { keep: a, merge: a }).expect(400)).body.message).toContain('two different');
    await merge(group.id, { keep: a, merge: 'nonsense' }).expect(400);
    await merge('child.nonsense', { keep: a, merge: b }).expect(400);

    // An interview booked for b: cancel it first.
    expect((await bookInterview(b)).status).toBe(201);
    expect((await merge(group.id, { keep: a, merge: b }).expect(409)).body.message).toContain('interview booked');

    // A decision made on c: keep it instead.
    await api()
      .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference: c }))
      .set('Cookie', admissions)
      .send({ status: 'declined' })
      .expect(200);
    expect((await merge(group.id, { keep: a, merge: c }).expect(409)).body.message).toContain('Not successful');

    // c kept a; a cannot then keep or be merged again in a chain.
    await merge(group.id, { keep: c, merge: a }).expect(200);
    expect((await merge(group.id, { keep: a, merge: b }).expect(409)).body.message).toContain('merged into another');
    await undo(a).expect(200);
  });

  it('adopts a merge decided before groups, once, as a merge in force that can be undone', async () => {
    const child = { firstname: 'Efe', surname: 'Obi', dob: '2013-06-06' };
    const kept = await submit({ ...child, parentEmail: 'obi@example.com' });
    const merged = await submit({ ...child, parentEmail: 'obi@example.com' });
    await db()
      .collection('duplicate_decisions')
      .insertOne({
        _id: `sameChild.${kept}.${merged}` as never,
        state: 'merged',
        kept,
        merged,
        by: 'old@icast.test',
        at: new Date(),
      });
    // Another start of the API on the same database adopts it.
    await (
      await createContextApp([DuplicatesModule, PipelineModule, OffersModule, DocumentsModule, BookingsModule])
    ).close();
    expect((await stored(merged))?.status).toBe('merged');
    expect(await db().collection('duplicate_decisions').countDocuments({ merged })).toBe(0);
    await undo(merged).expect(200);
    expect((await stored(merged))?.status).toBe('received');
  });

  it('is for admissions staff only', async () => {
    await api().get(apiUrl(ENDPOINTS.duplicates.list)).expect(401);
    await api()
      .get(apiUrl(ENDPOINTS.duplicates.list))
      .set('Cookie', await staffCookie(app, 'editor'))
      .expect(403);
    await api()
      .get(apiUrl(ENDPOINTS.duplicates.list, {}, { state: 'merged' }))
      .set('Cookie', admissions)
      .expect(400);
    await api()
      .post(apiUrl(ENDPOINTS.duplicates.undoMerge, { reference: 'ICAST-2026-2222-3333-4444' }))
      .expect(401);
  });
});
