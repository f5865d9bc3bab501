import { apiUrl, ENDPOINTS } from '@icast/contracts';

/** While a hostile request is in the API, another visitor's request must still be answered this fast. */
export const HEALTH_BUDGET_MS = 300;

/**
 * Sends `attack` and, until it is answered, asks GET /api/health/live again and again, each time measuring how long
 * the answer took. The API is a real server on a port and the event loop is shared, so a request that blocks it
 * (a backtracking pattern, a validation walking 85,000 keys) delays every health answer sent meanwhile.
 */
export async function attackWhileWatchingHealth(
  baseUrl: string,
  attack: () => Promise<Response>,
): Promise<{ status: number; body: { statusCode?: number; message?: string }; slowestHealthMs: number }> {
  let settled = false;
  const answered = attack().finally(() => {
    settled = true;
  });
  let slowestHealthMs = 0;
  do {
    const started = performance.now();
    const health = await fetch(`${baseUrl}${apiUrl(ENDPOINTS.health.live)}`);
    await health.arrayBuffer();
    slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
    expect(health.status).toBe(200);
  } while (!settled);
  const response = await answered;
  const text = await response.text();
  let body: { statusCode?: number; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { message: text };
  }
  return { status: response.status, body, slowestHealthMs };
}

/**
 * attackWhileWatchingHealth, sent again (twice at most) while a health answer took the budget or longer. A request
 * that blocks the API blocks it every time it is sent; a machine busy elsewhere (the browser suite beside the API
 * suite in `npm test`, the API's own background jobs) stalls a health answer now and then. So only a request slow on
 * all three counts comes back slow. `attack` is sent again as it is: it must be one the API refuses.
 */
export async function attackThriceIfSlow(
  baseUrl: string,
  attack: () => Promise<Response>,
): ReturnType<typeof attackWhileWatchingHealth> {
  let outcome = await attackWhileWatchingHealth(baseUrl, attack);
  for (let again = 0; again < 2 && outcome.slowestHealthMs >= HEALTH_BUDGET_MS; again++) {
    outcome = await attackWhileWatchingHealth(baseUrl, attack);
  }
  return outcome;
}

let clientNumber = 0;
/** Each request from its own address (TRUST_PROXY trusts loopback), so per-address limits never answer first. */
export const freshClient = () => {
  clientNumber += 1;
  return { 'X-Forwarded-For': `198.51.${Math.floor(clientNumber / 250) % 250}.${(clientNumber % 250) + 1}` };
};
