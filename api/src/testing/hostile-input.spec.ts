import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attackThriceIfSlow, HEALTH_BUDGET_MS } from './hostile-input';

/** Keeps this process (and so the health server below) from answering anything for `ms`. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // A request stuck in a backtracking pattern does just this.
  }
}

describe('an attack measured against the health answers', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    // Stands in for the API: answers every path, health included, from this process's event loop.
    server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is sent three times and comes back slow when it blocks the API each time', async () => {
    let sent = 0;
    const blockingAttack = () => {
      sent += 1;
      return new Promise<Response>((resolve) =>
        setTimeout(() => {
          blockEventLoop(HEALTH_BUDGET_MS * 2);
          resolve(new Response('refused', { status: 413 }));
        }, 20),
      );
    };
    const outcome = await attackThriceIfSlow(baseUrl, blockingAttack);
    expect(sent).toBe(3);
    expect(outcome.slowestHealthMs).toBeGreaterThanOrEqual(HEALTH_BUDGET_MS);
    expect(outcome.status).toBe(413);
  });

  it('is not sent again once health answered within the budget', async () => {
    let sent = 0;
    const refusedAtOnce = () => {
      sent += 1;
      return new Promise<Response>((resolve) =>
        setTimeout(() => resolve(new Response('refused', { status: 413 })), 20),
      );
    };
    const outcome = await attackThriceIfSlow(baseUrl, refusedAtOnce);
    expect(outcome.status).toBe(413);
    // Quiet, one send; on a busy machine a stalled health answer earns another, three at most, and a quick one ends it.
    expect(sent === 3 || outcome.slowestHealthMs < HEALTH_BUDGET_MS).toBe(true);
    expect(sent).toBeLessThanOrEqual(3);
  });
});
