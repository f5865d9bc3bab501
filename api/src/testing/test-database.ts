import path from 'node:path';

/** Same URI with another database name; works for mongodb:// and mongodb+srv://, with or without options. */
export function withDatabaseName(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) throw new Error(`Not a MongoDB URI: ${uri}`);
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

/**
 * A database per test file (named after it), on the one server the jest globalSetup started: files running at the
 * same time in parallel workers never share a database.
 */
export function testDatabaseUri(): string {
  const base = process.env.MONGODB_URI;
  if (!base)
    throw new Error('MONGODB_URI is not set: run the API tests through jest, whose globalSetup starts a database');
  const file = path.basename(expect.getState().testPath ?? 'unknown').replace(/\.spec\.ts$/, '');
  return withDatabaseName(base, `icast_test_${file.replace(/[^a-zA-Z0-9]+/g, '_')}`);
}
