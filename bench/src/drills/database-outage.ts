import { MongoClient } from 'mongodb';
import { COLLECTIONS } from '@icast/contracts';
import { startDatabase } from '@icast/stack';
import { judge, statusCounts, type Drill } from './types';

const OUTAGE_STARTS_MS = 4_000;
const OUTAGE_MS = 10_000;
const TRAFFIC_MS = 26_000;
const WORKERS = 8;

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
  async run({ site }) {
    const started = Date.now();
    const attempts: Attempt[] = [];
    const healthDuringOutage: number[] = [];
    let restoredAt = Number.POSITIVE_INFINITY;
    const newsPage = `${site.apiUrl}/api/blog/get-blogs`;
    let newsBefore = '';
    let newsDuringOutage = 'not read';

    const worker = async () => {
      while (Date.now() - started < TRAFFIC_MS) {
        numbersUsed += 1;
        const sequence = numbersUsed;
        const number = `+23480${String(10_000_000 + sequence).slice(-8)}`;
        const sent = Date.now();
        let status = 0;
        let jsonError = false;
        try {
          const response = await fetch(`${site.apiUrl}/api/visitor`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.9.${(sequence >> 8) & 255}.${sequence & 255}`,
            },
            body: JSON.stringify({ name: 'Drill parent', number }),
            signal: AbortSignal.timeout(5_000),
          });
          status = response.status;
          const body = (await response.json()) as { message?: unknown };
          jsonError = status >= 400 && typeof body.message === 'string';
        } catch {
          status = -1;
        }
        attempts.push({ at: sent - started, status, ms: Date.now() - sent, number, jsonError });
        await sleep(50);
      }
    };

    const outage = async () => {
      await sleep(OUTAGE_STARTS_MS);
      newsBefore = (await fetch(newsPage)).headers.get('etag') ?? '';
      await site.database.stop();
      await sleep(2_000);
      // The news page parents already loaded stays readable from the API's cache while the database is away.
      const news = await fetch(newsPage);
      newsDuringOutage = news.ok && news.headers.get('etag') === newsBefore ? 'served' : `HTTP ${news.status}`;
      const probe = setInterval(() => {
        void fetch(`${site.apiUrl}/api/health`).then((response) => healthDuringOutage.push(response.status));
      }, 1_000);
      await sleep(OUTAGE_MS - 2_000);
      clearInterval(probe);
      site.database = await startDatabase({
        dataDir: site.dataDir,
        port: site.ports.mongodb,
        dbName: new URL(site.database.uri).pathname.slice(1),
      });
      restoredAt = Date.now() - started;
    };

    await Promise.all([outage(), ...Array.from({ length: WORKERS }, worker)]);

    const during = attempts.filter((a) => a.at >= OUTAGE_STARTS_MS && a.at < restoredAt);
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
        'every answer during the outage comes within 2 s': slowest <= 2_000,
        'health says 503 while the database is down': healthDown,
        'writes succeed again within 10 s of the restart': recoveryMs <= 10_000,
        'no accepted write is lost': lost === 0,
        'the cached news list is served during the outage': newsDuringOutage === 'served',
      },
    );
  },
};
