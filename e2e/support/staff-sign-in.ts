import { MongoClient } from 'mongodb';
import { authenticator } from 'otplib';
import { apiUrl, COLLECTIONS, ENDPOINTS } from '@icast/contracts';

const STEP_MS = 30_000;

/** The code an authenticator app holding `secret` shows during the 30-second step `step`. */
export const codeAt = (secret: string, step: number): string =>
  authenticator.clone({ epoch: step * STEP_MS }).generate(secret);

async function lastCodeStep(databaseUri: string, email: string): Promise<number> {
  const client = new MongoClient(databaseUri);
  try {
    await client.connect();
    const member = await client.db().collection(COLLECTIONS.staff).findOne({ email });
    return typeof member?.lastCodeStep === 'number' ? member.lastCodeStep : 0;
  } finally {
    await client.close();
  }
}

/**
 * The code the member's app shows for a step the API still takes: it accepts a code once, one step either side of
 * its clock, so this step's or the next one's; waits for a later step only when the member used both already
 * (signed in twice within 30 seconds).
 */
export async function nextSignInCode(databaseUri: string, email: string, secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max((await lastCodeStep(databaseUri, email)) + 1, now);
    if (step <= now + 1) return codeAt(secret, step);
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
  }
}

/**
 * The first admin's first sign-in, as a new admin does it in the dashboard: the password opens a session for the
 * enrolment only, which sets up an authenticator with the app's current code. Answers the secret the tests' app holds.
 */
export async function enrolFirstAdmin(api: string, admin: { email: string; password: string }): Promise<string> {
  const call = async (path: string, init: { cookie?: string; body?: unknown }) => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(init.cookie ? { Cookie: init.cookie } : {}) },
      body: JSON.stringify(init.body ?? {}),
    });
    if (!response.ok) throw new Error(`enrolFirstAdmin: ${path} answered ${response.status} ${await response.text()}`);
    return response;
  };
  const signedIn = await call(apiUrl(ENDPOINTS.auth.login), { body: admin });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0]!)
    .join('; ');
  const setup = await call(apiUrl(ENDPOINTS.auth.secondFactorSetup), { cookie });
  const { secret } = (await setup.json()) as { secret: string };
  await call(apiUrl(ENDPOINTS.auth.secondFactorConfirm), { cookie, body: { code: authenticator.generate(secret) } });
  return secret;
}
