import type { RunningSite } from '@icast/stack';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __icastE2ESite?: RunningSite }).__icastE2ESite?.stop();
}
