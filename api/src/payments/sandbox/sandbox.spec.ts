import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { createContextApp, databaseOf, resetDatabase, testDatabaseUri, withDatabaseName } from '../../testing/test-app';
import { signWebhookBody } from '../webhook-signature';
import { PaymentModule } from '../payment.module';
import { PaidFormModule } from '../../admissions/paid-forms/paid-form.module';

/** The sandbox key that once sat in the source: anyone could read it. */
const PUBLISHED_KEY = 'sk_test_icast_sandbox';
const SITE = 'https://school.example';

/** PAYMENT_MODE=sandbox: the API's own sandbox plays Paystack over real HTTP, through the same client and checks. */
describe('payment sandbox (test mode)', () => {
  let app: NestExpressApplication;
  let api: string;
  const startApp = async (env: NodeJS.ProcessEnv = {}) => {
    const started = await createContextApp([PaymentModule, PaidFormModule], {
      PAYSTACK_SECRET_KEY: '',
      PUBLIC_SITE_URL: SITE,
      ...env,
    });
    await started.listen(0, '127.0.0.1');
    return started;
  };
  const addressOf = (running: NestExpressApplication) =>
    `http://127.0.0.1:${(running.getHttpServer().address() as AddressInfo).port}`;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
  const startPayment = async () => {
    const response = await post('/api/payment/initialize', {
      first_name: 'Bisi',
      last_name: 'Ade',
      email: 'bisi@example.com',
      phone: '08031234567',
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { reference: string; authorization_url: string; testMode: boolean };
  };
  // The browser reaches the checkout through the site's origin; in this test the API is that origin.
  const checkoutPath = (authorizationUrl: string) => new URL(authorizationUrl).pathname;
  const storedKey = async (running = app) =>
    (await databaseOf(running).collection('payment_sandbox_keys').findOne({}))?.secretKey as string;
  const sandboxInitialize = async (body: unknown) =>
    post('/api/payment/sandbox/transaction/initialize', body, { Authorization: `Bearer ${await storedKey()}` });
  const validSession = {
    email: 'bisi@example.com',
    amount: 500000,
    currency: 'NGN',
    reference: 'ICAST-PAY-TEST-0001',
    callback_url: `${SITE}/payment_success`,
  };

  beforeAll(async () => {
    app = await startApp();
    await resetDatabase(app);
    // A fresh installation: the key is made on start, so start again on the emptied database.
    await app.close();
    app = await startApp();
    api = addressOf(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('says test mode in the config', async () => {
    expect(await (await fetch(`${api}/api/payment/config`)).json()).toMatchObject({ testMode: true, feeNaira: 5000 });
  });

  it('Pay: checkout page labelled TEST MODE, redirect to the callback, verify grants the form', async () => {
    const started = await startPayment();
    expect(started.testMode).toBe(true);
    expect(started.authorization_url).toBe(`${SITE}/api/payment/sandbox/checkout/${started.reference}`);
    const page = await fetch(`${api}${checkoutPath(started.authorization_url)}`);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('₦5,000');
    // What the money is for, as the site started the checkout.
    expect(html).toContain('<h1>ICAST Schools: Application form</h1>');
    expect(html).toContain(`action="${started.reference}/pay"`);

    const paid = await post(`${checkoutPath(started.authorization_url)}/pay`, {});
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${SITE}/payment_success?trxref=${started.reference}&reference=${started.reference}`,
    );
    const verified = await post('/api/payment/paystack_verify', { reference: started.reference });
    expect(await verified.json()).toMatchObject({ success: true, data: { first_name: 'Bisi', amount: 5000 } });
    const download = await fetch(`${api}/api/form/download/${started.reference}/icast_form_1`);
    expect(download.status).toBe(200);
  });

  it('Cancel: verify fails and nothing is granted', async () => {
    const started = await startPayment();
    const cancelled = await post(`${checkoutPath(started.authorization_url)}/cancel`, {});
    expect(cancelled.status).toBe(303);
    const verified = await post('/api/payment/paystack_verify', { reference: started.reference });
    expect(await verified.json()).toMatchObject({ success: false, data: { status: 'abandoned' } });
    const stored = await databaseOf(app).collection('payments').findOne({ reference: started.reference });
    expect(stored).toMatchObject({ status: 'abandoned', grantCount: 0 });
  });

  it('keeps a pending checkout across an API restart', async () => {
    const started = await startPayment();
    await app.close();
    app = await startApp();
    api = addressOf(app);
    const paid = await post(`${checkoutPath(started.authorization_url)}/pay`, {});
    expect(paid.status).toBe(303);
    const verified = await post('/api/payment/paystack_verify', { reference: started.reference });
    expect(await verified.json()).toMatchObject({ success: true, data: { status: 'paid' } });
  });

  it('expires a checkout after a day and prunes it when the next one starts', async () => {
    const started = await startPayment();
    const sessions = databaseOf(app).collection('payment_sandbox_sessions');
    const dayAhead = Date.now() + 24 * 60 * 60 * 1000;
    const { expiresAt } = (await sessions.findOne({ reference: started.reference }))!;
    expect(Math.abs((expiresAt as Date).getTime() - dayAhead)).toBeLessThan(60_000);
    await sessions.updateOne({ reference: started.reference }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    expect((await fetch(`${api}${checkoutPath(started.authorization_url)}`)).status).toBe(404);
    await startPayment();
    expect(await sessions.countDocuments({ reference: started.reference })).toBe(0);
  });

  it('refuses a webhook signed with the key once published in the source, and accepts its own key', async () => {
    const started = await startPayment();
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: started.reference, amount: 500000, currency: 'NGN', status: 'success' },
    });
    const webhook = (key: string) =>
      post('/api/payment/webhook', body, { 'x-paystack-signature': signWebhookBody(body, key) });
    expect((await webhook(PUBLISHED_KEY)).status).toBe(401);
    const payments = databaseOf(app).collection('payments');
    expect(await payments.findOne({ reference: started.reference })).toMatchObject({ status: 'pending' });
    expect((await fetch(`${api}/api/form/download/${started.reference}/icast_form_1`)).status).toBe(403);

    expect((await webhook(await storedKey())).status).toBe(200);
    expect(await payments.findOne({ reference: started.reference })).toMatchObject({ status: 'paid' });
  });

  it('refuses sandbox API calls without this installation key, and unknown checkouts', async () => {
    const verify = (key?: string) =>
      fetch(`${api}/api/payment/sandbox/transaction/verify/ICAST-PAY-ANY-1`, {
        headers: key ? { Authorization: `Bearer ${key}` } : {},
      });
    expect((await verify()).status).toBe(401);
    expect((await verify(PUBLISHED_KEY)).status).toBe(401);
    expect((await verify(await storedKey())).status).toBe(404);
    const forged = await post('/api/payment/sandbox/transaction/initialize', validSession, {
      Authorization: `Bearer ${PUBLISHED_KEY}`,
    });
    expect(forged.status).toBe(401);
    expect((await fetch(`${api}/api/payment/sandbox/checkout/NOPE`)).status).toBe(404);
  });

  it.each([
    'https://evil.example/payment_success',
    'javascript:alert(document.cookie)',
    'https://school.example.evil.example/payment_success',
    'https://school.example@evil.example/payment_success',
    'http://school.example/payment_success',
    '//evil.example/payment_success',
    '/payment_success',
  ])('refuses to send a parent to %s', async (callbackUrl) => {
    const reference = `ICAST-PAY-CB-${Math.random().toString(36).slice(2, 10)}`;
    const response = await sandboxInitialize({ ...validSession, reference, callback_url: callbackUrl });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: `callback_url must be an address on this site (under ${SITE})`,
    });
    expect(await databaseOf(app).collection('payment_sandbox_sessions').countDocuments({ reference })).toBe(0);
  });

  it('accepts a callback under the site', async () => {
    const response = await sandboxInitialize({ ...validSession, reference: 'ICAST-PAY-CB-OK' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: true, data: { reference: 'ICAST-PAY-CB-OK' } });
  });

  it.each([
    ['no amount', 'amount', { ...validSession, amount: undefined }, 'amount must be a whole number of kobo'],
    ['an amount as text', 'amount', { ...validSession, amount: '500000' }, 'amount must be a whole number of kobo'],
    ['a fractional amount', 'amount', { ...validSession, amount: 1.5 }, 'amount must be a whole number of kobo'],
    ['a bad e-mail', 'email', { ...validSession, email: 'nobody' }, 'email must be an e-mail address'],
    ['another currency', 'currency', { ...validSession, currency: 'USD' }, 'currency must be NGN'],
    [
      'a path as reference',
      'reference',
      { ...validSession, reference: '../../x' },
      'reference must be 6 to 64 letters',
    ],
    ['a number as callback', 'callback_url', { ...validSession, callback_url: 42 }, 'callback_url must be a string'],
    ['an unknown field', 'extra', { ...validSession, extra: 'x'.repeat(10_000) }, 'property extra should not exist'],
    ['channels as text', 'channels', { ...validSession, channels: 'card' }, 'channels must be an array'],
  ])('answers a sandbox body with %s with a clear 400', async (_name, field, body, message) => {
    const response = await sandboxInitialize(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: Array<{ field: string; message: string }> };
    expect(answer).toEqual({
      statusCode: 400,
      message: expect.stringContaining(message),
      errors: expect.arrayContaining([{ field, message: expect.stringContaining(message) }]),
    });
    expect(answer.errors.every((error) => error.field === field)).toBe(true);
  });

  it('answers a body that is not an object with 400', async () => {
    expect((await sandboxInitialize('[1,2]')).status).toBe(400);
    expect((await sandboxInitialize('"text"')).status).toBe(400);
  });

  it('makes its key on first start, keeps it across restarts, and no two installations share one', async () => {
    const first = await storedKey();
    expect(first).toMatch(/^sk_test_sandbox_[0-9a-f]{64}$/);
    const other = await startApp({ MONGODB_URI: withDatabaseName(testDatabaseUri(), 'icast_test_sandbox_other') });
    try {
      await databaseOf(other).dropDatabase();
      await other.close();
      const fresh = await startApp({ MONGODB_URI: withDatabaseName(testDatabaseUri(), 'icast_test_sandbox_other') });
      try {
        const second = await storedKey(fresh);
        expect(second).toMatch(/^sk_test_sandbox_[0-9a-f]{64}$/);
        expect(second).not.toBe(first);
        await databaseOf(fresh).dropDatabase();
      } finally {
        await fresh.close();
      }
    } finally {
      await other.close().catch(() => undefined);
    }
    await app.close();
    app = await startApp();
    api = addressOf(app);
    expect(await storedKey()).toBe(first);
  });
});
