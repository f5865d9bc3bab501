import type { RunningDatabase, Supervisor } from '@icast/stack';

export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as { __icastE2E?: { supervisor: Supervisor; database: RunningDatabase } }).__icastE2E;
  if (!started) return;
  await started.supervisor.stopAll();
  await started.database.stop();
}
