import { readFileSync } from 'node:fs';
import { requestFrom } from '@icast/stack';
import { BENCH_ADMIN } from '../environment';
import { frontDoor } from './front-door';
import { judge, statusCounts, type Drill } from './types';

const ATTACKED_PASSWORD = 'amber kettle orbit 42 lagoon';
const LOOKUP = { reference: 'ICAST-2025-ABCD-EFGH-JKMN', dob: '2018-05-14' };

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
    '20 wrong sign-ins lock that client and the attacked account only, another client signs in; ' +
    '30 of 40 lookups from one client answered across both instances',
  async run(context) {
    const { nginx, instances } = await frontDoor(context);
    const url = (path: string) => `${nginx.baseUrl}${path}`;
    const login = (from: string, body: { email: string; password: string }, headers = forged()) =>
      requestFrom(from, url('/api/auth/login'), { body, headers }).then((answer) => answer.status);

    const adminSession = await requestFrom('127.0.60.1', url('/api/auth/login'), { body: BENCH_ADMIN });
    const cookie = [adminSession.headers['set-cookie'] ?? []]
      .flat()
      .map((value) => value.split(';')[0])
      .join('; ');
    const attacked = `attacked-${Date.now()}@icast.test`;
    const created = await requestFrom('127.0.60.1', url('/api/auth/staff'), {
      body: { email: attacked, name: 'Attacked Member', role: 'editor', password: ATTACKED_PASSWORD },
      headers: { cookie },
    });

    const wrong: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      wrong.push(await login('127.0.60.2', { email: attacked, password: 'no' }));
    for (let attempt = 0; attempt < 15; attempt++) {
      wrong.push(await login('127.0.60.2', { email: `sprayed-${Date.now()}-${attempt}@icast.test`, password: 'no' }));
    }
    const lockedClientWithRightPassword = await login('127.0.60.2', BENCH_ADMIN);
    const attackedFromElsewhere = await login('127.0.60.3', { email: attacked, password: ATTACKED_PASSWORD });
    const otherClient = await login('127.0.60.3', BENCH_ADMIN, { 'X-Forwarded-For': '127.0.60.2' });

    // Limits count in fixed minutes: start early in one so the 40 lookups share it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - intoMinute));
    const lookups = await Promise.all(
      Array.from({ length: 40 }, () =>
        requestFrom('127.0.60.4', url('/api/form/status'), { body: LOOKUP, headers: forged() }).then((a) => a.status),
      ),
    );
    const anotherLookup = (await requestFrom('127.0.60.5', url('/api/form/status'), { body: LOOKUP })).status;

    // nginx's access log names the instance that answered each sign-in.
    const upstreams = new Set(
      readFileSync(nginx.accessLog, 'utf8')
        .split('\n')
        .filter((line) => line.includes('/api/auth/login'))
        .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
    );
    const bothAnswered = instances.every((instance) => upstreams.has(`127.0.0.1:${instance.port}`));

    return judge(
      `account created ${created.status}; 20 wrong sign-ins: ${statusCounts(wrong)}; then the locked client ` +
        `${lockedClientWithRightPassword}, the attacked account elsewhere ${attackedFromElsewhere}, another client ` +
        `${otherClient}; answered by ${[...upstreams].join(' and ')}; 40 lookups from one client: ` +
        `${statusCounts(lookups)}, another client ${anotherLookup}`,
      {
        'the attacked account could be created': created.status === 201,
        'four wrong passwords are 401, the fifth locks the account (429)':
          wrong.slice(0, 4).every((status) => status === 401) && wrong[4] === 429,
        'the 20th wrong sign-in from one client locks that client (429)': wrong[19] === 429,
        'the locked client is refused even with the right password of another account':
          lockedClientWithRightPassword === 429,
        'the attacked account is refused from another client': attackedFromElsewhere === 429,
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
