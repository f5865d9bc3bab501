import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { findFreePort } from '../database';
import { waitForHttp } from '../processes';
import { serveStatic, type RunningStaticServer } from '../serve/static-server';
import {
  nginxArguments,
  nginxBinary,
  renderNginxSite,
  testNginxConfig,
  type NginxSiteOptions,
  type RenderedNginxSite,
} from './nginx-site';

export interface RunningNginx extends RenderedNginxSite {
  pid: number;
  /** What nginx wrote to its error log so far (for a test's failure message). */
  errors(): string;
  /** Stops nginx (fast shutdown) and removes its temporary folder unless `keepFiles`. */
  stop(options?: { keepFiles?: boolean }): Promise<void>;
}

export type StartNginxOptions = Omit<NginxSiteOptions, 'documentServers'> & {
  timeoutMs?: number;
  /** The document server's port (compose's `documents` service); a free one by default. */
  documentPort?: number;
};

/**
 * The site as the containers serve it, in front of API instances on this machine: Debian's nginx runs the
 * containers' own configuration (checked with `nginx -t` first) in the foreground, so it never outlives its caller's
 * stop(), with the document server the `documents` container runs (the shell's pages, reading the API through
 * nginx as the container does). Resolves once the shell answers /remotes.json and / and every remote its manifest.
 */
export async function startNginx(options: StartNginxOptions): Promise<RunningNginx> {
  const documentPort = options.documentPort ?? (await findFreePort());
  const site = renderNginxSite({ ...options, documentServers: [`127.0.0.1:${documentPort}`] });
  testNginxConfig(site);
  let documents: RunningStaticServer | undefined;
  const child = spawn(nginxBinary(), nginxArguments(site), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () => {
    let log = '';
    try {
      log = readFileSync(site.errorLog, 'utf8');
    } catch {
      // not written yet
    }
    return `${stderr}${log}`.trim();
  };
  const stop = async ({ keepFiles = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM is nginx's fast shutdown: the master stops its workers, then itself.
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    }
    await documents?.close();
    if (!keepFiles) rmSync(site.prefix, { recursive: true, force: true });
  };
  // Gives up at once when nginx exits (a port in use, a refused file) instead of polling until the timeout.
  const gaveUp = new AbortController();
  void exited.then(() => gaveUp.abort(new Error('nginx exited')));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const urls = [
    `${site.baseUrl}/remotes.json`,
    ...Object.values(site.remoteBaseUrls).map((url) => `${url}/mf-manifest.json`),
  ];
  try {
    documents = await serveStatic({
      dir: site.shellHtml,
      port: documentPort,
      host: '127.0.0.1',
      apiUrl: site.baseUrl,
      // As compose sets PUBLIC_SITE_URL: the address visitors use, nginx's.
      documents: { publicUrl: site.baseUrl },
    });
    urls.push(`${site.baseUrl}/`);
    await Promise.all(urls.map((url) => waitForHttp(url, timeoutMs, gaveUp.signal)));
  } catch (error) {
    await stop({ keepFiles: true });
    throw new Error(`nginx did not serve the site (files kept in ${site.prefix}): ${String(error)}\n${errors()}`);
  }
  return { ...site, pid: child.pid ?? -1, errors, stop };
}
