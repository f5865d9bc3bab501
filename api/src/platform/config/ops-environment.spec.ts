import { problemWith, VALID_ENVIRONMENT } from '../../testing/environment-problems';
import { validateEnvironment } from './environment';

const ops = (env: NodeJS.ProcessEnv) => validateEnvironment({ ...VALID_ENVIRONMENT, ...env }).ops;

describe('HSTS_INCLUDE_SUBDOMAINS', () => {
  it('is off unless set to true, and refuses anything but true or false', () => {
    expect(ops({}).hstsIncludeSubDomains).toBe(false);
    expect(ops({ HSTS_INCLUDE_SUBDOMAINS: 'false' }).hstsIncludeSubDomains).toBe(false);
    expect(ops({ HSTS_INCLUDE_SUBDOMAINS: 'true' }).hstsIncludeSubDomains).toBe(true);
    expect(problemWith({ ...VALID_ENVIRONMENT, HSTS_INCLUDE_SUBDOMAINS: 'yes' })).toBe(
      'Invalid environment: HSTS_INCLUDE_SUBDOMAINS must be true or false (got "yes")',
    );
  });
});

describe('TRUST_PROXY and METRICS_TOKEN', () => {
  it('trusts loopback only when unset (the shell server of npm start), and no metrics token', () => {
    expect(ops({})).toEqual({ trustProxy: ['loopback'], metricsToken: undefined, hstsIncludeSubDomains: false });
    expect(ops({ TRUST_PROXY: '' }).trustProxy).toEqual(['loopback']);
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['172.29.13.10', ['172.29.13.10']],
    ['10.0.0.0/8, fd00::/8,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
    ['::1', ['::1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(ops({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', '0', '11', 'nginx', '10.0.0.0/33', '10.0.0.1/8/2', '300.1.1.1', ',', 'loopback,proxy.example'])(
    'refuses TRUST_PROXY=%s with one line saying what it takes',
    (value) => {
      expect(problemWith({ ...VALID_ENVIRONMENT, TRUST_PROXY: value })).toBe(
        'Invalid environment: TRUST_PROXY must be false, a hop count from 1 to 10, or comma-separated proxy ' +
          'addresses or ranges such as 172.29.13.10 or 10.0.0.0/8 or loopback ' +
          `(got "${value}")${value === 'true' ? ': true would let any client choose its own address' : ''}`,
      );
    },
  );

  it('takes a metrics token of at least 32 characters without spaces', () => {
    expect(ops({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(problemWith({ ...VALID_ENVIRONMENT, METRICS_TOKEN: 'short' })).toBe(
      'Invalid environment: METRICS_TOKEN must be at least 32 characters long (got 5)',
    );
    expect(problemWith({ ...VALID_ENVIRONMENT, METRICS_TOKEN: `${'m'.repeat(32)} x` })).toBe(
      'Invalid environment: METRICS_TOKEN must not contain spaces',
    );
  });
});
