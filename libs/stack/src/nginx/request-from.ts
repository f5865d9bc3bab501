import { request } from 'node:http';

export interface AnswerFrom {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body as it came on the wire (not decoded: a gzip or brotli answer stays compressed). */
  bytes: Buffer;
}

/**
 * One HTTP request sent from a chosen local address: on Linux every 127.x.y.z reaches loopback, so tests and drills
 * can be several visitors at once, as a proxy in front of the API sees them. A body is sent as JSON. Resolves with
 * status 0 when no answer came (refused, reset, or `timeoutMs` passed).
 */
export function requestFrom(
  from: string,
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<AnswerFrom> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress: from,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        const answer = (status: number, headers: AnswerFrom['headers']) => {
          const bytes = Buffer.concat(chunks);
          resolve({ status, headers, body: bytes.toString('utf8'), bytes });
        };
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => answer(response.statusCode ?? 0, response.headers));
        response.on('error', () => answer(0, {}));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', () => resolve({ status: 0, headers: {}, body: '', bytes: Buffer.alloc(0) }));
    outgoing.end(body);
  });
}
