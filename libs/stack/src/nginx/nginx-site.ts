import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, REMOTE_URL_ENV, type RemoteName } from '@icast/contracts';
import { remoteFolder } from '../starter/ports';
import { WAKE_SCRIPT_SOURCE } from '../serve/wake-on-demand';

/** The files the containers run (libs/build-config/docker), used here as they are, not copies. */
export const DOCKER_FOLDER = 'libs/build-config/docker';
const CONTAINER_LISTEN = 'listen 8080;';
const CONTAINER_ROOT = 'root /usr/share/nginx/html;';
const CONTAINER_LOGS = '/var/log/nginx/';

export interface NginxSitePorts {
  shell: number;
  mf_public: number;
  mf_admissions: number;
  mf_dashboard: number;
}

export interface NginxSiteOptions {
  /** Repository root: the configs come from DOCKER_FOLDER, the files from each app's dist/. */
  root: string;
  ports: NginxSitePorts;
  /** host:port of each API instance, as compose's API_SERVERS lists them. */
  apiServers: string[];
  /** host:port of each document server (the shell's pages), as compose's DOCUMENT_SERVERS lists them. */
  documentServers: string[];
  /** Where the configuration, logs and temporary files go (a new temporary folder by default). */
  prefix?: string;
  /** What the container's environment gives write-security-headers.sh besides MF_*_URL: `HSTS`, `HSTS_INCLUDE_SUBDOMAINS`. */
  securityHeadersEnv?: Record<string, string>;
}

export interface RenderedNginxSite {
  prefix: string;
  /** The main configuration: nginx -p <prefix> -c <configFile>. */
  configFile: string;
  errorLog: string;
  accessLog: string;
  baseUrl: string;
  remoteBaseUrls: Record<RemoteName, string>;
  /** The shell's files as the image holds them, with the remotes.json the container wrote beside them. */
  shellHtml: string;
}

/** Debian's nginx (`apt-get install nginx`; `npm run setup:test` installs it). */
export function nginxBinary(): string {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((candidate) =>
    existsSync(candidate),
  );
  if (found) return found;
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  throw new Error('nginx is not installed: `npm run setup:test` installs it (apt-get install -y nginx)');
}

/**
 * A container's server block on this machine: its port, its files and its logs moved, nothing else touched.
 * Throws when the file no longer has the line being moved, so the test cannot silently test something else.
 */
export function adaptContainerConfig(config: string, options: { port: number; root: string; logs: string }): string {
  for (const line of [CONTAINER_LISTEN, CONTAINER_ROOT]) {
    if (config.split(line).length !== 2) throw new Error(`expected exactly one "${line}" in the container config`);
  }
  return config
    .replace(CONTAINER_LISTEN, `listen ${options.port};`)
    .replace(CONTAINER_ROOT, `root ${options.root};`)
    .replaceAll(CONTAINER_LOGS, `${options.logs}/`);
}

function runScript(script: string, env: NodeJS.ProcessEnv): void {
  execFileSync('sh', [script], { env: { PATH: process.env.PATH, ...env }, stdio: 'pipe' });
}

/**
 * Writes what the containers run, for this machine: the shell's and each remote's server block from the docker
 * folder, the API upstream and remotes.json made by the containers' own start scripts, in one main configuration
 * that keeps every file nginx writes under the prefix.
 */
