import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { createTestApp, databaseOf, resetDatabase } from '../../testing/test-app';

/** No Paystack key: the API's own sandbox plays Paystack over real HTTP, through the same client and checks. */
describe('payment sandbox (test mode)', () => {
  let app: NestExpressApplication;
  let api: string;
  const post = (path: string, body: unknown) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
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

  beforeAll(async () => {
    app = await createTestApp({ PAYSTACK_SECRET_KEY: '', PUBLIC_SITE_URL: 'https://school.example' });
    await app.listen(0, '127.0.0.1');
    api = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    await resetDatabase(app);
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
    expect(started.authorization_url).toBe(`https://school.example/api/payment/sandbox/checkout/${started.reference}`);
    const page = await fetch(`${api}${checkoutPath(started.authorization_url)}`);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('₦5,000');
    expect(html).toContain(`action="${started.reference}/pay"`);

    const paid = await post(`${checkoutPath(started.authorization_url)}/pay`, {});
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `https://school.example/payment_success?trxref=${started.reference}&reference=${started.reference}`,
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

  it('refuses sandbox API calls without the sandbox key, and unknown checkouts', async () => {
    const forged = await fetch(`${api}/api/payment/sandbox/transaction/verify/anything`);
    expect(forged.status).toBe(401);
    expect((await fetch(`${api}/api/payment/sandbox/checkout/NOPE`)).status).toBe(404);
  });
});
