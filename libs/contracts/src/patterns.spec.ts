import { performance } from 'node:perf_hooks';
import * as contracts from './index';

/**
 * Every pattern and text rule of @icast/contracts runs in the API and on parents' phones: a pattern that backtracks
 * on a crafted string freezes either for seconds. Each is run here against long strings built to make a
 * backtracking pattern work hard (a run of one character between a prefix that starts a match and a suffix that
 * makes it fail). A linear pattern answers each in well under a millisecond; the quadratic e-mail pattern this
 * replaced took seconds on the first of them. The budget is generous on purpose: it only has to tell those apart, and
 * each string's time is the best of three tries, so a busy machine pausing this process once cannot fail it.
 */
const LENGTH = 20_000;
const BUDGET_MS = 500;
const TRIES = 3;

const PREFIXES = ['', 'a@', '/', '+', 'ICAST-', 'https://'];
const RUNS = ['.', 'a', '0', ' ', '-', '/', 'a.', '0 ', 'a@'];
const SUFFIXES = ['!', '@', '\u0000'];

const attackStrings = (length: number) =>
  PREFIXES.flatMap((prefix) =>
    RUNS.flatMap((run) => SUFFIXES.map((suffix) => `${prefix}${run.repeat(Math.ceil(length / run.length))}${suffix}`)),
  );

/** One string's time: the best of a few tries (a backtracking pattern is slow on every try, a paused process once). */
function bestOf(check: (input: string) => unknown, input: string): number {
  let best = Infinity;
  for (let attempt = 0; attempt < TRIES && best >= BUDGET_MS / 10; attempt += 1) {
    const started = performance.now();
    check(input);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** The slowest string for `check` over the attack strings, in milliseconds; stops at the first over budget. */
function slowest(check: (input: string) => unknown, length = LENGTH): number {
  let worst = 0;
  for (const input of attackStrings(length)) {
    worst = Math.max(worst, bestOf(check, input));
    if (worst >= BUDGET_MS) break;
  }
  return worst;
}

const exportedPatterns = Object.entries(contracts).filter(
  (entry): entry is [string, RegExp] => entry[1] instanceof RegExp,
);

describe('patterns and text rules cannot be made to backtrack', () => {
  it('finds the exported patterns (a rename cannot empty this test)', () => {
    expect(exportedPatterns.map(([name]) => name)).toEqual(
      expect.arrayContaining(['EMAIL_PATTERN', 'E164_PATTERN', 'SITE_PATH_PATTERN', 'PLAIN_EMAIL_PATTERN']),
    );
  });

  it.each(exportedPatterns)('%s answers every attack string within the budget', (_name, pattern) => {
    const test = (input: string) => {
      pattern.lastIndex = 0;
      return pattern.test(input);
    };
    expect(slowest(test)).toBeLessThan(BUDGET_MS);
  });

  const today = new Date('2026-03-01T00:00:00Z');
  const rules: Array<[string, (input: string) => unknown]> = [
    ['isEmailAddress', contracts.isEmailAddress],
    ['isPlainEmailAddress', contracts.isPlainEmailAddress],
    ['mailtoHref', contracts.mailtoHref],
    ['isSitePath', contracts.isSitePath],
    ['isHttpsAddress', contracts.isHttpsAddress],
    ['staffLinkHref', (input) => contracts.staffLinkHref(input)],
    ['normalisePhoneNumber', contracts.normalisePhoneNumber],
    ['normaliseApplicationReference', contracts.normaliseApplicationReference],
    [
      'validatePayer',
      (input) => contracts.validatePayer({ first_name: input, last_name: input, email: input, phone: input }),
    ],
    [
      'validateApplication',
      (input) =>
        contracts.validateApplication(
          Object.fromEntries(contracts.APPLICATION_FIELDS.map((field) => [field.name, input])),
          today,
        ),
    ],
    [
      'validateApplicationStatusQuery',
      (input) => contracts.validateApplicationStatusQuery({ reference: input, dob: input }),
    ],
    ['blogSlugOf', contracts.blogSlugOf],
    ['findRouteOwner', contracts.findRouteOwner],
  ];

  it.each(rules)('%s answers 50 KB attack strings within the budget', (_name, rule) => {
    expect(slowest(rule, 50_000)).toBeLessThan(BUDGET_MS);
  });

  it('the e-mail rule still takes what people type and refuses what is not an address', () => {
    for (const address of ['ada@example.com', 'ada.obi+school@mail.example.com.ng', 'a_b@x-y.co']) {
      expect([address, contracts.isEmailAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['a@', 'a@b', 'a@b.', 'a@.b', 'a@b..c', 'a b@c.d', 'a@b@c.d', `a@${'b'.repeat(250)}.com`]) {
      expect([address, contracts.isEmailAddress(address)]).toEqual([address, false]);
    }
  });
});
