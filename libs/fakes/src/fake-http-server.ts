import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface FakeRequest {
  method: string;
  /** Path and query, as the caller sent them. */
  url: string;
  authorization: string | undefined;
  /** The JSON body, or undefined when there was none. */
  body: unknown;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
}

/**
 * A third-party JSON API played by a real HTTP server on 127.0.0.1 (a free port), so the code under test makes
 * the same requests, with the same timeouts and error handling, as against the real service.
 */
export abstract class FakeHttpServer {
  /** Milliseconds to wait before answering, to exercise the caller's timeout. */
  delayMs = 0;
  private server?: Server;

  /** Starts listening and returns the base URL, e.g. http://127.0.0.1:41234. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.answerTo(request).then(({ status, body }) => {
        setTimeout(() => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(body));
        }, this.delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The service's answer to one request. */
  protected abstract answer(request: FakeRequest): FakeAnswer;

  private async answerTo(request: IncomingMessage): Promise<FakeAnswer> {
    let body: unknown;
    try {
      body = await readJson(request);
    } catch {
      return { status: 400, body: { message: 'The body is not JSON' } };
    }
    return this.answer({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      authorization: request.headers.authorization,
      body,
    });
  }
}
