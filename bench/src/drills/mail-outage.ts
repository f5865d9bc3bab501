import { MongoClient } from 'mongodb';
import { type ApplicationSubmitted, COLLECTIONS, ENDPOINTS, type MessageKind } from '@icast/contracts';
import { BENCH_ADMIN } from '../environment';
import { applicationOf, callApi, jsonOf } from './site-api';
import { type Drill, judge, sized } from './types';

/**
 * 200 applications arrive over 20 s (so the outage and the API restart both fall in the middle of them) while the
 * mail server is down for 30 s; the short pass 30 over 6 s, down for 10 s.
 */
const FULL = { applications: 200, outageMs: 30_000, arrivalsMs: 20_000 };
const SHORT = { applications: 30, outageMs: 10_000, arrivalsMs: 6_000 };
const DELIVERY_DEADLINE_MS = 150_000;
/** The outbox's names of the two messages each application sends (the parent's confirmation, the staff notice). */
const DRILLED_KINDS: MessageKind[] = ['applicationReceived', 'staffNewApplication'];
/** The admin the bench site starts with: staff are told of each application, so it gets one e-mail each too. */
const STAFF = BENCH_ADMIN.email;
/** Each run's parents are its own (`--repeat`): their addresses carry the run's surname. */
const parentOf = (surname: string, index: number) =>
  `${surname.toLowerCase().replace(/\W+/g, '-')}-${index}@example.com`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const application = (surname: string, index: number) =>
  applicationOf({
    surname,
    firstname: `Child${index}`,
    sex: index % 2 === 0 ? 'female' : 'male',
    parentEmail: parentOf(surname, index),
  });

/**
 * The mail server is down for 30 s while 200 applications arrive, and the API restarts in the middle: every
 * accepted application's confirmation reaches its parent once the server is back, and its "new application" e-mail
 * reaches staff; none twice, none lost.
 */
export const mailOutage: Drill = {
  name: 'mail server down 30 s, 200 applications, API restarted',
  expectation: `every accepted application's confirmation (and staff notice) delivered after the server returns, none twice, none lost`,
  async run(context) {
    const { site } = context;
    const plan = sized(context, FULL, SHORT);
    const surname = `Outage ${Date.now().toString(36)}`;
    const catcher = site.mail.catcher;
    if (!catcher) return judge('the site uses a real relay (SMTP_URL)', { 'a local mail server to stop': false });
    /** Each accepted application's reference, by the index of its parent. */
    const references = new Map<number, string>();
    let refused = 0;
    const submit = async (index: number) => {
      // A parent whose request found the API restarting presses Submit again.
      const body = application(surname, index);
      for (let attempt = 0; attempt < 40; attempt++) {
        const answer = await callApi(site.apiUrl, ENDPOINTS.applications.submit, {
          body,
          headers: { 'x-forwarded-for': `10.8.${index >> 8}.${index & 255}` },
          timeoutMs: 30_000,
        });
        const reference = answer.status === 201 ? jsonOf<ApplicationSubmitted>(answer)?.reference : undefined;
        if (reference) {
          references.set(index, reference);
          return;
        }
        refused++;
        await sleep(500);
      }
    };

    const started = Date.now();
    await catcher.stop();
    const arrivals = Array.from({ length: plan.applications }, async (_, index) => {
      await sleep((index * plan.arrivalsMs) / plan.applications);
      await submit(index);
    });
    await sleep(plan.arrivalsMs / 2);
    const restart = await site.restartApi();
    await Promise.all(arrivals);
    /** For each accepted application: how many confirmations its parent got, and how many notices staff got. */
    const arrived = () => {
      const staffSubjects = catcher.to(STAFF).map((mail) => mail.subject);
      return [...references].flatMap(([index, reference]) => [
        catcher.to(parentOf(surname, index)).filter((mail) => mail.subject.includes(reference)).length,
        staffSubjects.filter((subject) => subject.includes(reference)).length,
      ]);
    };
    await sleep(Math.max(0, plan.outageMs - (Date.now() - started)));
    const deliveredDuringOutage = arrived().filter((count) => count > 0).length;
    await catcher.start();
    const back = Date.now();

    while (Date.now() - back < DELIVERY_DEADLINE_MS && arrived().some((count) => count === 0)) await sleep(500);
    const allInMs = Date.now() - back;
    await sleep(3_000); // anything sent twice would arrive in this time too
    const counts = arrived();
    const client = await MongoClient.connect(site.database.uri);
    const stored = await client.db().collection(COLLECTIONS.applications).countDocuments({ 'fields.surname': surname });
    const unsent = await client
      .db()
      .collection(COLLECTIONS.outboxMessages)
      .countDocuments({ kind: { $in: DRILLED_KINDS }, state: { $ne: 'sent' } });
    await client.close();

    const missing = counts.filter((count) => count === 0).length;
    const twice = counts.filter((count) => count > 1).length;
    return judge(
      `${references.size} accepted (${refused} tries refused while the API restarted: stopped in ` +
        `${(restart.stopMs / 1000).toFixed(1)} s, up again in ${(restart.startMs / 1000).toFixed(1)} s), ` +
        `${stored} stored; ${deliveredDuringOutage} e-mails delivered during the outage; after the server returned ` +
        `all ${counts.length} (confirmations and staff notices) arrived in ${(allInMs / 1000).toFixed(1)} s: ` +
        `${missing} missing, ${twice} twice, ${unsent} not marked sent`,
      {
        [`all ${plan.applications} applications accepted and stored once`]:
          references.size === plan.applications && stored === plan.applications,
        'no e-mail delivered while the mail server was down': deliveredDuringOutage === 0,
        'every message arrived after it returned': missing === 0,
        'no message arrived twice': twice === 0,
        'every message marked sent': unsent === 0,
      },
    );
  },
};
