import { MongoClient } from 'mongodb';
import { COLLECTIONS } from '@icast/contracts';
import { requestFrom } from '@icast/stack';
import { frontDoor, type ApiInstance } from './front-door';
import { judge, statusCounts, type Drill } from './types';

const LOAD_MS = 30_000;
const WORKERS = 12;
const ROLLING_RESTART_AT_MS = 7_000;
const CRASH_AT_MS = 18_000;

type Kind = 'read' | 'application' | 'payment';

interface Attempt {
  kind: Kind;
  sentAt: number;
  answeredAt: number;
  status: number;
  /** Written into the record, so the database can be asked how many times it was stored. */
  marker: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let visitors = 0;
/** Parents arrive from many addresses: 127.1.x.y, a thousand of them, so no per-address limit is reached. */
const nextAddress = () => {
  visitors += 1;
  return `127.1.${(visitors >> 8) % 4}.${(visitors % 250) + 1}`;
};

function application(marker: string) {
  return {
    surname: 'Failover',
    firstname: marker,
    sex: 'female',
    dob: '2018-05-14',
    state: 'Oyo',
    fatherSurname: 'Failover',
    fatherFirstname: 'Kunle',
    relationshipOfFather: 'Father',
    motherSurname: 'Failover',
    motherFirstname: 'Funke',
    relationshipOfMother: 'Mother',
    intelligenceRating: 'good',
  };
}

const READS = [
  '/api/blog/get-blogs',
  '/api/payment/config',
  '/api/form/portal-config',
  '/api/blog/get-blogs?category=sports',
];

/**
 * 30 s of parents reading, applying and paying through nginx while one API instance is restarted the way a deploy
 * does it (SIGTERM, drained, started again) and later the other is killed outright (SIGKILL) and started again.
 */
export const instanceKilled: Drill = {
  name: 'an API restarted, then killed, under load',
  expectation:
    'no failed read; every accepted application and payment stored once; no write lost in the rolling restart; ' +
    'only writes in flight at the kill fail',
  async run(context) {
    const { nginx, instances } = await frontDoor(context);
    const started = Date.now();
    const attempts: Attempt[] = [];
    const events: string[] = [];
    let crashAt = Number.POSITIVE_INFINITY;
    /** When the killed process had stopped answering: requests that reached it until then die with it. */
    let crashDoneAt = Number.POSITIVE_INFINITY;
    let restartWindow = { from: Number.POSITIVE_INFINITY, to: Number.POSITIVE_INFINITY };

    const send = async (kind: Kind, index: number) => {
      const marker = `Drill${Date.now().toString(36)}${index}`;
      const path =
        kind === 'read'
          ? (READS[index % READS.length] ?? READS[0])
          : kind === 'application'
            ? '/api/form'
            : '/api/payment/initialize';
      const body =
        kind === 'application'
          ? application(marker)
          : kind === 'payment'
            ? {
                first_name: marker,
                last_name: 'Failover',
                email: `${marker.toLowerCase()}@example.com`,
                phone: '08031234567',
              }
            : undefined;
      const sentAt = Date.now() - started;
      const answer = await requestFrom(nextAddress(), `${nginx.baseUrl}${path}`, { body, timeoutMs: 20_000 });
      attempts.push({ kind, sentAt, answeredAt: Date.now() - started, status: answer.status, marker });
    };

    let sent = 0;
    const worker = async () => {
      while (Date.now() - started < LOAD_MS) {
        sent += 1;
        const roll = sent % 10;
        await send(roll < 6 ? 'read' : roll < 8 ? 'application' : 'payment', sent);
      }
    };

    const restartThenKill = async ([first, second]: [ApiInstance, ApiInstance]) => {
      await sleep(ROLLING_RESTART_AT_MS);
      restartWindow = { from: Date.now() - started, to: Number.POSITIVE_INFINITY };
      await second.stop('SIGTERM');
      events.push(`instance :${second.port} drained and stopped at ${restartWindow.from} ms`);
      await second.start();
      restartWindow.to = Date.now() - started;
      events.push(`started again, healthy at ${restartWindow.to} ms`);
      await sleep(Math.max(0, CRASH_AT_MS - (Date.now() - started)));
      crashAt = Date.now() - started;
      await first.stop('SIGKILL');
      crashDoneAt = Date.now() - started;
      events.push(`instance :${first.port} killed at ${crashAt} ms (gone at ${crashDoneAt} ms)`);
      await first.start();
      events.push(`started again, healthy at ${Date.now() - started} ms`);
    };

    await Promise.all([restartThenKill(instances), ...Array.from({ length: WORKERS }, worker)]);

    // Two reads of what was stored (FerretDB scans a collection per query: one per write would swamp it).
    const client = await MongoClient.connect(context.site.database.uri);
    const markers = new Map<string, number>();
    const count = (marker: unknown) => markers.set(String(marker), (markers.get(String(marker)) ?? 0) + 1);
    for (const row of await client
      .db()
      .collection(COLLECTIONS.applications)
      .find({ 'fields.surname': 'Failover' }, { projection: { 'fields.firstname': 1 } })
      .toArray()) {
      count((row.fields as { firstname?: unknown } | undefined)?.firstname);
    }
    for (const row of await client
      .db()
      .collection(COLLECTIONS.payments)
      .find({ last_name: 'Failover' }, { projection: { first_name: 1 } })
      .toArray()) {
      count(row.first_name);
    }
    await client.close();
    const writes = attempts.filter((attempt) => attempt.kind !== 'read');
    const stored = writes.map((attempt) => markers.get(attempt.marker) ?? 0);

    // What nginx itself saw, for a red run: instances refusing, cut off, or none left to try.
    const nginxLog = nginx.errors();
    const nginxSaw = ['no live upstreams', 'Connection refused', 'prematurely closed']
      .map((words) => `${nginxLog.split(words).length - 1}x ${words}`)
      .join(', ');
    const reads = attempts.filter((attempt) => attempt.kind === 'read');
    const accepted = (attempt: Attempt) => attempt.status === 201 || attempt.status === 200;
    const acceptedStoredOnce = writes.every((attempt, index) => !accepted(attempt) || stored[index] === 1);
    const neverTwice = stored.every((times) => times <= 1);
    const failedWrites = writes.filter((attempt) => !accepted(attempt));
    const inRestart = (attempt: Attempt) =>
      attempt.answeredAt >= restartWindow.from && attempt.sentAt <= restartWindow.to + 2_000;
    const inFlightAtCrash = (attempt: Attempt) => attempt.sentAt <= crashDoneAt && attempt.answeredAt >= crashAt;

    return judge(
      `${events.join('; ')}. ${reads.length} reads (${statusCounts(reads.map((a) => a.status))}), ` +
        `${writes.filter((a) => a.kind === 'application').length} applications and ` +
        `${writes.filter((a) => a.kind === 'payment').length} payments (${statusCounts(writes.map((a) => a.status))}), ` +
        `${writes.filter(accepted).length} accepted, ${failedWrites.length} failed ` +
        `(${failedWrites.filter(inFlightAtCrash).length} in flight at the kill), ` +
        `${stored.filter((times) => times > 1).length} stored twice; nginx: ${nginxSaw}`,
      {
        'the rolling restart and the kill both happened': Number.isFinite(restartWindow.to) && Number.isFinite(crashAt),
        'no read failed (every read 200)': reads.every((attempt) => attempt.status === 200),
        'every accepted application and payment is stored exactly once': acceptedStoredOnce,
        'no write is stored twice': neverTwice,
        'no write failed during the rolling restart': failedWrites.every((attempt) => !inRestart(attempt)),
        'the only failed writes reached the killed instance before it was gone': failedWrites.every(inFlightAtCrash),
      },
    );
  },
};
