import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import { apiUrl, COLLECTIONS, ENDPOINTS, withDocumentsToFollow } from '@icast/contracts';
import { MailCatcher } from '@icast/fakes';
import { findFreePort } from '@icast/stack';
import { eventually } from './testing/mail';
import { sampleApplication } from './testing/sample-application';
import { enrolSecondFactor } from './testing/staff-session';
import { testDatabaseUri } from './testing/test-app';
import { EVENT_SWEEP_GRACE_MS } from './platform/domain-events/domain-events.service';

const apiRoot = path.resolve(__dirname, '..');
const ADMIN = { email: 'crash-admin@icast.test', password: 'a long test password for the crash' };

/** The real entry point, as `npm run dev` starts it, in its own process on this file's test database. */
function startApi(env: Record<string, string>): {
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
} {
  const child = spawn(process.execPath, ['--conditions=icast-source', '-r', './dev/ts-register.js', 'src/main.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { child, exited };
}

/**
 * The outbox is the durable step of every message: an offer and the event its e-mail is sent on are one write, so the
 * API killed after saving the offer and before queuing its e-mail still sends it, once, when it starts again.
 */
describe('an offer whose API died before its e-mail was queued', () => {
  const catcher = new MailCatcher();
  const databaseUri = testDatabaseUri();
  let api: ReturnType<typeof startApi> | undefined;
  let base = '';
  let env: Record<string, string>;

  beforeAll(async () => {
    const port = await findFreePort(28100, 28999);
    base = `http://127.0.0.1:${port}`;
    env = {
      NODE_ENV: 'test',
      MONGODB_URI: databaseUri,
      API_PORT: String(port),
      SMTP_URL: await catcher.start(),
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
    };
    const connection = await mongoose.createConnection(databaseUri).asPromise();
    await connection.dropDatabase();
    await connection.close();
  });
  afterAll(async () => {
    if (api?.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    await catcher.stop();
  });

  const up = () =>
    eventually(
      async () =>
        (await fetch(`${base}/api/health/live`)
          .then((response) => response.ok)
          .catch(() => false)) === true,
      120_000,
      500,
    );

  it('sends exactly one offer e-mail after the restart', async () => {
    api = startApi({ ...env, ICAST_STOP_AT: 'offer saved' });
    await up();
    const submitted = await request(base)
      .post(apiUrl(ENDPOINTS.applications.submit))
      .send(sampleApplication({ parentEmail: 'crash.family@example.com' }))
      .expect(201);
    const { reference } = submitted.body as { reference: string };
    const login = await request(base).post(apiUrl(ENDPOINTS.auth.login)).send(ADMIN).expect(200);
    const cookie = login.get('Set-Cookie')!.map((value) => value.split(';')[0]!);
    // The first admin's first sign-in is for setting up the authenticator; then the same session makes offers.
    await enrolSecondFactor(base, cookie);
    const deadline = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

    // The request never gets an answer: the process dies between the save and the queuing.
    await expect(
      request(base)
        .post(apiUrl(ENDPOINTS.offers.make, { reference }))
        .set('Cookie', cookie)
        .send(withDocumentsToFollow({ feeNaira: 150000, deadline })),
    ).rejects.toThrow();
    expect(await api.exited).toBe('SIGKILL');

    const connection = await mongoose.createConnection(databaseUri).asPromise();
    try {
      const application = await connection.collection(COLLECTIONS.applications).findOne({ reference });
      expect(application?.status).toBe('offered');
      expect(Object.values(application?.pendingEvents ?? {})).toEqual([
        expect.objectContaining({ type: 'admissions.offerMade' }),
      ]);
      expect(await connection.collection(COLLECTIONS.outboxMessages).countDocuments({ kind: 'offerMade' })).toBe(0);

      // The sweep leaves an event younger than its grace to the request that recorded it, and reads again 30 s later:
      // an API back within the grace (a quiet machine) would find the offer too young and send it half a minute on.
      // Started once the request that died is past the grace, as after a real crash, its first sweep sends it.
      const [pending] = Object.values(application!.pendingEvents as Record<string, { occurredAt: Date }>);
      const pastGrace = pending!.occurredAt.getTime() + EVENT_SWEEP_GRACE_MS + 100 - Date.now();
      if (pastGrace > 0) await new Promise((resolve) => setTimeout(resolve, pastGrace));
      api = startApi(env);
      await catcher.waitFor((mail) => mail.subject.startsWith('A place for'), 120_000);
      // Delivered, and the event is done: nothing is left that could send it again.
      await eventually(
        async () =>
          (await connection.collection(COLLECTIONS.applications).findOne({ reference }))?.pendingEvents === undefined,
        30_000,
        250,
      );
      // The catcher can hold the e-mail a moment before the outbox records it as sent.
      const offerMails = () =>
        connection.collection(COLLECTIONS.outboxMessages).find({ kind: 'offerMade', channel: 'email' }).toArray();
      await eventually(async () => (await offerMails()).every((row) => row.state === 'sent'), 30_000, 250);
      expect((await offerMails()).map((row) => [row.to, row.state])).toEqual([['crash.family@example.com', 'sent']]);
      expect(catcher.messages.filter((mail) => mail.subject.startsWith('A place for'))).toHaveLength(1);
      expect(await connection.collection(COLLECTIONS.scheduledJobs).countDocuments({ name: 'offer-expiry' })).toBe(1);
    } finally {
      await connection.close();
    }
  }, 400_000);
});
