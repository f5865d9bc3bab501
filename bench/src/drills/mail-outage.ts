import { MongoClient } from 'mongodb';
import { COLLECTIONS } from '@icast/contracts';
import { type Drill, judge } from './types';

const APPLICATIONS = 200;
const OUTAGE_MS = 30_000;
/** Applications arrive over this long, so the outage and the API restart both fall in the middle of them. */
const ARRIVALS_MS = 20_000;
const DELIVERY_DEADLINE_MS = 150_000;
/** The admin the bench site starts with: staff are told of each application, so it gets one e-mail each too. */
const STAFF = 'bench@icast.test';
const parentOf = (index: number) => `outage-parent-${index}@example.com`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function application(index: number) {
  return {
    surname: 'Outage',
    firstname: `Child${index}`,
    sex: index % 2 === 0 ? 'female' : 'male',
    dob: '2018-05-14',
    state: 'Oyo',
    fatherSurname: 'Outage',
    fatherFirstname: 'Kunle',
    relationshipOfFather: 'Father',
    motherSurname: 'Outage',
    motherFirstname: 'Funke',
    relationshipOfMother: 'Mother',
    parentEmail: parentOf(index),
  };
}

/**
 * The mail server is down for 30 s while 200 applications arrive, and the API restarts in the middle: every
 * accepted application's confirmation reaches its parent once the server is back, and its "new application" e-mail
 * reaches staff; none twice, none lost.
 */
export const mailOutage: Drill = {
  name: 'mail server down 30 s, 200 applications, API restarted',
  expectation: `every accepted application's confirmation (and staff notice) delivered after the server returns, none twice, none lost`,
  async run({ site }) {
    const catcher = site.mail.catcher;
    if (!catcher) return judge('the site uses a real relay (SMTP_URL)', { 'a local mail server to stop': false });
    /** Each accepted application's reference, by the index of its parent. */
    const references = new Map<number, string>();
    let refused = 0;
    const submit = async (index: number) => {
      // A parent whose request found the API restarting presses Submit again.
      for (let attempt = 0; attempt < 40; attempt++) {
        const response = await fetch(`${site.apiUrl}/api/form`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${index >> 8}.${index & 255}` },
          body: JSON.stringify(application(index)),
          signal: AbortSignal.timeout(30_000),
        }).catch(() => undefined);
        if (response?.status === 201) {
          references.set(index, ((await response.json()) as { reference: string }).reference);
          return;
        }
        refused++;
        await sleep(500);
      }
    };

    const started = Date.now();
    await catcher.stop();
    const arrivals = Array.from({ length: APPLICATIONS }, async (_, index) => {
      await sleep((index * ARRIVALS_MS) / APPLICATIONS);
      await submit(index);
    });
    await sleep(ARRIVALS_MS / 2);
    const restart = await site.restartApi();
    await Promise.all(arrivals);
    /** For each accepted application: how many confirmations its parent got, and how many notices staff got. */
    const arrived = () => {
      const staffSubjects = catcher.to(STAFF).map((mail) => mail.subject);
      return [...references].flatMap(([index, reference]) => [
        catcher.to(parentOf(index)).filter((mail) => mail.subject.includes(reference)).length,
        staffSubjects.filter((subject) => subject.includes(reference)).length,
      ]);
    };
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - started)));
    const deliveredDuringOutage = arrived().filter((count) => count > 0).length;
    await catcher.start();
    const back = Date.now();

    while (Date.now() - back < DELIVERY_DEADLINE_MS && arrived().some((count) => count === 0)) await sleep(500);
    const allInMs = Date.now() - back;
    await sleep(3_000); // anything sent twice would arrive in this time too
    const counts = arrived();
    const client = await MongoClient.connect(site.database.uri);
    const stored = await client
      .db()
      .collection(COLLECTIONS.applications)
      .countDocuments({ 'fields.surname': 'Outage' });
    const unsent = await client
      .db()
      .collection(COLLECTIONS.outboxMessages)
      .countDocuments({ kind: { $in: ['applicationReceived', 'staffNewApplication'] }, state: { $ne: 'sent' } });
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
        [`all ${APPLICATIONS} applications accepted and stored once`]:
          references.size === APPLICATIONS && stored === APPLICATIONS,
        'no e-mail delivered while the mail server was down': deliveredDuringOutage === 0,
        'every message arrived after it returned': missing === 0,
        'no message arrived twice': twice === 0,
        'every message marked sent': unsent === 0,
      },
    );
  },
};
