import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const handle = globalThis.__ICAST_TEST_DATABASE__;
  if (!handle) return;
  await handle.database.stop();
  await rm(handle.dataDir, { recursive: true, force: true });
}
