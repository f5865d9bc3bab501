import { spawn, type ChildProcess } from 'node:child_process';

const TAIL_LIMIT = 4000;
const STOP_GRACE_MS = 5000;

/** A database server we spawned, with the last lines it printed (for error messages). */
export interface ServerProcess {
  child: ChildProcess;
  /** Last few KB of stdout+stderr. */
  outputTail(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
  /** Reports the server dying on its own later (not through stop()), with its last output. */
  onUnexpectedExit(report: (description: string) => void): void;
  stop(): Promise<void>;
}

const liveChildren = new Set<ChildProcess>();
let exitHandlersInstalled = false;

function killAllChildren(): void {
  for (const child of liveChildren) child.kill('SIGTERM');
  liveChildren.clear();
}

/**
 * Kill our database children when this process ends. A signal listener disables Node's default
 * "exit on Ctrl-C", so when ours is the only listener we clean up and re-raise the signal. When the
 * app has its own signal handlers they decide the shutdown order, and the 'exit' hook still kills us last.
 */
function installExitHandlers(): void {
  if (exitHandlersInstalled) return;
  exitHandlersInstalled = true;
  process.once('exit', killAllChildren);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      if (process.listenerCount(signal) > 1) return;
      killAllChildren();
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

export function spawnServer(command: string, args: string[]): ServerProcess {
  installExitHandlers();
  const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  liveChildren.add(child);
  let tail = '';
  const keepTail = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_LIMIT);
  };
  child.stdout?.on('data', keepTail);
  child.stderr?.on('data', keepTail);
  let exitedFlag = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      exitedFlag = true;
      liveChildren.delete(child);
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      exitedFlag = true;
      liveChildren.delete(child);
      keepTail(Buffer.from(`\n${error.message}\n`));
      resolve({ code: null, signal: null });
    });
  });

  let stopping = false;
  const onUnexpectedExit = (report: (description: string) => void) => {
    void exited.then(({ code, signal }) => {
      if (!stopping) report(`exited unexpectedly (${signal ?? `code ${code}`}): ${tail.trim().slice(-500)}`);
    });
  };

  const stop = async () => {
    stopping = true;
    if (exitedFlag) return;
    child.kill('SIGTERM');
    const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(forceKill);
  };

  return { child, outputTail: () => tail.trim(), exited, hasExited: () => exitedFlag, onUnexpectedExit, stop };
}
