import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ensureFerretDb, findFreePort, findRepoRoot, isPortFree, redactUri, startDatabase } from '.';

const savedUri = process.env.MONGODB_URI;
let dataDir: string;

beforeAll(async () => {
  // First run on a fresh machine builds FerretDB from source; later runs find the binary.
  await ensureFerretDb(findRepoRoot(__dirname), (line) => console.log(line));
}, 300_000);

beforeEach(async () => {
  delete process.env.MONGODB_URI;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'icast-stack-db-'));
});

afterEach(async () => {
  if (savedUri === undefined) delete process.env.MONGODB_URI;
  else process.env.MONGODB_URI = savedUri;
  await rm(dataDir, { recursive: true, force: true });
});

async function withClient<T>(uri: string, use: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000 });
  try {
    await client.connect();
    return await use(client);
  } finally {
    await client.close();
  }
}

describe('startDatabase', () => {
  it('starts FerretDB whose data survives a restart on the same data folder', async () => {
    const port = await findFreePort();
    const lines: string[] = [];
    const first = await startDatabase({ dataDir, port, engine: 'ferretdb', log: (line) => lines.push(line) });
    expect(first.kind).toBe('ferretdb');
    expect(first.uri).toBe(`mongodb://127.0.0.1:${port}/icast`);
    expect(lines).toContain(`database: ferretdb v1.24.2 (sqlite) at ${path.join(dataDir, 'ferretdb')}, ${first.uri}`);
    await withClient(first.uri, (client) => client.db().collection('notes').insertOne({ text: 'kept' }));
    await first.stop();
    expect(await isPortFree(port)).toBe(true);

    const second = await startDatabase({ dataDir, port, engine: 'ferretdb' });
    try {
      const found = await withClient(second.uri, (client) => client.db().collection('notes').findOne({ text: 'kept' }));
      expect(found?.text).toBe('kept');
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('uses the database name option in the URI', async () => {
    const port = await findFreePort();
    const running = await startDatabase({ dataDir, port, engine: 'ferretdb', dbName: 'other' });
    await running.stop();
    expect(running.uri).toBe(`mongodb://127.0.0.1:${port}/other`);
  }, 60_000);

  it('picks a local server by itself when MONGODB_URI is unset, and says which', async () => {
    const lines: string[] = [];
    const running = await startDatabase({ dataDir, port: await findFreePort(), log: (line) => lines.push(line) });
    try {
      expect(['mongod', 'memory-server', 'ferretdb']).toContain(running.kind);
      expect(lines.some((line) => line.startsWith('database: ') && line.endsWith(running.uri))).toBe(true);
      await withClient(running.uri, (client) => client.db().command({ ping: 1 }));
    } finally {
      await running.stop();
    }
  }, 120_000);

  it('uses MONGODB_URI when it is set and starts nothing', async () => {
    process.env.MONGODB_URI = 'mongodb://user:secret@db.example.org:27017/school';
    const lines: string[] = [];
    const running = await startDatabase({ dataDir, log: (line) => lines.push(line) });
    expect(running).toMatchObject({ kind: 'external', uri: process.env.MONGODB_URI });
    expect(lines).toEqual([
      'database: external server from MONGODB_URI, mongodb://user:***@db.example.org:27017/school',
    ]);
    await expect(running.stop()).resolves.toBeUndefined();
  });

  it('names the port and MONGODB_PORT when the port is taken', async () => {
    const port = await findFreePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startDatabase({ dataDir, port, engine: 'ferretdb' })).rejects.toThrow(
        new RegExp(`Port ${port} is already in use.*MONGODB_PORT`),
      );
      await expect(startDatabase({ dataDir, port })).rejects.toThrow(/MONGODB_PORT/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('rejects a malformed MONGODB_PORT instead of guessing', async () => {
    process.env.MONGODB_PORT = 'abc';
    try {
      await expect(startDatabase({ dataDir, engine: 'ferretdb' })).rejects.toThrow(
        'MONGODB_PORT must be an integer between 1 and 65535 (got "abc")',
      );
    } finally {
      delete process.env.MONGODB_PORT;
    }
  });
});

describe('redactUri', () => {
  it('hides the password only', () => {
    expect(redactUri('mongodb+srv://admin:p%40ss@cluster0.example.net/icast')).toBe(
      'mongodb+srv://admin:***@cluster0.example.net/icast',
    );
    expect(redactUri('mongodb://127.0.0.1:27017/icast')).toBe('mongodb://127.0.0.1:27017/icast');
  });
});

describe('ensureFerretDb', () => {
  it('says how to get Go when the binary is missing and Go is not installed', async () => {
    const savedPath = process.env.PATH;
    // An existing but empty folder: with no PATH at all, the OS would fall back to /usr/bin.
    process.env.PATH = path.join(dataDir, 'empty-bin');
    await mkdir(process.env.PATH);
    try {
      await expect(ensureFerretDb(dataDir)).rejects.toThrow(/Go is not installed.*MONGODB_URI/);
    } finally {
      process.env.PATH = savedPath;
    }
  });
});
