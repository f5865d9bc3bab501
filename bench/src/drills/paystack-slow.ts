import { MongoClient } from 'mongodb';
import { COLLECTIONS, ENDPOINTS } from '@icast/contracts';
import { startExtraApi, waitForHttp } from '@icast/stack';
// The API's tests use the same fake Paystack, so the drill and the tests agree on Paystack's answers.
import { FAKE_PAYSTACK_KEY, FakePaystack } from '@icast/fakes';
import { root } from '../environment';
import { type AnyEndpoint, type Call, callApi, jsonOf, payerOf, urlOf } from './site-api';
import { judge, sized, type Drill } from './types';

/**
 * The API gives Paystack 3 s and Paystack answers after 10 s; the short pass 1.5 s and 4 s. An answer may take the
 * timeout plus `slackMs` (more in the short pass, which CI runs on a busy machine).
 */
const FULL = { timeoutMs: 3_000, paystackDelayMs: 10_000, slackMs: 1_500 };
const SHORT = { timeoutMs: 1_500, paystackDelayMs: 4_000, slackMs: 4_500 };

async function timed<E extends AnyEndpoint>(base: string, endpoint: E, call: Call<E>) {
  const started = Date.now();
  const answer = await callApi(base, endpoint, { ...call, timeoutMs: 30_000 });
  return { status: answer.status, ms: Date.now() - started, body: jsonOf<Record<string, unknown>>(answer) ?? {} };
}

/** Paystack answers after 10 s (or not at all): parents get a clear message in time and can retry later. */
export const paystackSlow: Drill = {
  name: 'Paystack slow or down',
  expectation:
    `initialize fails clearly within the ${FULL.timeoutMs / 1000} s timeout; a slow verify says it is still ` +
    'confirming (202); verify retried later grants once',
  async run(context) {
    const { site } = context;
    const plan = sized(context, FULL, SHORT);
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
        PAYSTACK_TIMEOUT_MS: String(plan.timeoutMs),
      },
    });
    const apiUrl = api.url;
    try {
      await waitForHttp(urlOf(apiUrl, ENDPOINTS.health.check), 60_000);
      const payer = payerOf({ first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com', phone: '08031234567' });
      const within = plan.timeoutMs + plan.slackMs;

      paystack.delayMs = plan.paystackDelayMs;
      const slowInit = await timed(apiUrl, ENDPOINTS.payment.initialize, { body: payer });
      const initClear = slowInit.status >= 500 && typeof slowInit.body.message === 'string';

      paystack.delayMs = 0;
      const init = await timed(apiUrl, ENDPOINTS.payment.initialize, { body: payer });
      const reference = String(init.body.reference ?? '');

      paystack.delayMs = plan.paystackDelayMs;
      const slowVerify = await timed(apiUrl, ENDPOINTS.payment.verify, { body: { reference } });
      paystack.delayMs = 0;
      paystack.outcomes.set(reference, { status: 'success' });
      const retried = await timed(apiUrl, ENDPOINTS.payment.verify, { body: { reference } });
      const again = await timed(apiUrl, ENDPOINTS.payment.verify, { body: { reference } });

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
          [`a slow initialize answers within ${within} ms`]: slowInit.ms < within,
          'a slow verify does not report success': slowVerify.body.success !== true,
          'a slow verify says it is still confirming (202), not a failure':
            slowVerify.status === 202 && slowVerify.body.confirming === true,
          [`a slow verify answers within ${within} ms`]: slowVerify.ms < within,
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
