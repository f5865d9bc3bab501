import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** One process to run: what the site starter plans and the Supervisor starts. */
export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  /** On top of this process's own environment. */
  env: NodeJS.ProcessEnv;
}

export interface ManagedProcess {
  spec: ProcessSpec;
  child: ChildProcess;
}

const COLOURS = [36, 33, 35, 32, 34, 31];

/**
 * Starts the site's processes with prefixed output and stops them together, so Ctrl-C never leaves
 * a server holding a port. One child dying unexpectedly stops the rest: a half-running site misleads.
 */
export class Supervisor {
  private readonly processes: ManagedProcess[] = [];
  private stopping = false;
  /** Children stopped on purpose (a restart): their exit is not news. */
  private readonly expectedExits = new WeakSet<ChildProcess>();

  constructor(private readonly onUnexpectedExit: (name: string, code: number | null) => void) {}

  start(spec: ProcessSpec): ChildProcess {
    const { name, command, args, cwd, env } = spec;
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const colour = COLOURS[this.processes.length % COLOURS.length] ?? 36;
    const prefix = process.stdout.isTTY ? `\u001b[${colour}m${name.padEnd(13)}\u001b[0m|` : `${name.padEnd(13)}|`;
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
    }
    child.on('exit', (code) => {
      if (!this.stopping && !this.expectedExits.has(child)) this.onUnexpectedExit(name, code);
    });
    this.processes.push({ spec, child });
    return child;
  }

  /** Stops the named process (SIGTERM, then SIGKILL after timeoutMs) and starts it again; returns the new child. */
  async restart(name: string, timeoutMs: number): Promise<ChildProcess> {
    const index = this.processes.findIndex((managed) => managed.spec.name === name);
    const managed = this.processes[index];
    if (!managed) throw new Error(`no process named ${name}`);
    this.expectedExits.add(managed.child);
    await stop(managed.child, timeoutMs);
    this.processes.splice(index, 1);
    return this.start(managed.spec);
  }

  async stopAll(timeoutMs = 5000): Promise<void> {
    this.stopping = true;
    await Promise.all(this.processes.map(({ child }) => stop(child, timeoutMs)));
  }
}

/** SIGTERM (a clean shutdown), SIGKILL if it is still there after timeoutMs. */
function stop(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Polls a URL until it answers 2xx, so "ready" lines are true; `signal` gives up early with its reason. */
export async function waitForHttp(url: string, timeoutMs = 60_000, signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000}s (${lastProblem})`);
}
