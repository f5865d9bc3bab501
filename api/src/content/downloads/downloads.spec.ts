import type { NestExpressApplication } from '@nestjs/platform-express';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { DOWNLOAD_LIMITS, type SchoolDownload } from '@icast/contracts';
import { boobyTrappedPdf, namesIn } from '../../testing/pdf-samples';
import { plainPng } from '../../testing/photos';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, resetDatabase } from '../../testing/test-app';
import { DownloadsModule } from './downloads.module';
import { CHOOSE_A_PDF, ONLY_PDF } from './downloads.service';

const ADMIN = '/api/downloads/admin/documents';

/** A one-page PDF whose text tells versions apart. */
async function pdfSaying(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 300]).drawText(text, { x: 20, y: 250, size: 14 });
  return Buffer.from(await document.save());
}

describe('downloads', () => {
  let app: NestExpressApplication;
  let editor: string[];
  const http = () => request(app.getHttpServer());
  const send = (
    call: request.Test,
    fields: Record<string, string>,
    file?: { data: Buffer; name: string },
    cookie: string[] = editor,
  ) => {
    call.set('Cookie', cookie);
    if (file) call.attach('file', file.data, file.name);
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    return call;
  };
  const add = async (fields: Record<string, string>, text = fields.title ?? 'document') =>
    (await send(http().post(ADMIN), fields, { data: await pdfSaying(text), name: 'upload.pdf' }).expect(201))
      .body as SchoolDownload;
  const publicList = async () => (await http().get('/api/downloads').expect(200)).body as SchoolDownload[];

  beforeAll(async () => {
    app = await createContextApp([DownloadsModule]);
    editor = await staffCookie(app, 'editor');
  });
  beforeEach(async () => {
    await resetDatabase(app);
    editor = await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
  });

  it('offers an uploaded PDF at a lasting address, listed by category without its bytes', async () => {
    const pdf = await pdfSaying('Uniform list 2026/2027');
    const created = (
      await send(
        http().post(ADMIN),
        { title: 'Uniform list', category: 'uniform', validFrom: '2026-09-07', description: 'Day and boarding' },
        { data: pdf, name: 'whatever-name.PDF' },
      ).expect(201)
    ).body as SchoolDownload;
    expect(created).toMatchObject({ slug: 'uniform-list', version: 1, bytes: pdf.length, validFrom: '2026-09-07' });
    await add({ title: 'Fee schedule', category: 'fees' });
    await add({ title: 'Anti-bullying policy', category: 'policies' });

    const listed = await publicList();
    expect(listed.map((download) => download.title)).toEqual(['Uniform list', 'Fee schedule', 'Anti-bullying policy']);
    expect(JSON.stringify(listed)).not.toContain('"file"');

    const served = await http().get('/api/downloads/uniform-list.pdf').buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline; filename="uniform-list.pdf"');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, pdf)).toBe(0);
    await http().get('/api/downloads/uniform-list.pdf').set('If-None-Match', served.headers.etag!).expect(304);
    await http().get('/api/downloads/no-such-thing.pdf').expect(404);
    await http().get('/api/downloads/..%2F..%2Fetc%2Fpasswd').expect(404);
    await http().get('/api/downloads/uniform-list').expect(404);
  });

  it('replaces the file in place: the same address gives the new file, and the title never moves it', async () => {
    const created = await add({ title: 'Fee schedule', category: 'fees', validFrom: '2026-09-07' }, 'Fees: first term');
    const before = await http().get('/api/downloads/fee-schedule.pdf').buffer(true).expect(200);
    const newFees = await pdfSaying('Fees: second term, new figures');
    const replaced = (
      await send(
        http().put(`${ADMIN}/${created.id}`),
        { title: 'Fee schedule, second term', category: 'fees', validFrom: '2027-01-05' },
        { data: newFees, name: 'fees.pdf' },
      ).expect(200)
    ).body as SchoolDownload;
    expect(replaced).toMatchObject({ slug: 'fee-schedule', version: 2, title: 'Fee schedule, second term' });
    const after = await http().get('/api/downloads/fee-schedule.pdf').buffer(true).expect(200);
    expect(Buffer.compare(after.body as Buffer, newFees)).toBe(0);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The cached public list is dropped by the change.
    expect((await publicList())[0]).toMatchObject({ version: 2, validFrom: '2027-01-05' });

    // Words alone keep the file and its version.
    const reworded = (
      await send(http().put(`${ADMIN}/${created.id}`), { title: 'Fee schedule', category: 'fees' }).expect(200)
    ).body as SchoolDownload;
    expect(reworded).toMatchObject({ version: 2, validFrom: null, bytes: newFees.length });
  });

  it('never loses a replacement unseen: of replacements sent at once, each accepted one is its own version', async () => {
    const created = await add({ title: 'Term calendar', category: 'calendar' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, index) =>
        send(
          http().put(`${ADMIN}/${created.id}`),
          { title: 'Term calendar', category: 'calendar' },
          { data: await pdfSaying(`Calendar draft ${index}`), name: 'calendar.pdf' },
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200).map((answer) => answer.body as SchoolDownload);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((download) => download.version)).size).toBe(accepted.length);
    const [listed] = await publicList();
    expect(listed!.version).toBe(1 + accepted.length);
  });

  it('gives two documents of one title two addresses, also when they are added at once', async () => {
    const added = await Promise.all(
      Array.from({ length: 4 }, () => add({ title: 'Admission form', category: 'forms' })),
    );
    expect(added.map((download) => download.slug).sort()).toEqual([
      'admission-form',
      'admission-form-2',
      'admission-form-3',
      'admission-form-4',
    ]);
  });

  it('refuses what is not a PDF, too large, or incomplete, each on its field, and keeps nothing', async () => {
    const noFile = await send(http().post(ADMIN), { title: 'Uniform list', category: 'uniform' }).expect(400);
    expect(noFile.body.errors).toEqual([{ field: 'file', message: CHOOSE_A_PDF }]);
    const png = { data: await plainPng(200, 200), name: 'uniform.pdf' };
    const notPdf = await send(http().post(ADMIN), { title: 'Uniform list', category: 'uniform' }, png).expect(400);
    expect(notPdf.body.errors).toEqual([{ field: 'file', message: ONLY_PDF }]);
    const pdf = { data: await pdfSaying('x'), name: 'x.pdf' };
    const noTitle = await send(http().post(ADMIN), { title: '   ', category: 'uniform' }, pdf).expect(400);
    expect(noTitle.body.errors.map((error: { field: string }) => error.field)).toEqual(['title']);
    const badCategory = await send(http().post(ADMIN), { title: 'Menu', category: 'menus' }, pdf).expect(400);
    expect(badCategory.body.errors.map((error: { field: string }) => error.field)).toEqual(['category']);
    const notADay = await send(http().post(ADMIN), { title: 'Menu', category: 'other', validFrom: '2027-02-30' }, pdf);
    expect(notADay.status).toBe(400);
    expect(notADay.body.errors).toEqual([{ field: 'validFrom', message: 'Enter "valid from" as a real date' }]);
    const huge = Buffer.concat([await pdfSaying('big'), Buffer.alloc(DOWNLOAD_LIMITS.maxBytes)]);
    const tooLarge = await send(http().post(ADMIN), { title: 'Big', category: 'other' }, { data: huge, name: 'b.pdf' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/too large: the limit is 10 MB/);
    expect(await publicList()).toEqual([]);
  });

  it('takes out what could run in a reader: scripts, launch actions and attached programs', async () => {
    const trapped = Buffer.from(await boobyTrappedPdf());
    await send(http().post(ADMIN), { title: 'Policy', category: 'policies' }, { data: trapped, name: 'p.pdf' }).expect(
      201,
    );
    const served = await http().get('/api/downloads/policy.pdf').buffer(true).expect(200);
    const names = await namesIn(served.body as Buffer);
    for (const name of ['JavaScript', 'JS', 'OpenAction', 'Launch', 'EmbeddedFiles', 'XFA']) {
      expect(names.has(name)).toBe(false);
    }
  });

  it('lets editors and admins change documents, nobody else; deleting frees the address', async () => {
    const created = await add({ title: 'Hostel rules', category: 'policies' });
    const pdf = await pdfSaying('x');
    await http().post(ADMIN).attach('file', pdf, 'x.pdf').field('title', 'X').field('category', 'other').expect(401);
    const admissions = await staffCookie(app, 'admissions');
    await send(http().post(ADMIN), { title: 'X', category: 'other' }, { data: pdf, name: 'x.pdf' }, admissions).expect(
      403,
    );
    await http().delete(`${ADMIN}/${created.id}`).set('Cookie', admissions).expect(403);
    const admin = await staffCookie(app, 'admin');
    await http().delete(`${ADMIN}/${created.id}`).set('Cookie', admin).expect(200);
    await http().get('/api/downloads/hostel-rules.pdf').expect(404);
    await http().delete(`${ADMIN}/${created.id}`).set('Cookie', editor).expect(404);
    await http().delete(`${ADMIN}/not-an-id`).set('Cookie', editor).expect(404);
    expect(await publicList()).toEqual([]);
  });
});
