import { MongoClient } from 'mongodb';
import type { ServerProcess } from './child-processes';

const RETRY_DELAY_MS = 200;

/** One `ping`; rejects if the server does not answer within `timeoutMs`. */
export async function pingDatabase(uri: string, timeoutMs = 1000): Promise<void> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
    directConnection: true,
  });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** Waits until the server we spawned answers `ping`; fails early if it exits, with its last output. */
export async function waitForPing(uri: string, server: ServerProcess, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (server.hasExited()) {
      const { code, signal } = await server.exited;
      throw new Error(
        `${name} exited during startup (code ${code ?? signal}). Its last output:\n${server.outputTail()}`,
      );
    }
    try {
      await pingDatabase(uri);
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
  await server.stop();
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(
    `${name} did not answer ping within ${timeoutMs / 1000} s (${reason}). Its last output:\n${server.outputTail()}`,
  );
}
