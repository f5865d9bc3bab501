import path from 'node:path';
import { DEFAULT_PORTS, REMOTE_NAMES } from '@icast/contracts';
import { planSite, type SitePlanOptions } from './plan';
import { portsFromBase, remoteFolder } from './ports';

const root = '/repo';
const options = (overrides: Partial<SitePlanOptions> = {}): SitePlanOptions => ({
  root,
  mode: 'production',
  ports: portsFromBase(3400),
  databaseUri: 'mongodb://127.0.0.1:3420/icast_test',
  remotesJsonFile: '/repo/.data/remotes.json',
  ...overrides,
});
const byName = (plan: ReturnType<typeof planSite>, name: string) => {
  const spec = plan.frontEnds.find((process) => process.name === name);
  if (!spec) throw new Error(`no ${name} in the plan`);
  return spec;
};

describe('portsFromBase', () => {
  it('gives every part its own port in the range, with the spare one past the database', () => {
    expect(portsFromBase(3100)).toEqual({
      shell: 3100,
      mf_public: 3101,
      mf_admissions: 3102,
      mf_dashboard: 3103,
      api: 3110,
      mongodb: 3120,
      mail_smtp: 3125,
      mail_inbox: 3126,
      spare: 3130,
    });
  });

  it('plans a port for each part DEFAULT_PORTS names, and nothing else', () => {
    const { spare, ...parts } = portsFromBase(5000);
    expect(Object.keys(parts).sort()).toEqual(Object.keys(DEFAULT_PORTS).sort());
    expect(new Set([...Object.values(parts), spare]).size).toBe(Object.keys(parts).length + 1);
  });

  it.each([Number.NaN, 80, 3100.5, 65_530])('refuses %s as a base', (base) => {
    expect(() => portsFromBase(base)).toThrow(`a port base must be an integer between 1024 and 65505 (got ${base})`);
  });
});

describe('planSite in production', () => {
  const plan = planSite(options({ apiEnv: { NODE_ENV: 'test', ADMIN_EMAIL: 'head@icast.test' } }));

  it('runs the compiled API on the site port and database, addressed through the shell', () => {
    expect(plan.api).toMatchObject({ command: process.execPath, args: ['dist/main.js'], cwd: '/repo/api' });
    expect(plan.api.env).toEqual({
      NODE_ENV: 'test',
      ADMIN_EMAIL: 'head@icast.test',
      PUBLIC_SITE_URL: 'http://localhost:3400',
      MONGODB_URI: 'mongodb://127.0.0.1:3420/icast_test',
      API_PORT: '3410',
    });
  });

  it('serves each remote from its own folder with CORS, then the shell with the API proxy, remotes.json and its pages', () => {
    expect(plan.frontEnds.map((process) => process.name)).toEqual([...REMOTE_NAMES, 'shell']);
    const server = path.join(root, 'libs/stack/dist/cli/serve.js');
    expect(byName(plan, 'mf_admissions')).toMatchObject({
      args: [server, 'dist', '--port', '3402', '--cors'],
      cwd: '/repo/mf-admissions',
    });
    expect(byName(plan, 'shell').args).toEqual([
      server,
      'dist',
      '--port',
      '3400',
      '--api',
      'http://127.0.0.1:3410',
      '--remotes-json',
      '/repo/.data/remotes.json',
      '--documents',
      '--public-url',
      'http://localhost:3400',
    ]);
    expect(plan.frontEndReadyUrls).toEqual([
      'http://localhost:3401/mf-manifest.json',
      'http://localhost:3402/mf-manifest.json',
      'http://localhost:3403/mf-manifest.json',
      'http://localhost:3400/',
    ]);
  });

  it('lets the API environment choose the public address', () => {
    const moved = planSite(options({ apiEnv: { PUBLIC_SITE_URL: 'https://icast.example.org' } }));
    expect(moved.api.env.PUBLIC_SITE_URL).toBe('https://icast.example.org');
    // The pages' canonical URLs name the same address as the API's links.
    expect(byName(moved, 'shell').args.slice(-2)).toEqual(['--public-url', 'https://icast.example.org']);
  });

  it('never lets the API environment point the API at another port or database', () => {
    const plan = planSite(options({ apiEnv: { API_PORT: '1', MONGODB_URI: 'mongodb://elsewhere/x' } }));
    expect(plan.api.env).toMatchObject({ API_PORT: '3410', MONGODB_URI: 'mongodb://127.0.0.1:3420/icast_test' });
  });
});

describe('planSite remotes.json', () => {
  it("points at this run's remote servers unless a remote is deployed elsewhere", () => {
    const plan = planSite(options({ remoteUrls: { mf_dashboard: 'https://staff.example.org' } }));
    expect(plan.remoteBaseUrls).toEqual({
      mf_public: 'http://localhost:3401',
      mf_admissions: 'http://localhost:3402',
      mf_dashboard: 'https://staff.example.org',
    });
  });
});

describe('planSite in development', () => {
  const plan = planSite(options({ mode: 'development', remoteUrls: { mf_public: 'https://public.example.org' } }));
  const webpack = path.join(root, 'node_modules/.bin/webpack');

  it('runs the API through its watch script', () => {
    expect(plan.api).toMatchObject({ command: 'npm', args: ['run', 'dev'], cwd: '/repo/api' });
  });

  it('runs a webpack dev server per app, each told its port by the variable its webpack config reads', () => {
    for (const name of REMOTE_NAMES) {
      expect(byName(plan, name)).toMatchObject({
        command: webpack,
        args: ['serve', '--mode', 'development'],
        cwd: path.join(root, remoteFolder(name)),
      });
    }
    expect(byName(plan, 'mf_dashboard').env).toEqual({ MF_DASHBOARD_PORT: '3403' });
  });

  it("gives the shell's dev server the API and the remotes' addresses it builds /remotes.json from", () => {
    expect(byName(plan, 'shell').env).toEqual({
      MF_PUBLIC_URL: 'https://public.example.org',
      MF_ADMISSIONS_URL: 'http://localhost:3402',
      MF_DASHBOARD_URL: 'http://localhost:3403',
      API_URL: 'http://127.0.0.1:3410',
      SHELL_PORT: '3400',
    });
  });
});
