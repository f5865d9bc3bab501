import { MongoClient } from 'mongodb';
import { COLLECTIONS, ENDPOINTS } from '@icast/contracts';
import { startDatabase } from '@icast/stack';
import { callApi, jsonOf, urlOf } from './site-api';
import { judge, sized, statusCounts, type Drill } from './types';

/** The outage from 4 s to 14 s of 26 s of traffic; the short pass 3 s to 9 s of 16 s. */
const FULL = { outageStartsMs: 4_000, outageMs: 10_000, trafficMs: 26_000, workers: 8, answerWithinMs: 2_000 };
const SHORT = { outageStartsMs: 3_000, outageMs: 6_000, trafficMs: 16_000, workers: 4, answerWithinMs: 6_000 };

interface Attempt {
  at: number;
  status: number;
  ms: number;
  number: string;
  jsonError: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Across runs of this process (`--repeat`), so each run's phone numbers are its own. */
let numbersUsed = 0;

/** Parents keep leaving their numbers while the database is stopped for 10 s, then comes back. */
export const databaseOutage: Drill = {
  name: 'database stopped for 10 s under load',
  expectation:
    '503 {message} within 2 s, health down, recovers by itself, no accepted write lost, cached news still readable',
  async run(context) {
    const { site } = context;
    const plan = sized(context, FULL, SHORT);
    const started = Date.now();
    const attempts: Attempt[] = [];
    const healthDuringOutage: number[] = [];
    let restoredAt = Number.POSITIVE_INFINITY;
    const newsPage = urlOf(site.apiUrl, ENDPOINTS.blog.list);
    let newsBefore = '';
    let newsDuringOutage = 'not read';

    const worker = async () => {
      while (Date.now() - started < plan.trafficMs) {
        numbersUsed += 1;
        const sequence = numbersUsed;
        const number = `+23480${String(10_000_000 + sequence).slice(-8)}`;
        const sent = Date.now();
        const answer = await callApi(site.apiUrl, ENDPOINTS.visitors.record, {
          body: { name: 'Drill parent', number },
          headers: { 'x-forwarded-for': `10.9.${(sequence >> 8) & 255}.${sequence & 255}` },
          timeoutMs: 5_000,
        });
        const status = answer.status || -1;
        const jsonError = status >= 400 && typeof jsonOf<{ message?: unknown }>(answer)?.message === 'string';
        attempts.push({ at: sent - started, status, ms: Date.now() - sent, number, jsonError });
        await sleep(50);
      }
    };

    const outage = async () => {
      await sleep(plan.outageStartsMs);
      newsBefore = (await fetch(newsPage)).headers.get('etag') ?? '';
      await site.database.stop();
      await sleep(2_000);
      // The news page parents already loaded stays readable from the API's cache while the database is away.
      const news = await fetch(newsPage);
      newsDuringOutage = news.ok && news.headers.get('etag') === newsBefore ? 'served' : `HTTP ${news.status}`;
      const probe = setInterval(() => {
        void fetch(urlOf(site.apiUrl, ENDPOINTS.health.check)).then((response) =>
          healthDuringOutage.push(response.status),
        );
      }, 1_000);
      await sleep(plan.outageMs - 2_000);
      clearInterval(probe);
      site.database = await startDatabase({
        dataDir: site.dataDir,
        port: site.ports.mongodb,
        dbName: new URL(site.database.uri).pathname.slice(1),
      });
      restoredAt = Date.now() - started;
    };

    await Promise.all([outage(), ...Array.from({ length: plan.workers }, worker)]);

    const during = attempts.filter((a) => a.at >= plan.outageStartsMs && a.at < restoredAt);
    const accepted = attempts.filter((a) => a.status === 201);
    const firstSuccessAfter = attempts.find((a) => a.at >= restoredAt && a.status === 201);
    const client = await MongoClient.connect(site.database.uri);
    const stored = new Set(
      (
        await client
          .db()
          .collection(COLLECTIONS.visitors)
          .find({}, { projection: { number: 1 } })
          .toArray()
      ).map((row) => String(row.number)),
    );
    await client.close();
    const lost = accepted.filter((attempt) => !stored.has(attempt.number)).length;
    const slowest = Math.max(0, ...during.map((a) => a.ms));
    const unclear = attempts.filter((a) => !(a.status === 201 || (a.status === 503 && a.jsonError)));
    const recoveryMs = firstSuccessAfter ? firstSuccessAfter.at + firstSuccessAfter.ms - restoredAt : Number.NaN;
    const healthDown = healthDuringOutage.length > 0 && healthDuringOutage.every((status) => status === 503);

    return judge(
      `${attempts.length} requests (${statusCounts(attempts.map((a) => a.status))}), ${during.length} during the ` +
        `outage, slowest ${slowest} ms, health ${healthDown ? '503 down' : `NOT down (${statusCounts(healthDuringOutage)})`}, ` +
        `first write ${Math.round(recoveryMs)} ms after restart, ${accepted.length} accepted, ${lost} lost, ` +
        `cached news list ${newsDuringOutage}`,
      {
        'every answer is 201 or a 503 JSON {message}': unclear.length === 0,
        [`every answer during the outage comes within ${plan.answerWithinMs / 1000} s`]: slowest <= plan.answerWithinMs,
        'health says 503 while the database is down': healthDown,
        'writes succeed again within 10 s of the restart': recoveryMs <= 10_000,
        'no accepted write is lost': lost === 0,
        'the cached news list is served during the outage': newsDuringOutage === 'served',
      },
    );
  },
};
