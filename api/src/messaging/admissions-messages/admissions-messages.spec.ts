import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { FAKE_PAYSTACK_KEY, FAKE_SMS_KEY, FakePaystack, FakeSmsProvider, type MailCatcher } from '@icast/fakes';
import { SITE } from '@icast/content';
import { UnansweredQuestionsService } from '../../assistant/chat/unanswered-questions.service';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { eventually, runJobs, startMailCatcher } from '../../testing/mail';
import { pdfText } from '../../testing/pdf-text';
import { sampleApplication } from '../../testing/sample-application';
import { withSiteSettings } from '../../testing/site-settings';
import { staffCookie, testStaffEmail } from '../../testing/staff-session';
import { createTestAppOnEmptyDatabase } from '../../testing/test-app';
import { CHAT_DIGEST_JOB, ChatDigest, nextDigestTime } from '../staff-notifications/chat-digest';

const SITE_URL = 'https://school.example';
const payer = { first_name: 'Adaeze', last_name: 'Okafor', email: 'Ada@Example.com', phone: '0803 123 4567' };
const application = sampleApplication({
  surname: 'Adeyemi',
  firstname: 'Tolu',
  fatherFirstname: 'Kunle',
  fatherSurname: 'Adeyemi',
  healthChallenge: 'Mild asthma',
});

