import type { NestExpressApplication } from '@nestjs/platform-express';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { CAMPUSES, CLASSES_APPLIED_FOR, type SiteContent } from '@icast/contracts';
import { SITE } from '@icast/content';
import { Clock } from '../../platform/jobs/clock';
import { pdfOperators, pdfText } from '../../testing/pdf-text';
import { withSiteSettings } from '../../testing/site-settings';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { PaidFormModule } from './paid-form.module';

const pdfParser = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('paid form PDF download', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const payments = () => databaseOf(app).collection('payments');
  const addPayment = (reference: string, status: string, expiresInDays: number) =>
    payments().insertOne({
      reference,
      first_name: 'Chiamaka',
      last_name: 'Eze',
      email: 'c@example.com',
      phone: '+2348031234567',
      amountKobo: 500000,
      currency: 'NGN',
      status,
      grantCount: status === 'paid' ? 1 : 0,
      createdAt: new Date(),
      paidAt: new Date(),
      expiresAt: new Date(Date.now() + expiresInDays * 86_400_000),
    });

  beforeAll(async () => {
    app = await createContextApp([PaidFormModule]);
    await resetDatabase(app);
    await addPayment('ICAST-PAY-PAID-1', 'paid', 30);
    await addPayment('ICAST-PAY-PENDING-1', 'pending', 30);
    await addPayment('ICAST-PAY-EXPIRED-1', 'paid', -1);
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['icast_form_1', 'icast_form_2'])('gives a paid reference %s as a PDF naming the payer', async (formId) => {
    const response = await http()
      .get(`/api/form/download/ICAST-PAY-PAID-1/${formId}`)
      .buffer(true)
      .parse(pdfParser)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ApplicationForm.pdf"');
    const bytes = response.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toContain('Chiamaka Eze');
    expect(pdf.getSubject()).toBe('Reference ICAST-PAY-PAID-1');
  });

  const download = async (formId: string) =>
    (await http().get(`/api/form/download/ICAST-PAY-PAID-1/${formId}`).buffer(true).parse(pdfParser).expect(200))
      .body as Buffer;

  it('saves each form under its own name; the original call keeps ApplicationForm.pdf for both', async () => {
    const names = [];
    for (const formId of ['icast_form_1', 'icast_form_2']) {
      const response = await http()
        .get(`/api/form/paid-forms/ICAST-PAY-PAID-1/${formId}`)
        .buffer(true)
        .parse(pdfParser)
        .expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      names.push(response.headers['content-disposition']);
    }
    expect(names).toEqual([
      'attachment; filename="ICAST-application-form.pdf"',
      'attachment; filename="ICAST-medical-and-consent-form.pdf"',
    ]);
  });

  it('takes a reference typed in lower case or with spaces, and says whether it can download before any button shows', async () => {
    await http().get('/api/form/download/icast-pay-paid-1/icast_form_1').expect(200);
    await http().get('/api/form/paid-forms/icast-pay-paid-1/icast_form_2').expect(200);
    const access = await http().get('/api/form/paid-forms/%20icast-pay-paid-1%20').expect(200);
    expect(access.body).toEqual({ reference: 'ICAST-PAY-PAID-1', expiresAt: expect.any(String) });
    expect(Date.parse(access.body.expiresAt as string)).toBeGreaterThan(Date.now());
    for (const reference of ['ICAST-PAY-PENDING-1', 'icast-pay-expired-1', 'ICAST-PAY-MADE-UP', 'x'.repeat(500)]) {
      const refused = await http().get(`/api/form/paid-forms/${reference}`).expect(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        message: 'No paid, unexpired application form has this reference',
      });
    }
  });

  describe('the academic year it prints', () => {
    const session = async () =>
      /\d{4}-\d{4} session/.exec((await pdfText(await download('icast_form_1'))).join('\n'))?.[0];
    const config = async () => (await http().get('/api/payment/config').expect(200)).body.academicYear as string;
    const atLagosTime = (instant: string) => jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(instant));
    afterEach(() => jest.restoreAllMocks());

    it('follows the date: the running session until January, then the next one', async () => {
      atLagosTime('2026-11-27T12:00:00Z');
      expect(await session()).toBe('2026-2027 session');
      expect(await config()).toBe('2026-2027');
      atLagosTime('2027-01-05T12:00:00Z');
      expect(await session()).toBe('2027-2028 session');
      expect(await config()).toBe('2027-2028');
      const content = (await http().get('/api/site-content').expect(200)).body as SiteContent;
      expect(content.settings.academicYear).toBe('2027-2028');
    });

    it('prints a later year staff set in the school details, and forgets it once the date passes it', async () => {
      atLagosTime('2026-11-27T12:00:00Z');
      await withSiteSettings(app, { academicYear: '2027-2028' }, async () => {
        expect(await session()).toBe('2027-2028 session');
        atLagosTime('2028-01-05T12:00:00Z');
        expect(await session()).toBe('2028-2029 session');
      });
    });
  });

  it('prints ACADEMIC_YEAR when ops set it, whatever the date', async () => {
    const other = await createContextApp([PaidFormModule], { ACADEMIC_YEAR: '2031-2032' });
    try {
      jest.spyOn(other.get(Clock), 'now').mockReturnValue(new Date('2026-11-27T12:00:00Z'));
      const response = await request(other.getHttpServer()).get('/api/payment/config').expect(200);
      expect(response.body.academicYear).toBe('2031-2032');
    } finally {
      jest.restoreAllMocks();
      await other.close();
    }
  });

  it('prints the phones, e-mail and campuses staff set on the letterhead, a long address wrapped', async () => {
    const longAddress =
      'Plot 14, Elebu Road, off Oluyole Extension, behind the new market and opposite the filling station, ' +
      'Oluyole Local Government Area, Ibadan, Oyo State';
    await withSiteSettings(
      app,
      {
        phones: ['0809 555 0101', '0809 555 0202'],
        emails: ['office@school.example'],
        campuses: [{ id: 'elebu', label: 'Main Campus', address: longAddress, latitude: null, longitude: null }],
      },
      async () => {
        for (const formId of ['icast_form_1', 'icast_form_2']) {
          const lines = await pdfText(await download(formId));
          expect(lines).toContain('0809 555 0101 / 0809 555 0202 | office@school.example');
          const first = lines.findIndex((line) => line.startsWith('Main Campus: Plot 14'));
          const addressLines = lines.slice(
            first,
            lines.indexOf('0809 555 0101 / 0809 555 0202 | office@school.example'),
          );
          expect(addressLines.length).toBeGreaterThan(1);
          expect(addressLines.join(' ')).toBe(`Main Campus: ${longAddress}`);
          const text = lines.join('\n');
          for (const old of [...SITE.phones, SITE.email, ...SITE.addresses.map((address) => address.line)]) {
            expect(text).not.toContain(old);
          }
        }
      },
    );
  });

  it('prints the application form as a school hands it out: crest, contacts, photo box, class and campus, signature', async () => {
    const bytes = await download('icast_form_1');
    const lines = await pdfText(bytes);
    expect(lines.slice(0, 2)).toEqual([SITE.fullName.toUpperCase(), SITE.tagline]);
    // No settings row yet (the database was emptied): libs/content's defaults.
    expect(lines).toContain(`${SITE.phones.join(' / ')} | ${SITE.email}`);
    for (const address of SITE.addresses) expect(lines).toContain(`${address.label}: ${address.line}`);
    expect(lines).toEqual(expect.arrayContaining(['Affix a recent', 'passport photograph', 'here (35 x 45 mm)']));
    // Class and campus as boxes to tick, every choice on the form.
    const afterClass = lines.slice(lines.indexOf('Class applied for') + 1);
    expect(afterClass.slice(0, CLASSES_APPLIED_FOR.length)).toEqual(CLASSES_APPLIED_FOR.map((entry) => entry.label));
    const afterCampus = lines.slice(lines.indexOf('Campus') + 1);
    expect(afterCampus.slice(0, CAMPUSES.length)).toEqual(CAMPUSES.map((campus) => campus.label));
    expect(lines.slice(-2)).toEqual(['Signature of parent or guardian', 'Date (day / month / year)']);
    // The crest: its three shapes drawn on the first page, the gold shield among them.
    const [first] = await pdfOperators(bytes);
    expect(first).toMatch(/0\.949 0\.718 0\.02 rg/);
  });

  it('ends the medical and consent form with signature and date lines too, without a photo box', async () => {
    const lines = await pdfText(await download('icast_form_2'));
    expect(lines).toContain('Medical history and consent');
    expect(lines).not.toContain('passport photograph');
    expect(lines.slice(-2)).toEqual(['Signature of parent or guardian', 'Date (day / month / year)']);
  });

  it.each([
    ['an unpaid reference', 'ICAST-PAY-PENDING-1'],
    ['an expired form', 'ICAST-PAY-EXPIRED-1'],
    ['a made-up reference', 'ICAST-PAY-MADE-UP'],
  ])('refuses %s with 403', async (_name, reference) => {
    const response = await http().get(`/api/form/download/${reference}/icast_form_1`).expect(403);
    expect(response.body).toEqual({
      statusCode: 403,
      message: 'No paid, unexpired application form has this reference',
    });
  });

  it('answers 404 for an unknown form', async () => {
    await http().get('/api/form/download/ICAST-PAY-PAID-1/icast_form_9').expect(404);
  });
});
