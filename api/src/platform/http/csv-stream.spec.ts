import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Response } from 'express';
import { streamCsv } from './csv';

const COLUMNS = [{ header: 'Name', value: (row: { name: string }) => row.name }];

/** Rows as a database cursor hands them out, failing after `failAfter` rows when asked to. */
async function* rows(count: number, failAfter = Infinity): AsyncGenerator<{ name: string }> {
  for (let index = 0; index < count; index++) {
    if (index === failAfter) throw new Error('database connection lost');
    await Promise.resolve();
    yield { name: `Parent ${index} with a name long enough to fill several chunks of the download` };
  }
}

describe('streamCsv', () => {
  let server: Server;
  let source: () => AsyncIterable<{ name: string }>;
  let url: string;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      streamCsv(response as unknown as Response, 'parents', COLUMNS, source()).catch(() => {
        response.statusCode = 503;
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ statusCode: 503, message: 'Database unavailable' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends every row, in chunks, as a named download with a BOM', async () => {
    source = () => rows(5_000);
    const response = await fetch(url);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="parents-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Name');
    expect(lines).toHaveLength(5_000 + 2);
    expect(lines.at(-2)).toMatch(/^Parent 4999 /);
  });

  it('cuts the download off when the database fails half-way, never a short file that looks whole', async () => {
    source = () => rows(5_000, 3_000);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('leaves a failure before the first bytes to the error handler: no download headers', async () => {
    source = () => rows(5_000, 0);
    const response = await fetch(url);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-disposition')).toBeNull();
  });
});
