import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import path from 'node:path';
import { createApp } from '../bootstrap';

/** Same URI with another database name; works for mongodb:// and mongodb+srv://, with or without options. */
export function withDatabaseName(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) throw new Error(`Not a MongoDB URI: ${uri}`);
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

/** A database per test file (named after it), on the server the jest globalSetup started. */
export function testDatabaseUri(): string {
  const base = process.env.MONGODB_URI;
  if (!base)
    throw new Error('MONGODB_URI is not set: run the API tests through jest, whose globalSetup starts a database');
  const file = path.basename(expect.getState().testPath ?? 'unknown').replace(/\.spec\.ts$/, '');
  return withDatabaseName(base, `icast_test_${file.replace(/[^a-zA-Z0-9]+/g, '_')}`);
}

/** The production app, configured exactly as main.ts does, on this file's test database. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<NestExpressApplication> {
  const { app } = await createApp({
    env: { ...process.env, NODE_ENV: 'test', MONGODB_URI: testDatabaseUri(), ...env },
  });
  return app;
}

export function databaseOf(app: NestExpressApplication): Connection {
  return app.get<Connection>(getConnectionToken());
}

/**
 * Empties this file's database so each file starts from a known state, with every index the app declares (dropping
 * the database drops them too, and a test of a unique index must run against it as production does).
 */
export async function resetDatabase(app: NestExpressApplication): Promise<void> {
  const connection = databaseOf(app);
  await connection.dropDatabase();
  await Promise.all(Object.values(connection.models).map((model) => model.createIndexes()));
}

/**
 * The app started on an emptied database, so what it does at start (unique indexes, scheduled jobs) is in place,
 * as on a real first start.
 */
export async function createTestAppOnEmptyDatabase(env: NodeJS.ProcessEnv = {}): Promise<NestExpressApplication> {
  const first = await createTestApp(env);
  await resetDatabase(first);
  await first.close();
  return createTestApp(env);
}
