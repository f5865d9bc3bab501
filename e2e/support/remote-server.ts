import path from 'node:path';
import { serveStatic, type RunningStaticServer } from '@icast/stack';

/** Serves a remote's built files from inside a test, as its own server would. */
export function serveRemoteDist(root: string, dir: string, port: number): Promise<RunningStaticServer> {
  return serveStatic({ dir: path.join(root, dir, 'dist'), port, cors: true, host: '127.0.0.1' });
}

export async function waitForPortClosed(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} still answers after ${timeoutMs}ms`);
}
