import type { RunningStaticServer } from '@icast/stack';
import { serveRemoteDist } from './remote-server';
import type { E2EState } from './state';

/**
 * composition.spec stops the admissions remote on purpose and closes its replacement when it ends; jest may run
 * that file first. Files that need mf_admissions serve it themselves when its port is silent.
 */
export async function ensureAdmissionsRemote(state: E2EState): Promise<RunningStaticServer | undefined> {
  const manifest = `http://localhost:${state.ports.mf_admissions}/mf-manifest.json`;
  const answering = await fetch(manifest, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );
  return answering ? undefined : serveRemoteDist(state.root, 'mf-admissions', state.ports.mf_admissions);
}
