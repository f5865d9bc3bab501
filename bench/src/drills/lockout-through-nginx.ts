import { readFileSync } from 'node:fs';
import { API_PREFIX, ENDPOINTS } from '@icast/contracts';
import { BENCH_ADMIN } from '../environment';
import { frontDoor } from './front-door';
import { callApi, cookiesOf, statusQueryOf } from './site-api';
import { signInStaff } from './staff-sign-in';
import { judge, statusCounts, type Drill } from './types';

const ATTACKED_PASSWORD = 'amber kettle orbit 42 lagoon';
/** A well-formed lookup of an application that does not exist: each one answered is a 404. */
const LOOKUP = statusQueryOf({ reference: 'ICAST-2025-ABCD-EFGH-JKMN', dob: '2018-05-14' });

/** A different public-looking address on every request: what a client writes to pick its own. */
let forgeries = 0;
const forged = () => ({ 'X-Forwarded-For': `198.51.100.${(forgeries += 1) % 250}` });

/**
 * Through nginx in front of two API instances: one client sends 20 wrong sign-ins (a forged X-Forwarded-For on
 * each) and is locked out with the account it attacked, while another client signs in; a route limit of 30 a minute
 * holds for one client however nginx spreads its requests.
 */
export const lockoutThroughNginx: Drill = {
  name: 'lockout and limits through nginx, two API instances',
  expectation:
    '20 wrong sign-ins lock that client and the attacked account (on other devices) only, another client and the ' +
    "member's own computer sign in; " +
    '30 of 40 lookups from one client answered across both instances',
  async run(context) {
    const { nginx, instances } = await frontDoor(context);
    const site = nginx.baseUrl;
    const login = (from: string, body: { email: string; password: string }, headers = forged()) =>
      callApi(site, ENDPOINTS.auth.login, { from, body, headers }).then((answer) => answer.status);

    const adminSession = await signInStaff(site, BENCH_ADMIN, '127.0.60.1');
    const cookie = cookiesOf(adminSession);
    const attacked = `attacked-${Date.now()}@icast.test`;
    const created = await callApi(site, ENDPOINTS.auth.staffCreate, {
      from: '127.0.60.1',
      body: { email: attacked, name: 'Attacked Member', role: 'editor', password: ATTACKED_PASSWORD },
      headers: { cookie },
    });
    // The member signs in once on their own computer: its device cookie comes back through nginx.
    const ownComputer = { from: '127.0.60.6', body: { email: attacked, password: ATTACKED_PASSWORD } };
    const deviceCookie = cookiesOf(await callApi(site, ENDPOINTS.auth.login, ownComputer))
      .split('; ')
      .filter((pair) => pair.startsWith('icast_device_'))
      .join('; ');

    const wrong: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      wrong.push(await login('127.0.60.2', { email: attacked, password: 'no' }));
    for (let attempt = 0; attempt < 15; attempt++) {
      wrong.push(await login('127.0.60.2', { email: `sprayed-${Date.now()}-${attempt}@icast.test`, password: 'no' }));
    }
    const lockedClientWithRightPassword = await login('127.0.60.2', BENCH_ADMIN);
    const attackedFromElsewhere = await login('127.0.60.3', { email: attacked, password: ATTACKED_PASSWORD });
    const otherClient = await login('127.0.60.3', BENCH_ADMIN, { 'X-Forwarded-For': '127.0.60.2' });
    const fromOwnComputer = (
      await callApi(site, ENDPOINTS.auth.login, { ...ownComputer, headers: { cookie: deviceCookie } })
    ).status;

    // Limits count in fixed minutes: start early in one so the 40 lookups share it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - intoMinute));
    const lookup = (from: string, headers?: Record<string, string>) =>
      callApi(site, ENDPOINTS.applications.status, { from, body: LOOKUP, headers }).then((answer) => answer.status);
    const lookups = await Promise.all(Array.from({ length: 40 }, () => lookup('127.0.60.4', forged())));
    const anotherLookup = await lookup('127.0.60.5');

    // nginx's access log names the instance that answered each sign-in.
    const upstreams = new Set(
      readFileSync(nginx.accessLog, 'utf8')
        .split('\n')
        .filter((line) => line.includes(`${API_PREFIX}/${ENDPOINTS.auth.login.path}`))
        .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
    );
    const bothAnswered = instances.every((instance) => upstreams.has(`127.0.0.1:${instance.port}`));

    return judge(
      `account created ${created.status}; 20 wrong sign-ins: ${statusCounts(wrong)}; then the locked client ` +
        `${lockedClientWithRightPassword}, the attacked account elsewhere ${attackedFromElsewhere}, another client ` +
        `${otherClient}, the attacked member on their own computer ${fromOwnComputer}; answered by ${[...upstreams].join(' and ')}; 40 lookups from one client: ` +
        `${statusCounts(lookups)}, another client ${anotherLookup}`,
      {
        'the attacked account could be created': created.status === 201,
        'four wrong passwords are 401, the fifth locks the account (429)':
          wrong.slice(0, 4).every((status) => status === 401) && wrong[4] === 429,
        'the 20th wrong sign-in from one client locks that client (429)': wrong[19] === 429,
        'the locked client is refused even with the right password of another account':
          lockedClientWithRightPassword === 429,
        'the attacked account is refused from another client': attackedFromElsewhere === 429,
        'the attacked member still signs in on the computer they used before (device cookie)':
          deviceCookie !== '' && fromOwnComputer === 200,
        'another client signs in, even claiming the locked client address': otherClient === 200,
        'both API instances answered sign-ins': bothAnswered,
        'exactly 30 of 40 lookups from one client are answered, 10 refused with 429':
          lookups.filter((status) => status === 404).length === 30 &&
          lookups.filter((status) => status === 429).length === 10,
        "another client's lookup is answered": anotherLookup === 404,
      },
    );
  },
};
