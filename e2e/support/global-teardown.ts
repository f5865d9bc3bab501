import type { RunningSite } from '@icast/stack';

export default async function globalTeardown(): Promise<void> {
  const sites = (globalThis as { __icastE2ESites?: RunningSite[] }).__icastE2ESites ?? [];
  await Promise.all(sites.map((site) => site.stop()));
}
