import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  notModified: number;
  non2xx: number;
  errors: number;
}

let clientCounter = 0;

/** Parents arrive from many addresses behind the shell's proxy; a single-IP load would only measure the throttle. */
function nextClientAddress(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

export async function measure(
  baseUrl: string,
  target: LoadTarget,
  seconds = 10,
  connections = 50,
): Promise<LoadResult> {
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  const run = (duration: number) =>
    autocannon({
      url: `${baseUrl}${target.path}`,
      connections,
      duration,
      requests: [
        {
          method: target.method ?? 'GET',
          body,
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              ...target.headers,
              'content-type': 'application/json',
              'x-forwarded-for': nextClientAddress(),
            },
          }),
        },
      ],
    });
  // A short run first so the JIT and caches are warm, as they are after a few minutes in production.
  await run(2);
  const result = await run(seconds);
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    notModified: result['3xx'],
    // 304s are the revalidation row's expected answer, not failures.
    non2xx: result.non2xx - result['3xx'],
    errors: result.errors + result.timeouts,
  };
}
