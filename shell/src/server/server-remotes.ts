import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@icast/contracts';
import { loadRoutesOfRemote, type RemoteLoadResult } from '../federation/remotes';

/** The longest a page waits for a remote's server bundle: then it is drawn by the browser instead. */
export const REMOTE_LOAD_CAP_MS = 3_000;
/** A remote that failed is not asked again before this, so a remote that is down costs pages no time. */
export const REMOTE_RETRY_AFTER_MS = 5_000;

const registered = new Map<RemoteName, string>();
const failed = new Map<RemoteName, { until: number; reason: string }>();

function capped<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * A remote's routes from its server bundle at `entry` (remotes.json's address for it, with its build's fingerprint).
 * A new entry (the remote was redeployed or moved) replaces the old container; a failure is remembered for a few
 * seconds and then tried afresh.
 */
export async function loadServerRoutes(name: RemoteName, entry: string): Promise<RemoteLoadResult> {
  const known = registered.get(name);
  const failure = failed.get(name);
  if (known === entry && failure && failure.until > Date.now()) return { ok: false, reason: failure.reason };
  if (known !== entry) {
    registerRemotes([{ name, entry }], { force: known !== undefined });
    registered.set(name, entry);
  }
  const result = await capped(
    loadRoutesOfRemote(name, entry, known === entry && failure !== undefined),
    REMOTE_LOAD_CAP_MS,
    { ok: false, reason: `${name}'s server bundle did not load within ${REMOTE_LOAD_CAP_MS} ms` },
  );
  if (result.ok) failed.delete(name);
  else failed.set(name, { until: Date.now() + REMOTE_RETRY_AFTER_MS, reason: result.reason });
  return result;
}