export function renderNginxSite(options: NginxSiteOptions): RenderedNginxSite {
  const docker = path.join(options.root, DOCKER_FOLDER);
  const prefix = options.prefix ?? mkdtempSync(path.join(os.tmpdir(), 'icast-nginx-'));
  // Started as root (CI), nginx's workers run as an unprivileged user: they must be able to enter the folder.
  chmodSync(prefix, 0o755);
  const confD = path.join(prefix, 'conf.d');
  const temp = path.join(prefix, 'temp');
  for (const folder of [confD, temp]) mkdirSync(folder, { recursive: true });
  const localUrl = (port: number) => `http://localhost:${port}`;
  const remoteBaseUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, localUrl(options.ports[name])]),
  ) as Record<RemoteName, string>;

  // The shell's files as the image holds them, plus remotes.json beside them (the build folder stays untouched).
  const shellDist = path.join(options.root, 'shell', 'dist');
  const html = path.join(prefix, 'shell-html');
  mkdirSync(html, { recursive: true });
  // Before a build (`nginx -t` in the unit tests) there is nothing to link; nginx checks no file at that point.
  for (const entry of existsSync(shellDist) ? readdirSync(shellDist) : []) {
    if (entry !== 'remotes.json') symlinkSync(path.join(shellDist, entry), path.join(html, entry));
  }
  runScript(path.join(docker, 'write-remotes-json.sh'), {
    REMOTES_JSON_FILE: path.join(html, 'remotes.json'),
    ...Object.fromEntries(REMOTE_NAMES.map((name) => [REMOTE_URL_ENV[name], remoteBaseUrls[name]])),
  });
  // As the shell's build writes it beside its files: the hash of the inline script that wakes the app.
  const inlineScripts = path.join(prefix, 'inline-script-sources.txt');
  writeFileSync(inlineScripts, `${WAKE_SCRIPT_SOURCE}\n`);
  runScript(path.join(docker, 'write-security-headers.sh'), {
    INLINE_SCRIPT_SOURCES_FILE: inlineScripts,
    ...options.securityHeadersEnv,
    NGINX_CONF_DIR: confD,
    ...Object.fromEntries(REMOTE_NAMES.map((name) => [REMOTE_URL_ENV[name], remoteBaseUrls[name]])),
  });
  runScript(path.join(docker, 'write-api-upstream.sh'), {
    NGINX_CONF_DIR: confD,
    API_SERVERS: options.apiServers.join(','),
    DOCUMENT_SERVERS: options.documentServers.join(','),
  });

  const logs = prefix;
  const shellConfig = readFileSync(path.join(docker, 'shell.nginx.conf'), 'utf8');
  writeFileSync(
    path.join(confD, 'default.conf'),
    adaptContainerConfig(shellConfig, { port: options.ports.shell, root: html, logs }),
  );
  const remoteConfig = readFileSync(path.join(docker, 'remote.nginx.conf'), 'utf8');
  for (const name of REMOTE_NAMES) {
    const root = path.join(options.root, remoteFolder(name), 'dist');
    writeFileSync(
      path.join(confD, `${name}.conf`),
      adaptContainerConfig(remoteConfig, { port: options.ports[name], root, logs }),
    );
  }

  const errorLog = path.join(prefix, 'error.log');
  const accessLog = path.join(prefix, 'access.log');
  const configFile = path.join(prefix, 'nginx.conf');
  // What the nginx image's own nginx.conf sets around conf.d, with this prefix's logs and temporary folders.
  writeFileSync(
    configFile,
    [
      'worker_processes 1;',
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${accessLog};`,
      '  sendfile on;',
      '  keepalive_timeout 65;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${path.join(temp, kind)};`,
      ),
      `  include ${confD}/*.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  return {
    prefix,
    configFile,
    errorLog,
    accessLog,
    baseUrl: localUrl(options.ports.shell),
    remoteBaseUrls,
    shellHtml: html,
  };
}

/** The arguments that keep nginx in the foreground with its pid file under the prefix. */
export function nginxArguments(site: Pick<RenderedNginxSite, 'prefix' | 'configFile'>): string[] {
  const pid = path.join(site.prefix, 'nginx.pid');
  return ['-p', site.prefix, '-c', site.configFile, '-g', `daemon off; pid ${pid};`];
}

/** `nginx -t`: throws with nginx's own words when the configuration is refused. */
export function testNginxConfig(site: Pick<RenderedNginxSite, 'prefix' | 'configFile'>): string {
  const run = spawnSync(nginxBinary(), ['-t', ...nginxArguments(site)], { encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`.trim();
  if (run.status !== 0) throw new Error(`nginx -t refused ${site.configFile}:\n${output}`);
  return output;
}
