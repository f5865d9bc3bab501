import { DEFAULT_PORTS, portEnvName, portFromEnv, portsFromEnv, remoteBaseUrlsFromEnv } from './remotes';

describe('ports from the environment', () => {
  it("names each part's variable after the part", () => {
    expect(portEnvName('shell')).toBe('SHELL_PORT');
    expect(portEnvName('mf_admissions')).toBe('MF_ADMISSIONS_PORT');
    expect(portEnvName('mongodb')).toBe('MONGODB_PORT');
  });

  it('uses the defaults when nothing is set, and an override only for its own part', () => {
    expect(portsFromEnv({})).toEqual(DEFAULT_PORTS);
    expect(portsFromEnv({ MF_PUBLIC_PORT: '4301', API_PORT: '' })).toEqual({ ...DEFAULT_PORTS, mf_public: 4301 });
  });

  it.each(['abc', '0', '70000', '3000.5'])('rejects %s with the variable named', (raw) => {
    expect(() => portFromEnv('shell', { SHELL_PORT: raw })).toThrow(
      `SHELL_PORT must be an integer between 1 and 65535 (got "${raw}")`,
    );
  });
});

describe('remote base URLs from the environment', () => {
  it('takes a deployed address from MF_*_URL and points the others at localhost on their ports', () => {
    const urls = remoteBaseUrlsFromEnv(
      { MF_PUBLIC_URL: 'https://public.example.org', MF_DASHBOARD_PORT: '4303' },
      { mf_admissions: 3102 },
    );
    expect(urls).toEqual({
      mf_public: 'https://public.example.org',
      mf_admissions: 'http://localhost:3102',
      mf_dashboard: 'http://localhost:4303',
    });
  });
});
