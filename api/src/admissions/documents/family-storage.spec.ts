import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import request from 'supertest';
import { apiUrl, DOCUMENT_FAMILY_MAX_BYTES, DOCUMENT_KIND_VALUES, ENDPOINTS } from '@icast/contracts';
import { advanceClock } from '../../testing/mail';
import { familyWithApplication } from '../../testing/parent-session';
import { pdfOfSize } from '../../testing/pdf-samples';
import { staffCookie } from '../../testing/staff-session';
import { createTestApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { FAMILY_STORAGE_UNIT_BYTES, ORPHANED_UNITS_AFTER_MS } from './family-storage';

const MB = 1024 * 1024;
/** 4.4 MB (36 units of 128 KB): six fit in the 30 MB a family may use (240 units), the seventh does not. */
const FILE_BYTES = 4.4 * MB;
const FITS = 6;
const FULL = /^Your family's documents can take up to 30 MB in all, and this file would go over it/;

type Family = { reference: string; cookie: string };

/** The cap on what one family's documents take in all, against the real database, with parallel uploads. */
describe("a family's document storage cap", () => {
  let app: NestExpressApplication;
  let file: Buffer;
  /** Three children of one family (one e-mail), each with their own application. */
  let first: Family;
  let second: Family;
  let third: Family;
  const api = () => request(app.getHttpServer());
  const documentUrl = (route: 'parentUpload' | 'parentRemove', family: Family, kind: string) =>
    apiUrl(ENDPOINTS.documents[route], { reference: family.reference, kind });
  const upload = (family: Family, kind: string, content = file) =>
    api()
      .put(documentUrl('parentUpload', family, kind))
      .set('Cookie', family.cookie)
      .attach('file', content, { filename: `${kind}.pdf`, contentType: 'application/pdf' });
  const storedFor = async (references: string[]) =>
    databaseOf(app)
      .collection('application_documents')
      .find(
        { applicationReference: { $in: references } },
        { projection: { size: 1, applicationReference: 1, kind: 1 } },
      )
      .toArray();
  const unitsOf = (family: string) =>
    databaseOf(app).collection<{ _id: string }>('document_storage_units').countDocuments({ family });
  const unitsFor = (bytes: number) => Math.ceil(bytes / FAMILY_STORAGE_UNIT_BYTES);

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    file = await pdfOfSize(FILE_BYTES);
    first = await familyWithApplication(app, { parentEmail: 'Okafor.Home@example.com', firstname: 'Ada' });
    second = await familyWithApplication(app, { parentEmail: 'okafor.home@example.com', firstname: 'Obi' });
    third = await familyWithApplication(app, { parentEmail: 'okafor.home@example.com', firstname: 'Nkem' });
  });
  afterAll(() => app.close());

  const references = () => [first.reference, second.reference, third.reference];

  it('never goes over the cap with eight uploads at once across the family, and loses no room', async () => {
    const slots = [first, second, third].flatMap((family) =>
      DOCUMENT_KIND_VALUES.filter((kind) => kind !== 'passportPhoto').map((kind) => ({ family, kind })),
    );
    // Eight of the three children's PDF documents at once: 8 x 4.4 MB = 35.2 MB.
    const attempts = slots.slice(0, 8);
    const answers = await Promise.all(attempts.map(({ family, kind }) => upload(family, kind)));
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status !== 200 && status !== 413)).toEqual([]);
    for (const refused of answers.filter(({ status }) => status === 413)) expect(refused.body.message).toMatch(FULL);

    const stored = await storedFor(references());
    const total = stored.reduce((sum, row) => sum + (row.size as number), 0);
    expect(total).toBeLessThanOrEqual(DOCUMENT_FAMILY_MAX_BYTES);
    expect(stored.length).toBeGreaterThan(0);
    // Every unit held is held by a stored document: racing losers gave theirs back.
    expect(await unitsOf('okafor.home@example.com')).toBe(stored.length * unitsFor(file.length));

    // What is left is still usable: the family fills up to the cap, and the next file is refused.
    const free = slots.filter(
      (slot) => !attempts.some((tried, index) => tried === slot && answers[index]!.status === 200),
    );
    for (const { family, kind } of free.slice(0, FITS - stored.length)) await upload(family, kind).expect(200);
    expect((await storedFor(references())).length).toBe(FITS);
  });

  it('refuses the next file with the limit and what to do; removing a document makes room', async () => {
    const stored = await storedFor(references());
    expect(stored.length).toBe(FITS);
    const [full] = [first, second, third].flatMap((family) =>
      ['birthCertificate', 'reportCard', 'medicalReport']
        .filter((kind) => !stored.some((row) => row.applicationReference === family.reference && row.kind === kind))
        .map((kind) => ({ family, kind })),
    );
    const refused = await upload(full!.family, full!.kind).expect(413);
    expect(refused.body.message).toBe(
      "Your family's documents can take up to 30 MB in all, and this file would go over it: they take 27 MB now " +
        'and this file needs 4.4 MB. Remove a document you no longer need (to replace one, remove it first), or send ' +
        'a smaller scan or a photo of the page; paper copies can also be brought to the school office.',
    );
    // A passport photograph is small: it still fits in what is left.
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#a08070' } })
      .jpeg()
      .toBuffer();
    await api()
      .put(documentUrl('parentUpload', first, 'passportPhoto'))
      .set('Cookie', first.cookie)
      .attach('file', photo, { filename: 'ada.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const [removable] = stored;
    const owner = [first, second, third].find((family) => family.reference === removable!.applicationReference)!;
    await api()
      .delete(documentUrl('parentRemove', owner, removable!.kind as string))
      .set('Cookie', owner.cookie)
      .expect(204);
    await upload(full!.family, full!.kind).expect(200);
    const photoRow = (await storedFor(references())).find((row) => row.kind === 'passportPhoto')!;
    expect(await unitsOf('okafor.home@example.com')).toBe(FITS * unitsFor(file.length) + unitsFor(photoRow.size));
  });

  it("does not count or refuse a scan staff add at the office, nor touch another family's room", async () => {
    const units = await unitsOf('okafor.home@example.com');
    const stored = await storedFor(references());
    const [empty] = [first, second, third].flatMap((family) =>
      ['birthCertificate', 'reportCard', 'medicalReport']
        .filter((kind) => !stored.some((row) => row.applicationReference === family.reference && row.kind === kind))
        .map((kind) => ({ family, kind })),
    );
    await api()
      .put(apiUrl(ENDPOINTS.documents.staffUpload, { reference: empty!.family.reference, kind: empty!.kind }))
      .set('Cookie', await staffCookie(app, 'admissions'))
      .attach('file', file, { filename: 'scan.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect(await unitsOf('okafor.home@example.com')).toBe(units);

    const neighbours = await familyWithApplication(app, { parentEmail: 'bello@example.com', firstname: 'Sade' });
    await upload(neighbours, 'reportCard').expect(200);
  });

  it('gives back, after a while, the room of an upload that never stored its document', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'crashed@example.com', firstname: 'Tayo' });
    // An API process claimed 29 MB and stopped before it stored the file.
    const orphaned = Math.floor((29 * MB) / FAMILY_STORAGE_UNIT_BYTES);
    await databaseOf(app)
      .collection<{ _id: string }>('document_storage_units')
      .insertMany(
        Array.from({ length: orphaned }, (_, n) => ({
          _id: `crashed@example.com#${n}`,
          family: 'crashed@example.com',
          n,
          applicationReference: family.reference,
          kind: 'reportCard',
          upload: 'an-upload-that-never-finished',
          claimedAt: new Date(),
        })),
      );
    await upload(family, 'reportCard').expect(413);
    const restore = advanceClock(app, ORPHANED_UNITS_AFTER_MS + 60_000);
    try {
      await upload(family, 'reportCard').expect(200);
    } finally {
      restore();
    }
    expect(await unitsOf('crashed@example.com')).toBe(unitsFor(file.length));
  });
});
