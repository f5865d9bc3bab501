import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findFreePort, findRepoRoot } from '../database';
import {
  adaptContainerConfig,
  DOCKER_FOLDER,
  nginxArguments,
  nginxBinary,
  renderNginxSite,
  testNginxConfig,
} from './nginx-site';

const root = findRepoRoot(__dirname);
const docker = path.join(root, DOCKER_FOLDER);
const ports = { shell: 4991, mf_public: 4992, mf_admissions: 4993, mf_dashboard: 4994 };
const prefixes: string[] = [];
const render = () => {
  const site = renderNginxSite({
    root,
    ports,
    apiServers: ['127.0.0.1:4995', '127.0.0.1:4996'],
    documentServers: ['127.0.0.1:4997'],
  });
  prefixes.push(site.prefix);
  return site;
};
afterAll(() => prefixes.forEach((prefix) => rmSync(prefix, { recursive: true, force: true })));

describe("the containers' nginx configuration, checked by Debian's nginx", () => {
  it('passes nginx -t: the shell with its API upstream and remotes.json, and each remote', () => {
    const site = render();
    expect(testNginxConfig(site)).toMatch(/syntax is ok[\s\S]*test is successful/);
    const shell = readFileSync(path.join(site.prefix, 'conf.d', 'default.conf'), 'utf8');
    expect(shell).toContain(`listen ${ports.shell};`);
    expect(shell).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    const remotesJson = JSON.parse(readFileSync(path.join(site.prefix, 'shell-html', 'remotes.json'), 'utf8'));
    expect(remotesJson.remotes[1]).toEqual({
      name: 'mf_admissions',
      entry: `http://localhost:${ports.mf_admissions}/mf-manifest.json`,
    });
  });

  it('fails nginx -t for the unquoted {8} regex the images used to carry, so a broken file cannot land', () => {
    const site = render();
    const file = path.join(site.prefix, 'conf.d', 'mf_public.conf');
    const broken = readFileSync(file, 'utf8').replace(
      /location ~\* "(.*)" \{/,
      (_match, pattern: string) => `location ~* ${pattern} {`,
    );
    expect(broken).toContain('location ~* \\.[0-9a-f]{8}\\.');
    writeFileSync(file, broken);
    expect(() => testNginxConfig(site)).toThrow(/unknown directive "8}/);
  });
});

describe('HSTS from the shell container (write-security-headers.sh, HSTS=on)', () => {
  /** nginx with the containers' configuration and these security header settings; `/remotes.json`'s headers. */
  async function headersServed(securityHeadersEnv: Record<string, string>) {
    const [shell, mfPublic, mfAdmissions, mfDashboard] = await Promise.all([1, 2, 3, 4].map(() => findFreePort()));
    const site = renderNginxSite({
      root,
      ports: { shell: shell!, mf_public: mfPublic!, mf_admissions: mfAdmissions!, mf_dashboard: mfDashboard! },
      apiServers: ['127.0.0.1:9'],
      documentServers: ['127.0.0.1:9'],
      securityHeadersEnv,
    });
    prefixes.push(site.prefix);
    testNginxConfig(site);
    const child = spawn(nginxBinary(), nginxArguments(site), { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const get = async (headers: Record<string, string>) => {
        for (;;) {
          try {
            return (await fetch(`${site.baseUrl}/remotes.json`, { headers })).headers;
          } catch {
            // Not listening yet: nginx binds within a moment of starting.
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
      };
      return {
        overHttp: (await get({})).get('strict-transport-security'),
        overHttps: (await get({ 'X-Forwarded-Proto': 'https' })).get('strict-transport-security'),
      };
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }

  it('is sent only on answers that came over HTTPS, for this host only unless subdomains are asked for', async () => {
    expect(await headersServed({ HSTS: 'on' })).toEqual({ overHttp: null, overHttps: 'max-age=31536000' });
    expect(await headersServed({ HSTS: 'on', HSTS_INCLUDE_SUBDOMAINS: 'true' })).toEqual({
      overHttp: null,
      overHttps: 'max-age=31536000; includeSubDomains',
    });
    expect(await headersServed({})).toEqual({ overHttp: null, overHttps: null });
  });
});

describe("the page's own CSP through the shell's nginx", () => {
  it("passes the document server's policy on alone, and adds the static one only where the upstream sent none", async () => {
    // A page with inline critical CSS names its hash in style-src: a second, static policy would refuse that style.
    const pagePolicy = "default-src 'self'; style-src 'self' 'sha256-Zm9yIHRoaXMgcGFnZSBvbmx5'";
    const documents = createServer((request, response) => {
      if (request.url === '/about') response.setHeader('Content-Security-Policy', pagePolicy);
      response.setHeader('Content-Type', request.url === '/about' ? 'text/html' : 'application/xml');
      response.end(request.url === '/about' ? '<!doctype html><title>About</title>' : '<urlset/>');
    });
    await new Promise<void>((resolve) => documents.listen(0, '127.0.0.1', resolve));
    const [shell, mfPublic, mfAdmissions, mfDashboard] = await Promise.all([1, 2, 3, 4].map(() => findFreePort()));
    const site = renderNginxSite({
      root,
      ports: { shell: shell!, mf_public: mfPublic!, mf_admissions: mfAdmissions!, mf_dashboard: mfDashboard! },
      apiServers: ['127.0.0.1:9'],
      documentServers: [`127.0.0.1:${(documents.address() as AddressInfo).port}`],
    });
    prefixes.push(site.prefix);
    testNginxConfig(site);
    const child = spawn(nginxBinary(), nginxArguments(site), { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const policyOf = async (pathname: string) => {
      for (;;) {
        try {
          return (await fetch(`${site.baseUrl}${pathname}`)).headers.get('content-security-policy');
        } catch {
          // Not listening yet: nginx binds within a moment of starting.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
    };
    try {
      // One header: fetch joins repeated headers with ", ", so a second policy would show here.
      expect(await policyOf('/about')).toBe(pagePolicy);
      for (const pathname of ['/remotes.json', '/sitemap.xml']) {
        const policy = await policyOf(pathname);
        expect([pathname, policy?.startsWith("default-src 'self'; script-src 'self' http://localhost:")]).toEqual([
          pathname,
          true,
        ]);
        expect(policy).not.toContain(', ');
      }
    } finally {
      child.kill('SIGTERM');
      await exited;
      documents.closeAllConnections();
      await new Promise((resolve) => documents.close(resolve));
    }
  });
});

describe('write-api-upstream.sh (the shell container start)', () => {
  const write = (servers: string) => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'icast-upstream-'));
    prefixes.push(folder);
    execFileSync('sh', [path.join(docker, 'write-api-upstream.sh')], {
      env: { PATH: process.env.PATH, NGINX_CONF_DIR: folder, API_SERVERS: servers },
      stdio: 'pipe',
    });
    return readFileSync(path.join(folder, 'api-upstream.conf'), 'utf8');
  };

  it('lists every instance of API_SERVERS in the upstream, with the passive health check, and again as backups', () => {
    expect(write('api-1:4000,api-2:4000')).toBe(
      'upstream icast_api {\n' +
        '  server api-1:4000 max_fails=1 fail_timeout=3s;\n' +
        '  server api-2:4000 max_fails=1 fail_timeout=3s;\n' +
        '  server api-1:4000 backup max_fails=0;\n' +
        '  server api-2:4000 backup max_fails=0;\n' +
        '}\n',
    );
  });

  it('refuses a value that is not host:port instead of writing it into the configuration', () => {
    expect(() => write('api-1:4000;include /etc/passwd')).toThrow(/is not host:port/);
  });

  it('writes the document servers of DOCUMENT_SERVERS as the upstream of every page', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'icast-upstream-'));
    prefixes.push(folder);
    const env = {
      PATH: process.env.PATH,
      NGINX_CONF_DIR: folder,
      DOCUMENT_SERVERS: 'documents-1:8090,documents-2:8090',
    };
    execFileSync('sh', [path.join(docker, 'write-api-upstream.sh')], { env, stdio: 'pipe' });
    expect(readFileSync(path.join(folder, 'documents-upstream.conf'), 'utf8')).toBe(
      'upstream icast_documents {\n' +
        '  server documents-1:8090 max_fails=1 fail_timeout=3s;\n' +
        '  server documents-2:8090 max_fails=1 fail_timeout=3s;\n' +
        '}\n',
    );
    const refused = { ...env, DOCUMENT_SERVERS: 'documents:8090 $(id)' };
    expect(() =>
      execFileSync('sh', [path.join(docker, 'write-api-upstream.sh')], { env: refused, stdio: 'pipe' }),
    ).toThrow(/is not host:port/);
  });
});

describe('adaptContainerConfig', () => {
  it('moves port, files and logs, and refuses a file without the line it would move', () => {
    const config = 'server {\n  listen 8080;\n  root /usr/share/nginx/html;\n  access_log /var/log/nginx/a.log;\n}';
    expect(adaptContainerConfig(config, { port: 5000, root: '/srv/x', logs: '/tmp/l' })).toBe(
      'server {\n  listen 5000;\n  root /srv/x;\n  access_log /tmp/l/a.log;\n}',
    );
    expect(() => adaptContainerConfig('server { listen 80; }', { port: 1, root: '/', logs: '/' })).toThrow(
      'expected exactly one "listen 8080;"',
    );
  });
});
