import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServerApi } from './server-api';

/** An API that counts its calls and can be made slow or failing. */
function fakeApi() {
  const state = { calls: 0, delayMs: 0, status: 200, body: '[{"title":"Sports day"}]' };
  const server: Server = createServer((_request, response) => {
    state.calls += 1;
    setTimeout(() => {
      response.writeHead(state.status, { 'Content-Type': 'application/json', 'X-Total-Count': '1' });
      response.end(state.status >= 500 ? '{"statusCode":500}' : state.body);
    }, state.delayMs);
  });
  return { state, server };
}

describe('the API as the loaders of a page rendered here reach it', () => {
  const { state, server } = fakeApi();
  let baseUrl: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => Object.assign(state, { calls: 0, delayMs: 0, status: 200, body: '[{"title":"Sports day"}]' }));

  it('keeps an answer with the headers loaders read, until staff change public content', async () => {
    const api = new ServerApi({ baseUrl });
    const first = await api.fetch('/api/blog/get-blogs?limit=3');
    expect(await first.json()).toEqual([{ title: 'Sports day' }]);
    expect(first.headers.get('x-total-count')).toBe('1');
    await api.fetch('/api/blog/get-blogs?limit=3');
    expect(state.calls).toBe(1);
    state.body = '[{"title":"Prize giving"}]';
    api.contentChanged();
    expect(await (await api.fetch('/api/blog/get-blogs?limit=3')).json()).toEqual([{ title: 'Prize giving' }]);
    expect(state.calls).toBe(2);
  });

  it('never lets a page wait past the cap: the last answer kept, or a failure the loader shows, and says so', async () => {
    const shortfalls: string[] = [];
    const api = new ServerApi({ baseUrl, timeoutMs: 100 }, () => shortfalls.push('short'));
    state.delayMs = 1_000;
    const started = Date.now();
    await expect(api.fetch('/api/events?when=upcoming')).rejects.toThrow(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(600);
    expect(shortfalls).toHaveLength(1);
    // The slow answer still arrives and is kept for the next page.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await (await api.fetch('/api/events?when=upcoming')).json()).toEqual([{ title: 'Sports day' }]);
    expect(shortfalls).toHaveLength(1);

    api.contentChanged();
    state.body = '[]';
    const stale = await api.fetch('/api/events?when=upcoming');
    expect(await stale.json()).toEqual([{ title: 'Sports day' }]);
    expect(shortfalls).toHaveLength(2);
  });

  it('keeps the last good answer when the API fails, and passes a 404 on as it is', async () => {
    const api = new ServerApi({ baseUrl, maxAgeMs: 0 });
    await api.fetch('/api/site-content');
    state.status = 500;
    expect((await api.fetch('/api/site-content')).status).toBe(200);
    state.status = 404;
    expect((await api.fetch('/api/blog/get-blog/gone')).status).toBe(404);
  });

  it('asks for the open tour times on every page and never lets such a page be kept: seats change with each booking', async () => {
    const unkept: string[] = [];
    const api = new ServerApi({ baseUrl }, () => unkept.push('not kept'));
    state.body = '[{"seatsLeft":2}]';
    expect(await (await api.fetch('/api/bookings/slots?kind=tour')).json()).toEqual([{ seatsLeft: 2 }]);
    state.body = '[{"seatsLeft":1}]';
    expect(await (await api.fetch('/api/bookings/slots?kind=tour')).json()).toEqual([{ seatsLeft: 1 }]);
    expect([state.calls, unkept.length]).toEqual([2, 2]);
    // A slow API still gives the page the last answer within the cap.
    state.delayMs = 1_000;
    const slow = new ServerApi({ baseUrl, timeoutMs: 100 });
    state.delayMs = 0;
    await slow.fetch('/api/bookings/slots?kind=tour');
    state.delayMs = 1_000;
    expect(await (await slow.fetch('/api/bookings/slots?kind=tour')).json()).toEqual([{ seatsLeft: 1 }]);
  });
});
