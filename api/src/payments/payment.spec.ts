import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { academicYearOn } from '@icast/contracts';
import { FAKE_PAYSTACK_KEY, FakePaystack } from '@icast/fakes';
import { createContextApp, databaseOf, resetDatabase } from '../testing/test-app';
import { withSiteSettings } from '../testing/site-settings';
import { staffCookie } from '../testing/staff-session';
import { signWebhookBody } from './webhook-signature';
import { PaymentModule } from './payment.module';
import { PaidFormModule } from '../admissions/paid-forms/paid-form.module';

const payer = { first_name: 'Adaeze', last_name: 'Okafor', email: 'Ada@Example.com', phone: '0803 123 4567' };

describe('payment module against a fake Paystack', () => {
  let app: NestExpressApplication;
  const paystack = new FakePaystack();
  const payments = () => databaseOf(app).collection('payments');
  const http = () => request(app.getHttpServer());
  /** Starts a checkout; `from` gives the parent an address of their own (initialize allows 20 a minute per address). */
  const initialize = async (from = '127.0.0.1') => {
    const response = await http().post('/api/payment/initialize').set('X-Forwarded-For', from).send(payer).expect(200);
    return response.body.reference as string;
  };
  const verify = (reference: string) => http().post('/api/payment/paystack_verify').send({ reference });
  const webhook = (body: string, signature = signWebhookBody(body, FAKE_PAYSTACK_KEY)) =>
    http()
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .set('x-paystack-signature', signature)
      .send(body);
  const chargeSuccess = (reference: string, amount = 500000, currency = 'NGN') =>
    JSON.stringify({ event: 'charge.success', data: { reference, amount, currency, status: 'success' } });

  beforeAll(async () => {
    const baseUrl = await paystack.start();
    app = await createContextApp([PaymentModule, PaidFormModule], {
      PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_KEY,
      PAYSTACK_BASE_URL: baseUrl,
      PAYSTACK_TIMEOUT_MS: '400',
      PUBLIC_SITE_URL: 'https://school.example',
    });
    await resetDatabase(app);
  });

  afterAll(async () => {
    await app.close();
    await paystack.stop();
  });

  it('serves the one configured fee in naira and kobo', async () => {
    const response = await http().get('/api/payment/config').expect(200);
    expect(response.body).toEqual({
      feeNaira: 5000,
      feeKobo: 500000,
      currency: 'NGN',
      validityDays: 30,
      academicYear: academicYearOn(new Date()),
      testMode: false,
    });
  });

  it('states the academic year staff set in the school details', async () => {
    await withSiteSettings(app, { academicYear: '2090-2091' }, async () => {
      const response = await http().get('/api/payment/config').expect(200);
      expect(response.body).toMatchObject({ feeNaira: 5000, academicYear: '2090-2091' });
    });
  });

  it('stores a pending payment first, then sends the parent to Paystack with the server-side amount', async () => {
    const response = await http().post('/api/payment/initialize').send(payer).expect(200);
    const { reference } = response.body as { reference: string };
    expect(response.body).toEqual({
      reference: expect.stringMatching(/^ICAST-PAY-/),
      authorization_url: `https://checkout.paystack.test/${reference}`,
      testMode: false,
    });
    expect(await payments().findOne({ reference })).toMatchObject({
      first_name: 'Adaeze',
      email: 'ada@example.com',
      phone: '+2348031234567',
      amountKobo: 500000,
      currency: 'NGN',
      status: 'pending',
      grantCount: 0,
    });
    expect(paystack.initialized.get(reference)).toMatchObject({
      amount: 500000,
      email: 'ada@example.com',
      callback_url: 'https://school.example/payment_success',
      channels: ['card', 'bank', 'ussd', 'bank_transfer'],
      metadata: { first_name: 'Adaeze', last_name: 'Okafor', phone: '+2348031234567' },
    });
  });

  it("tells whoever holds the reference only what the success page shows: never the payer's name or e-mail", async () => {
    const reference = await initialize();
    paystack.outcomes.set(reference, { status: 'success' });
    const { body } = await verify(reference).expect(200);
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'reference', 'amount', 'status']),
    );
    expect(body.data).toMatchObject({ first_name: 'Adaeze', last_name: 'O.', email: 'a***@example.com' });
    const text = JSON.stringify(body);
    for (const secret of ['Okafor', 'ada@example.com', '+2348031234567', '08031234567']) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }
  });

  it('grants a verified, matching payment for the configured validity', async () => {
    const reference = await initialize();
    paystack.outcomes.set(reference, { status: 'success' });
    const response = await verify(reference).expect(200);
    expect(response.body).toEqual({
      success: true,
      data: expect.objectContaining({
        first_name: 'Adaeze',
        last_name: 'O.',
        email: 'a***@example.com',
        reference,
        amount: 5000,
        currency: 'NGN',
        status: 'paid',
      }),
    });
    const stored = await payments().findOne({ reference });
    expect(stored).toMatchObject({ status: 'paid', grantCount: 1, grantedBy: 'verify' });
    const validityMs = stored!.expiresAt.getTime() - Date.now();
    expect(Math.round(validityMs / 86_400_000)).toBe(30);
  });

  it.each([
    ['an amount below the fee', { status: 'success', amount: 100 }, 'pending'],
    ['another currency', { status: 'success', currency: 'USD' }, 'pending'],
    ['an abandoned checkout', { status: 'abandoned' }, 'abandoned'],
    ['a failed charge', { status: 'failed' }, 'failed'],
  ] as const)('does not grant %s', async (_name, outcome, expectedStatus) => {
    const reference = await initialize();
    paystack.outcomes.set(reference, outcome);
    const response = await verify(reference).expect(200);
    expect(response.body.success).toBe(false);
    expect(await payments().findOne({ reference })).toMatchObject({ status: expectedStatus, grantCount: 0 });
    expect(
      await http()
        .get(`/api/form/download/${reference}/icast_form_1`)
        .then((r) => r.status),
    ).toBe(403);
  });

  it('grants an abandoned checkout that the parent completes later', async () => {
    const reference = await initialize();
    paystack.outcomes.set(reference, { status: 'abandoned' });
    expect((await verify(reference).expect(200)).body.success).toBe(false);
    paystack.outcomes.set(reference, { status: 'success' });
    expect((await verify(reference).expect(200)).body.success).toBe(true);
  });

  // A verify whose call to Paystack outlasts PAYSTACK_TIMEOUT_MS (a slow Paystack, or this machine under load)
  // answers 202 "still confirming"; the webhooks grant meanwhile. Either way: no error, one grant, one time.
  it.each([
    ['answers at once', 0],
    ['is slower than our timeout', 1000],
  ])('grants exactly once when 20 verify and webhook calls race while Paystack %s', async (_name, delayMs) => {
    const reference = await initialize(`198.51.100.${delayMs ? 2 : 1}`);
    paystack.outcomes.set(reference, { status: 'success' });
    paystack.delayMs = delayMs;
    const body = chargeSuccess(reference);
    const calls = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? verify(reference) : webhook(body)));
    let responses: Awaited<(typeof calls)[number]>[];
    try {
      responses = await Promise.all(calls);
    } finally {
      paystack.delayMs = 0;
    }
    const answers = responses.map((response, index) => [index % 2 === 0 ? 'verify' : 'webhook', response.status]);
    expect(answers.filter(([, status]) => status !== 200 && status !== 202)).toEqual([]);
    expect(answers.filter(([path]) => path === 'webhook').every(([, status]) => status === 200)).toBe(true);
    for (const response of responses.filter((answer) => answer.status === 202)) {
      expect(response.body).toMatchObject({ success: false, confirming: true, data: { reference, status: 'pending' } });
    }

    const grants = await databaseOf(app)
      .collection('payment_grants')
      .find({ _id: reference as never })
      .toArray();
    expect(grants).toHaveLength(1);
    const stored = await payments().findOne({ reference });
    // Every report wrote the one grant's values: a single time of payment, whichever report stamped it.
    expect(stored).toMatchObject({
      status: 'paid',
      grantCount: 1,
      paidAt: grants[0]!.paidAt,
      expiresAt: grants[0]!.expiresAt,
      grantedBy: grants[0]!.grantedBy,
    });
    expect((await verify(reference).expect(200)).body).toMatchObject({
      success: true,
      data: { paidAt: (grants[0]!.paidAt as Date).toISOString() },
    });
  });

  it('ignores a replayed webhook', async () => {
    const reference = await initialize();
    const body = chargeSuccess(reference);
    await webhook(body).expect(200);
    const first = await payments().findOne({ reference });
    expect(first).toMatchObject({ status: 'paid', grantCount: 1, grantedBy: 'webhook' });
    await webhook(body).expect(200);
    expect(await payments().findOne({ reference })).toEqual(first);
  });

  it('rejects a bad webhook signature with 401 and changes nothing', async () => {
    const reference = await initialize();
    const before = await payments().findOne({ reference });
    const body = chargeSuccess(reference);
    const forged = signWebhookBody(body, 'sk_test_someone_else');
    expect((await webhook(body, forged).expect(401)).body).toEqual({
      statusCode: 401,
      message: 'Invalid webhook signature',
    });
    await webhook(body, 'not-hex').expect(401);
    await webhook(`${body} `, signWebhookBody(body, FAKE_PAYSTACK_KEY)).expect(401);
    expect(await payments().findOne({ reference })).toEqual(before);
  });

  it('does not grant a signed webhook with the wrong amount', async () => {
    const reference = await initialize();
    await webhook(chargeSuccess(reference, 50000)).expect(200);
    expect(await payments().findOne({ reference })).toMatchObject({ status: 'pending', grantCount: 0 });
  });

  it('says a payment is still being confirmed when Paystack does not answer in time, and grants when asked again', async () => {
    const reference = await initialize();
    paystack.outcomes.set(reference, { status: 'success' });
    paystack.delayMs = 1000;
    try {
      const response = await verify(reference).expect(202);
      expect(response.body).toEqual({
        success: false,
        confirming: true,
        data: expect.objectContaining({ reference, status: 'pending', amount: 5000 }),
      });
    } finally {
      paystack.delayMs = 0;
    }
    expect(await payments().findOne({ reference })).toMatchObject({ status: 'pending', grantCount: 0 });
    expect((await verify(reference).expect(200)).body.success).toBe(true);
  });

  it('says the provider refused, not "still confirming", when Paystack refuses to verify a reference', async () => {
    // A checkout Paystack never started (its initialize failed): Paystack answers 400, "reference not found".
    const reference = 'ICAST-PAY-NEVER-STARTED-0001';
    await payments().insertOne({
      reference,
      first_name: 'Adaeze',
      last_name: 'Okafor',
      email: 'ada@example.com',
      phone: '+2348031234567',
      amountKobo: 500000,
      currency: 'NGN',
      status: 'pending',
      purpose: 'form',
      grantCount: 0,
      createdAt: new Date(),
    });
    const response = await verify(reference).expect(502);
    expect(response.body.message).toMatch(/^The payment provider refused the request, please try again/);
  });

  it('still fails clearly when Paystack is slow to start a checkout (nothing is paid yet)', async () => {
    paystack.delayMs = 1000;
    try {
      const response = await http()
        .post('/api/payment/initialize')
        .set('X-Forwarded-For', '198.51.100.3')
        .send(payer)
        .expect(502);
      // A failure on our side names the request's id, so the parent can quote it (see common/request-id.ts).
      expect(response.body.message).toMatch(
        /^The payment provider did not answer within 400 ms, please try again \(error [0-9a-f]{8}\)$/,
      );
    } finally {
      paystack.delayMs = 0;
    }
  });

  describe('rejects bad input with 4xx and writes nothing', () => {
    let countBefore: number;
    beforeEach(async () => {
      countBefore = await payments().countDocuments();
    });
    afterEach(async () => {
      expect(await payments().countDocuments()).toBe(countBefore);
    });

    it.each([
      [{ ...payer, email: 'not-an-email' }, 'email', 'email: Enter an e-mail address like name@example.com'],
      [{ ...payer, first_name: '' }, 'first_name', 'first_name: Enter your first name'],
      [
        { ...payer, last_name: 'x'.repeat(61) },
        'last_name',
        'last_name: Your last name must be 60 characters or fewer',
      ],
      [{ ...payer, phone: '12' }, 'phone', 'phone: Enter a phone number like 0803 123 4567'],
      [{ ...payer, amount: 1 }, 'amount', 'property amount should not exist'],
      [{ ...payer, email: { $gt: '' } }, undefined, 'Invalid field name: $gt'],
    ])('initialize %j', async (body, field, message) => {
      const response = await http().post('/api/payment/initialize').send(body).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: expect.stringContaining(message),
        // Each refusal also names its field, for the form to put it there whatever its words.
        ...(field ? { errors: [expect.objectContaining({ field })] } : {}),
      });
    });

    it('verify of an unknown or malformed reference', async () => {
      expect((await verify('ICAST-PAY-NOPE-0000').expect(404)).body).toEqual({
        statusCode: 404,
        message: 'Payment not found',
      });
      await verify('../../etc').expect(400);
      await http().post('/api/payment/paystack_verify').send({}).expect(400);
    });
  });

  it('switches the sandbox off when a real key is configured', async () => {
    const sandboxKey = { Authorization: 'Bearer sk_test_icast_sandbox' };
    await http().post('/api/payment/sandbox/transaction/initialize').set(sandboxKey).send({}).expect(404);
    await http().get('/api/payment/sandbox/transaction/verify/ANY').set(sandboxKey).expect(404);
    await http().get('/api/payment/sandbox/checkout/ANY').expect(404);
  });

  it('lists payments newest first for staff, and as CSV', async () => {
    const cookie = await staffCookie(app);
    const newest = await initialize();
    const response = await http().get('/api/payment/getAllPayment').set('Cookie', cookie).expect(200);
    expect(response.body.message[0]).toMatchObject({ reference: newest, status: 'pending', amountKobo: 500000 });
    const times = response.body.message.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const csv = await http().get('/api/payment/admin/payments.csv').set('Cookie', cookie).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toContain(`${newest},Adaeze,Okafor,ada@example.com,+2348031234567,5000,Application form,pending`);
  });
});
