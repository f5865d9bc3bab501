import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import { ThrottlerModule } from '@nestjs/throttler';
import { createConnection, type Connection } from 'mongoose';
import { AppModule } from '../app.module';
import { createApp } from '../bootstrap';
import { AuthModule } from '../identity/auth.module';
import type { AppConfig } from '../platform/config/app-config';
import { PlatformModule } from '../platform/platform.module';
import { testDatabaseUri } from './test-database';

export { testDatabaseUri, withDatabaseName } from './test-database';

/** The production app, configured exactly as main.ts does, on this file's test database. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<NestExpressApplication> {
  const { app } = await createApp({
    env: { ...process.env, NODE_ENV: 'test', MONGODB_URI: testDatabaseUri(), ...env },
  });
  return app;
}

type ContextImport = Type | DynamicModule | Promise<DynamicModule> | ForwardReference;

/** What every route passes through whichever contexts run: the platform, the rate limits and identity's guards. */
const isEdge = (entry: ContextImport) =>
  entry === AuthModule ||
  (typeof entry === 'object' &&
    'module' in entry &&
    (entry.module === PlatformModule || entry.module === ThrottlerModule));

/** The app's own module with its contexts replaced by `contexts`: same platform, guards, filter and order. */
function appWithOnly(config: AppConfig, contexts: ContextImport[]): DynamicModule {
  const whole = AppModule.register(config);
  const edge = (whole.imports ?? []).filter(isEdge);
  if (edge.length !== 3) throw new Error('AppModule no longer imports the platform, the throttler and AuthModule');
  return { ...whole, imports: [...edge, ...contexts] };
}

/**
 * The production app (middleware, pipes, guards, error filter, exactly as main.ts builds it) with only the given
 * contexts' modules (and what they import) on the platform and identity, on this file's test database: what a
 * context's specs start instead of the whole app, a few seconds sooner for every file.
 */
export async function createContextApp(
  contexts: ContextImport[],
  env: NodeJS.ProcessEnv = {},
): Promise<NestExpressApplication> {
  const { app } = await createApp({
    env: { ...process.env, NODE_ENV: 'test', MONGODB_URI: testDatabaseUri(), ...env },
    module: (config) => appWithOnly(config, contexts),
  });
  return app;
}

/** createContextApp on an emptied database (see createTestAppOnEmptyDatabase). */
export async function createContextAppOnEmptyDatabase(
  contexts: ContextImport[],
  env: NodeJS.ProcessEnv = {},
): Promise<NestExpressApplication> {
  return startOnEmptyDatabase(env, () => createContextApp(contexts, env));
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
  return startOnEmptyDatabase(env, () => createTestApp(env));
}

/**
 * Starts the app on an empty database. The file's database is new in each run (the run's database server is), so
 * the first start needs nothing emptied: it is itself a first start, and waiting for the models' indexes gives what
 * resetDatabase gives. A database already used (a second start in the file, a server given by MONGODB_URI) is
 * emptied by a start, a reset and a close first, at the cost of a second start of the app.
 */
async function startOnEmptyDatabase(
  env: NodeJS.ProcessEnv,
  start: () => Promise<NestExpressApplication>,
): Promise<NestExpressApplication> {
  if (await holdsNoCollection(env.MONGODB_URI ?? testDatabaseUri())) {
    const app = await start();
    await Promise.all(Object.values(databaseOf(app).models).map((model) => model.init()));
    return app;
  }
  const first = await start();
  await resetDatabase(first);
  await first.close();
  return start();
}

async function holdsNoCollection(uri: string): Promise<boolean> {
  const connection = await createConnection(uri).asPromise();
  try {
    return (await connection.listCollections()).length === 0;
  } finally {
    await connection.close();
  }
}

/**
 * For a describe block: the whole app on an emptied database, started before its tests and closed after them.
 * Answers the app (read it inside a test or hook, once it has started).
 */
export function useTestApp(env: NodeJS.ProcessEnv = {}): () => NestExpressApplication {
  let app: NestExpressApplication | undefined;
  beforeAll(async () => {
    app = await createTestApp(env);
    await resetDatabase(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('The test app has not started: read it inside a test or a hook');
    return app;
  };
}
