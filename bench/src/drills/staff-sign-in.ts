import { authenticator } from 'otplib';
import { ENDPOINTS, type StaffSignInResult, type StaffUser } from '@icast/contracts';
import { type Answer, callApi, cookiesOf, jsonOf } from './site-api';

const STEP_MS = 30_000;

/** What the drills' authenticator app holds for each member it enrolled, by site and e-mail. */
const enrolled = new Map<string, { secret: string; lastStep: number }>();

/**
 * The code for a step the API still takes: it accepts a code once, one step either side of its clock, so this step's
 * or the next one's; waits for a later step only when the member used both already.
 */
async function nextCode(app: { secret: string; lastStep: number }): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(app.lastStep + 1, now);
    if (step <= now + 1) {
      app.lastStep = step;
      return authenticator.clone({ epoch: step * STEP_MS }).generate(app.secret);
    }
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
  }
}

/**
 * A member signs in as in the dashboard: the password, then the code from their authenticator app; an admin or
 * admissions member without one sets it up first (their first sign-in), after which the same session works. Answers
 * the sign-in's answer (its cookies are the session's), or the first refusal.
 */
export async function signInStaff(
  site: string,
  account: { email: string; password: string },
  from: string,
): Promise<Answer> {
  const key = `${site} ${account.email}`;
  const first = await callApi(site, ENDPOINTS.auth.login, { from, body: account });
  const answer = jsonOf<StaffSignInResult>(first);
  if (first.status !== 200 || !answer) return first;
  if (answer.codeRequired) {
    const app = enrolled.get(key);
    if (!app) throw new Error(`${account.email} asks for a code, but the drills did not enrol them`);
    return callApi(site, ENDPOINTS.auth.login, { from, body: { ...account, code: await nextCode(app) } });
  }
  if ((answer.user as StaffUser).secondFactorSetupRequired) {
    const headers = { cookie: cookiesOf(first) };
    const setup = await callApi(site, ENDPOINTS.auth.secondFactorSetup, { from, headers });
    const secret = jsonOf<{ secret: string }>(setup)?.secret;
    if (setup.status !== 200 || !secret) throw new Error(`${account.email}: setting up an authenticator failed`);
    const now = Math.floor(Date.now() / STEP_MS);
    const confirmed = await callApi(site, ENDPOINTS.auth.secondFactorConfirm, {
      from,
      headers,
      body: { code: authenticator.clone({ epoch: now * STEP_MS }).generate(secret) },
    });
    if (confirmed.status !== 200) throw new Error(`${account.email}: confirming the authenticator failed`);
    enrolled.set(key, { secret, lastStep: now });
  }
  return first;
}
