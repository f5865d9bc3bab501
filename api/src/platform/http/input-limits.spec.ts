import type { NestExpressApplication } from '@nestjs/platform-express';
import { apiUrl, ENDPOINTS, LIST_SEARCH_MAX, NEWSLETTER_BLOCK_LIMITS } from '@icast/contracts';
import { PARENT_SIGN_IN_REQUIRED } from '../../admissions/family-access/parent-access.guard';
import { attackThriceIfSlow, freshClient, HEALTH_BUDGET_MS } from '../../testing/hostile-input';
import { staffCookie } from '../../testing/staff-session';
import { createTestApp, resetDatabase } from '../../testing/test-app';
import { DEFAULT_BODY_LIMIT, formatBodyLimit } from './body-limits';
import { bodyEncodingMessages } from './body-parsing';
import { inputMessages, MAX_INPUT_ENTRIES, MAX_URL_VALUE_LENGTH } from './reject-mongo-operators.guard';

describe('hostile input cannot stall the API', () => {
  let app: NestExpressApplication;
  let baseUrl: string;
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...freshClient(), ...headers },
      body,
    });

  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
    await app.listen(0, '127.0.0.1');
    baseUrl = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await app.close();
  });

  describe('the e-mail that backtracked', () => {
    const link = apiUrl(ENDPOINTS.parentAccess.requestLink);

    it('60 KB "a@....@" to parent/link: 413 at once, health answers meanwhile', async () => {
      const email = `a@${'.'.repeat(60_000)}@`;
      const outcome = await attackThriceIfSlow(baseUrl, () => post(link, JSON.stringify({ email })));
      expect(outcome.slowestHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
      expect(outcome.status).toBe(413);
      expect(outcome.body.message).toBe(bodyEncodingMessages.tooLarge(DEFAULT_BODY_LIMIT));
    });

    it('the same shape just under the route limit: 400 with the field message, health answers meanwhile', async () => {
      const email = `a@${'.'.repeat(DEFAULT_BODY_LIMIT - 64)}@`;
      const outcome = await attackThriceIfSlow(baseUrl, () => post(link, JSON.stringify({ email })));
      expect(outcome.slowestHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
      expect(outcome).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'Enter an e-mail address like name@example.com' },
        slowestHealthMs: expect.any(Number),
      });
    });
  });

  describe('85,000 unknown keys', () => {
    const manyKeys = (count: number, value: unknown = 'aaaa') =>
      JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, value])));

    it.each([
      ['auth/login', apiUrl(ENDPOINTS.auth.login)],
      ['newsletter/confirm', apiUrl(ENDPOINTS.newsletter.confirm)],
    ])('924 KB to %s: 413 at once, health answers meanwhile', async (_name, path) => {
      // As the attack round sent it: 85,000 short keys, 924 KB, under the 1 MB every route used to take.
      const body = manyKeys(85_000, 0);
      expect(body.length).toBeGreaterThan(900_000);
      expect(body.length).toBeLessThan(1024 * 1024);
      const outcome = await attackThriceIfSlow(baseUrl, () => post(path, body));
      expect(outcome.slowestHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
      expect(outcome.status).toBe(413);
    });

    it('too many keys within a route limit: 400 before validation, health answers meanwhile', async () => {
      // The application takes 64 KB: room for 5,000 short keys.
      const body = manyKeys(5_000, 0);
      expect(body.length).toBeLessThan(64 * 1024);
      const outcome = await attackThriceIfSlow(baseUrl, () => post(apiUrl(ENDPOINTS.applications.submit), body));
      expect(outcome.slowestHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
      expect(outcome.status).toBe(400);
      expect(outcome.body.message).toBe(inputMessages.tooManyEntries);
    });

    it('as many keys as a form may carry are still read (the limit is above what any form sends)', async () => {
      const body = manyKeys(MAX_INPUT_ENTRIES);
      const response = await post(apiUrl(ENDPOINTS.applications.submit), body);
      // Refused for what the answers lack, not for their number.
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).not.toBe(inputMessages.tooManyEntries);
    });
  });

  describe('each route takes the size its text needs', () => {
    it('a sign-in over 16 KB is refused with the limit in the message', async () => {
      const response = await post(
        apiUrl(ENDPOINTS.auth.login),
        JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(DEFAULT_BODY_LIMIT) }),
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        statusCode: 413,
        message: bodyEncodingMessages.tooLarge(DEFAULT_BODY_LIMIT),
      });
      expect(formatBodyLimit(DEFAULT_BODY_LIMIT)).toBe('16 KB');
    });

    it('a newsletter at its limits in Yoruba (40 paragraphs of 3,000 three-byte characters) is read, not refused for its size', async () => {
      const cookie = (await staffCookie(app, 'editor')).join('; ');
      const paragraph = { type: 'paragraph', text: 'ọ'.repeat(NEWSLETTER_BLOCK_LIMITS.paragraph) };
      const body = JSON.stringify({
        subject: 'Ìròyìn',
        blocks: Array.from({ length: NEWSLETTER_BLOCK_LIMITS.blocks }, () => paragraph),
      });
      expect(Buffer.byteLength(body)).toBeGreaterThan(350 * 1024);
      const response = await post(apiUrl(ENDPOINTS.newsletter.preview), body, { Cookie: cookie });
      expect(response.status).toBe(200);
    });
  });

  describe('query strings and path parameters are bounded before anything reads them', () => {
    it('a search longer than any route takes: 400 naming the limit', async () => {
      const cookie = (await staffCookie(app, 'admin')).join('; ');
      const q = `${'a'.repeat(MAX_URL_VALUE_LENGTH)}b`;
      const response = await fetch(`${baseUrl}${apiUrl(ENDPOINTS.payment.list, {}, { q })}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        inputMessages.urlValueTooLong('A query value'),
      );
      const short = await fetch(`${baseUrl}${apiUrl(ENDPOINTS.payment.list, {}, { q: 'a'.repeat(LIST_SEARCH_MAX) })}`, {
        headers: { Cookie: cookie },
      });
      expect(short.status).toBe(200);
    });

    it('a path parameter longer than any id, reference or token: 400', async () => {
      const token = 'x'.repeat(MAX_URL_VALUE_LENGTH + 1);
      const response = await fetch(`${baseUrl}${apiUrl(ENDPOINTS.bookings.manage, { token })}`, {
        headers: freshClient(),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(inputMessages.urlValueTooLong('token'));
    });
  });

  describe('malformed cookies read as no cookie', () => {
    it('a parent cookie that is not valid percent-encoding: 401 with the sign-in message, never 500', async () => {
      for (const value of ['%E0%A4%A', '%', '%ZZ', 'x'.repeat(5000)]) {
        const response = await fetch(`${baseUrl}${apiUrl(ENDPOINTS.parentAccess.applications)}`, {
          headers: { Cookie: `icast_parent=${value}` },
        });
        expect([value.slice(0, 10), response.status]).toEqual([value.slice(0, 10), 401]);
        expect(await response.json()).toEqual({ statusCode: 401, message: PARENT_SIGN_IN_REQUIRED });
      }
    });

    it('a malformed staff cookie: signed out, not an error', async () => {
      const headers = { Cookie: 'icast_session=%E0%A4%A' };
      const check = await fetch(`${baseUrl}${apiUrl(ENDPOINTS.auth.check)}`, { headers });
      expect(check.status).toBe(200);
      expect(await check.json()).toMatchObject({ authenticated: false });
      const staffOnly = await fetch(`${baseUrl}${apiUrl(ENDPOINTS.visitors.list)}`, { headers });
      expect(staffOnly.status).toBe(401);
    });
  });
});