describe('messages about payments, applications and chat questions', () => {
  let app: NestExpressApplication;
  let catcher: MailCatcher;
  let admin: string[];
  const paystack = new FakePaystack();
  const sms = new FakeSmsProvider();
  const http = () => request(app.getHttpServer());
  const adminEmail = testStaffEmail('admin');
  const editorEmail = testStaffEmail('editor');
  const mailTo = (address: string, subject: RegExp | string) =>
    catcher.waitFor(
      (mail) =>
        mail.to.includes(address) &&
        (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject)),
    );

  /** A form paid through the fake Paystack: its reference (the receipt is then on its way). */
  const payForForm = async (payment: typeof payer): Promise<string> => {
    const started = await http().post('/api/payment/initialize').send(payment).expect(200);
    const { reference } = started.body as { reference: string };
    paystack.outcomes.set(reference, { status: 'success' });
    await http().post('/api/payment/paystack_verify').send({ reference }).expect(200);
    return reference;
  };

  beforeAll(async () => {
    const mail = await startMailCatcher();
    catcher = mail.catcher;
    app = await createTestAppOnEmptyDatabase({
      ...mail.env,
      PUBLIC_SITE_URL: SITE_URL,
      PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_KEY,
      PAYSTACK_BASE_URL: await paystack.start(),
      SMS_PROVIDER_URL: `${await sms.start()}/api/sms/send`,
      SMS_API_KEY: FAKE_SMS_KEY,
      SMS_SENDER_ID: 'ICAST',
    });
    admin = await staffCookie(app);
    await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([catcher.close(), paystack.stop(), sms.stop()]);
  });

  it('sends a paid form its receipt with a PDF naming the payer and amount, an SMS, and a staff notice, once', async () => {
    const reference = await payForForm(payer);

    const receipt = await mailTo('ada@example.com', reference);
    expect(receipt.subject).toBe(`Your ICAST Schools payment receipt (${reference})`);
    expect(receipt.text).toContain('Dear Adaeze Okafor');
    expect(receipt.text).toContain('Amount: ₦5,000');
    expect(receipt.text).toContain(`${SITE_URL}/api/form/paid-forms/${reference}/icast_form_1`);
    expect(receipt.text).toContain(`${SITE_URL}/api/form/paid-forms/${reference}/icast_form_2`);
    expect(receipt.text).toMatch(/Forms downloadable until: \d{1,2} \w+ \d{4}/);
    expect(receipt.text).toContain('info@icastschools.com.ng'); // the school's contacts in the footer
    expect(receipt.replyTo).toBe('info@icastschools.com.ng');
    expect(receipt.attachments).toHaveLength(1);
    const pdf = receipt.attachments[0]!;
    expect(pdf).toMatchObject({ filename: `ICAST-receipt-${reference}.pdf`, contentType: 'application/pdf' });
    const lines = await pdfText(pdf.content);
    expect(lines).toEqual(expect.arrayContaining(['Payment receipt', reference, 'Adaeze Okafor', 'NGN 5,000']));
    expect(lines).not.toContain('TEST MODE: no money was taken. This receipt is not proof of payment.');

    const notice = await mailTo(adminEmail, 'Application form paid');
    expect(notice.subject).toBe('Application form paid: Adaeze Okafor (₦5,000)');
    expect(notice.text).toContain(`${SITE_URL}/dashboard/form-purchase`);
    await eventually(() => sms.sent.length > 0);
    expect(sms.sent).toEqual([
      { to: '2348031234567', from: 'ICAST', text: expect.stringContaining(`payment ${reference} of ₦5,000 received`) },
    ]);

    // Paystack's webhook and the parent reloading the page report the same payment again.
    const webhookBody = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount: 500000, currency: 'NGN', status: 'success' },
    });
    const { signWebhookBody } = await import('../../payments/webhook-signature');
    await http()
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .set('x-paystack-signature', signWebhookBody(webhookBody, FAKE_PAYSTACK_KEY))
      .send(webhookBody)
      .expect(200);
    await http().post('/api/payment/paystack_verify').send({ reference }).expect(200);
    await runJobs(app);
    expect(catcher.to('ada@example.com')).toHaveLength(1);
    expect(catcher.to(adminEmail).filter((mail) => mail.subject.startsWith('Application form paid'))).toHaveLength(1);
    expect(sms.sent).toHaveLength(1);
  });

  it('names the academic year staff set on the receipt', async () => {
    await withSiteSettings(app, { academicYear: '2090-2091' }, async () => {
      const payment = { ...payer, email: 'year@example.com' };
      const reference = await payForForm(payment);
      const receipt = await mailTo('year@example.com', reference);
      const text = (await pdfText(receipt.attachments[0]!.content)).join(' ');
      expect(text).toContain('application form (2090-2091 session)');
    });
  });

  it('prints the phone and e-mail staff set on the receipt PDF, in the e-mail footer and in an SMS', async () => {
    const [oldPhone] = SITE.phones;
    await withSiteSettings(app, { phones: ['0809 555 0101'], emails: ['office@school.example'] }, async () => {
      const payment = { ...payer, email: 'contacts@example.com', phone: '0803 999 0000' };
      const reference = await payForForm(payment);
      const receipt = await mailTo('contacts@example.com', reference);
      const pdf = (await pdfText(receipt.attachments[0]!.content)).join('\n');
      expect(pdf).toContain('0809 555 0101 | office@school.example'); // the letterhead
      expect(pdf).toContain('Questions: 0809 555 0101, office@school.example.');
      expect(pdf).not.toContain(oldPhone);
      expect(pdf).not.toContain(SITE.email);
      for (const part of [receipt.text, receipt.html]) {
        expect(part).toContain('Phone: 0809 555 0101');
        expect(part).toContain('E-mail: office@school.example');
        expect(part).not.toContain(oldPhone);
        expect(part).not.toContain(SITE.email);
      }

      const { reference: applied } = (
        await http()
          .post('/api/form')
          .send({ ...application, parentEmail: 'contacts@example.com', parentPhone: '0805 333 4444' })
          .expect(201)
      ).body as { reference: string };
      await http()
        .patch(`/api/form/admin/applications/${applied}/status`)
        .set('Cookie', admin)
        .send({ status: 'under_review' })
        .expect(200);
      await eventually(() => sms.sent.some((text) => text.to === '2348053334444' && text.text.includes('is now')));
      const statusSms = sms.sent.find((text) => text.to === '2348053334444' && text.text.includes('is now'))!;
      expect(statusSms.text).toContain(
        `application ${applied} is now "Under review". Details on our website or 0809 555 0101.`,
      );
      expect(statusSms.text).not.toContain(oldPhone);
    });
  });

  it('tells staff of an online application', async () => {
    const { reference } = (await http().post('/api/form').send(application).expect(201)).body as { reference: string };
    const notice = await mailTo(adminEmail, reference);
    expect(notice.subject).toBe(`New application ${reference}: Tolu Adeyemi`);
    expect(notice.text).toContain(`${SITE_URL}/dashboard/applications/${reference}`);
    expect(notice.text).toContain('Date of birth: 14 May 2018');
    expect(notice.text).toMatch(/Place applied for: Creche \(6 to 18 months\), Elebu, Day, \w+ term \d{4}\/\d{4}/);
  });

  it('writes to the e-mail and phone the application gives: reference, summary, each status change', async () => {
    const submitted = await http()
      .post('/api/form')
      .send({ ...application, firstname: '<Tolu>', parentEmail: 'Family@Example.com', parentPhone: '0805 111 2222' })
      .expect(201);
    const reference = (submitted.body as { reference: string }).reference;
    const received = await mailTo('family@example.com', 'We received your application');
    expect(received.subject).toBe(`We received your application (${reference})`);
    expect(received.text).toContain(`Application reference: ${reference}`);
    expect(received.text).toContain('Surname: Adeyemi');
    expect(received.text).toContain('Date of birth: 14 May 2018');
    expect(received.text).toContain('Other answers: ');
    expect(received.text).not.toContain('Mild asthma');
    expect(received.text).toContain(`${SITE_URL}/application?reference=${reference}`);
    expect(received.html).toContain('&lt;Tolu&gt;');
    expect(received.html).not.toContain('<Tolu>');

    await http()
      .patch(`/api/form/admin/applications/${reference}/status`)
      .set('Cookie', admin)
      .send({ status: 'under_review', note: 'internal: call the father' })
      .expect(200);
    const status = await mailTo('family@example.com', 'Under review');
    expect(status.subject).toBe(`Your application ${reference}: Under review`);
    expect(status.text).toContain('being reviewed by the head of section');
    expect(status.text).not.toContain('call the father');
    // A family that lost the first e-mail still finds its page: every status e-mail carries a working link to it.
    const token = /https:\/\/school\.example\/my-applications#token=(\S+)/.exec(status.text)?.[1];
    const session = await http().post('/api/parent/session').send({ token }).expect(200);
    const page = await http()
      .get('/api/parent/applications')
      .set('Cookie', session.get('Set-Cookie')![0]!.split(';')[0]!)
      .expect(200);
    expect(page.body.map((row: { reference: string }) => row.reference)).toContain(reference);
    expect(status.html).toContain('Open your application page');
    await runJobs(app);
    expect(sms.sent.filter((text) => text.to === '2348051112222').map((text) => text.text)).toEqual([
      expect.stringContaining(`Reference ${reference}`),
      expect.stringContaining(`application ${reference} is now "Under review"`),
    ]);
  });

  it('lets each member choose their own notifications, among those their role receives', async () => {
    const settings = await http().get('/api/notifications/settings').set('Cookie', admin).expect(200);
    expect(
      settings.body.choices.map((choice: { kind: string; enabled: boolean }) => [choice.kind, choice.enabled]),
    ).toEqual([
      ['newApplication', true],
      ['newContactMessage', true],
      ['formPaid', true],
      ['acceptancePaid', true],
      ['chatDigest', true],
      ['placeAccepted', true],
      ['offerDeclined', true],
      ['bookingMade', true],
      ['documentUploaded', true],
      ['enquiryReceived', true],
      ['placeProposed', true],
      ['familiesMessaged', true],
      ['activityDigest', true],
    ]);
    const changed = await http()
      .put('/api/notifications/settings')
      .set('Cookie', admin)
      .send({ newApplication: false })
      .expect(200);
    expect(changed.body.choices.map((choice: { enabled: boolean }) => choice.enabled)).toEqual([
      false,
      ...Array.from({ length: 12 }, () => true),
    ]);
    const { reference } = (await http().post('/api/form').send(application).expect(201)).body as { reference: string };
    await runJobs(app);
    expect(catcher.to(adminEmail).filter((mail) => mail.subject.includes(reference))).toEqual([]);
    await http().put('/api/notifications/settings').set('Cookie', admin).send({ newApplication: true }).expect(200);

    const editor = await staffCookie(app, 'editor');
    const editorSettings = await http().get('/api/notifications/settings').set('Cookie', editor).expect(200);
    // The web editor answers contact messages too (docs/decisions/content-editing.md).
    expect(editorSettings.body.choices.map((choice: { kind: string }) => choice.kind)).toEqual([
      'newContactMessage',
      'chatDigest',
    ]);
    const refused = await http()
      .put('/api/notifications/settings')
      .set('Cookie', editor)
      .send({ newApplication: true })
      .expect(400);
    expect(refused.body.message).toBe('Your role (editor) does not receive: New online application');
    await http().put('/api/notifications/settings').set('Cookie', editor).send({ anything: true }).expect(400);
    await http().put('/api/notifications/settings').set('Cookie', editor).send({ chatDigest: 'yes' }).expect(400);
    await http().get('/api/notifications/settings').expect(401);
  });

  it('sends the morning digest of unanswered chat questions to those who chose it, and nothing on a quiet day', async () => {
    const digest = app.get(ChatDigest);
    const quietMorning = new Date(Date.now() + 3 * 86_400_000);
    expect(await digest.send(quietMorning)).toEqual(nextDigestTime(quietMorning));
    await runJobs(app);
    expect(catcher.messages.filter((mail) => mail.subject.startsWith('Aunty ICAST'))).toEqual([]);

    const questions = app.get(UnansweredQuestionsService);
    await questions.record('Do you teach <b>French</b>?');
    await questions.record('do you teach <b>french</b>?');
    await questions.record('Is there a school bus?');
    const next = await digest.send(new Date());
    expect(next.getUTCHours()).toBe(6); // 07:00 in Lagos
    const mail = await mailTo(editorEmail, 'Aunty ICAST could not answer 2 questions');
    expect(mail.text).toContain('- do you teach <b>french</b>? (asked 2x in all)');
    expect(mail.html).toContain('do you teach &lt;b&gt;french&lt;/b&gt;?');
    await mailTo(adminEmail, 'Aunty ICAST could not answer 2 questions');
    expect(await app.get(ScheduledJobs).find(CHAT_DIGEST_JOB)).toMatchObject({
      state: 'scheduled',
      name: CHAT_DIGEST_JOB,
    });
  });
});
