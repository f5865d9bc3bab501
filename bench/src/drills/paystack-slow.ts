import { MongoClient } from 'mongodb';
import { COLLECTIONS } from '@icast/contracts';
import { startExtraApi, waitForHttp } from '@icast/stack';
// The API's tests use the same fake Paystack, so the drill and the tests agree on Paystack's answers.
import { FAKE_PAYSTACK_KEY, FakePaystack } from '@icast/fakes';
import { root } from '../environment';
import { judge, type Drill } from './types';

const TIMEOUT_MS = 3_000;

async function timed(url: string, body: unknown) {
  const started = Date.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, ms: Date.now() - started, body: json };
}

/** Paystack answers after 10 s (or not at all): parents get a clear message in time and can retry later. */
export const paystackSlow: Drill = {
  name: 'Paystack slow or down',
  expectation:
    `initialize fails clearly within the ${TIMEOUT_MS / 1000} s timeout; a slow verify says it is still confirming ` +
    '(202); verify retried later grants once',
  async run({ site }) {
    const paystack = new FakePaystack();
    const paystackUrl = await paystack.start();
    const api = startExtraApi({
      root,
      port: site.ports.api + 5,
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        MONGODB_URI: site.database.uri,
        PUBLIC_SITE_URL: site.baseUrl,
        PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_KEY,
        PAYSTACK_BASE_URL: paystackUrl,
        PAYSTACK_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    const apiUrl = api.url;
    try {
      await waitForHttp(`${apiUrl}/api/health`, 60_000);
      const payer = { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com', phone: '08031234567' };

      paystack.delayMs = 10_000;
      const slowInit = await timed(`${apiUrl}/api/payment/initialize`, payer);
      const initClear = slowInit.status >= 500 && typeof slowInit.body.message === 'string';

      paystack.delayMs = 0;
      const init = await timed(`${apiUrl}/api/payment/initialize`, payer);
      const reference = String(init.body.reference ?? '');

      paystack.delayMs = 10_000;
      const slowVerify = await timed(`${apiUrl}/api/payment/paystack_verify`, { reference });
      paystack.delayMs = 0;
      paystack.outcomes.set(reference, { status: 'success' });
      const retried = await timed(`${apiUrl}/api/payment/paystack_verify`, { reference });
      const again = await timed(`${apiUrl}/api/payment/paystack_verify`, { reference });

      const client = await MongoClient.connect(site.database.uri);
      const record = await client.db().collection(COLLECTIONS.payments).findOne({ reference });
      await client.close();
      const grants = Number(record?.grantCount ?? 0);
      return judge(
        `initialize ${slowInit.status} in ${slowInit.ms} ms ("${String(slowInit.body.message ?? '')}"); ` +
          `verify while slow: ${slowVerify.status} success=${String(slowVerify.body.success)} in ${slowVerify.ms} ms; ` +
          `retried: success=${String(retried.body.success)}, again=${String(again.body.success)}, status ${String(record?.status)}, granted ${grants}x`,
        {
          'a slow initialize fails with a 5xx and a message': initClear,
          [`a slow initialize answers within ${TIMEOUT_MS + 1_500} ms`]: slowInit.ms < TIMEOUT_MS + 1_500,
          'a slow verify does not report success': slowVerify.body.success !== true,
          'a slow verify says it is still confirming (202), not a failure':
            slowVerify.status === 202 && slowVerify.body.confirming === true,
          [`a slow verify answers within ${TIMEOUT_MS + 1_500} ms`]: slowVerify.ms < TIMEOUT_MS + 1_500,
          'verify retried later succeeds, twice': retried.body.success === true && again.body.success === true,
          'the payment is paid and granted exactly once': record?.status === 'paid' && grants === 1,
        },
      );
    } finally {
      await api.stop();
      await paystack.stop();
    }
  },
};
