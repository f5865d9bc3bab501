import { problemWith, VALID_ENVIRONMENT, PRODUCTION_DOCUMENTS_KEY } from '../../testing/environment-problems';
import { validateEnvironment } from './environment';
import { parseDurationSeconds } from './auth-environment';

describe('auth settings in the environment', () => {
  it('generates a random per-process secret outside production and says so', () => {
    const first = validateEnvironment(VALID_ENVIRONMENT).auth;
    const second = validateEnvironment(VALID_ENVIRONMENT).auth;
    expect(first.jwtSecretGenerated).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toBe(second.jwtSecret);
    expect(first).toMatchObject({ jwtExpiresInSeconds: 7200, adminEmail: undefined, adminPassword: undefined });
  });

  it('requires JWT_SECRET in production', () => {
    expect(
      problemWith({
        ...VALID_ENVIRONMENT,
        ...PRODUCTION_DOCUMENTS_KEY,
        NODE_ENV: 'production',
        PAYMENT_MODE: 'sandbox',
      }),
    ).toBe('Invalid environment: JWT_SECRET is required in production (at least 32 characters)');
  });

  it('reads JWT_SECRET, JWT_EXPIRES_IN, ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    const auth = validateEnvironment({
      ...VALID_ENVIRONMENT,
      JWT_SECRET: 's'.repeat(40),
      JWT_EXPIRES_IN: '30m',
      ADMIN_EMAIL: 'Head@ICAST.example',
      ADMIN_PASSWORD: 'a-long-enough-password',
    }).auth;
    expect(auth).toEqual({
      jwtSecret: 's'.repeat(40),
      jwtSecretGenerated: false,
      jwtExpiresInSeconds: 1800,
      adminEmail: 'head@icast.example',
      adminPassword: 'a-long-enough-password',
      secondFactorRequiredRoles: ['admin', 'admissions'],
    });
  });

  it('reads the roles that must sign in with a second factor: admin and admissions unless told', () => {
    const roles = (value?: string) =>
      validateEnvironment({
        ...VALID_ENVIRONMENT,
        ...(value === undefined ? {} : { SECOND_FACTOR_REQUIRED_ROLES: value }),
      }).auth.secondFactorRequiredRoles;
    expect(roles()).toEqual(['admin', 'admissions']);
    expect(roles(' Admin, bursar ,admissions,bursar')).toEqual(['admin', 'bursar', 'admissions']);
    expect(roles('none')).toEqual([]);
    expect(problemWith({ ...VALID_ENVIRONMENT, SECOND_FACTOR_REQUIRED_ROLES: 'admin,teacher' })).toContain(
      'SECOND_FACTOR_REQUIRED_ROLES must be comma-separated roles among admin, admissions, bursar, editor, or none (got "admin,teacher")',
    );
    expect(problemWith({ ...VALID_ENVIRONMENT, SECOND_FACTOR_REQUIRED_ROLES: 'a,'.repeat(200) })).toContain(
      'SECOND_FACTOR_REQUIRED_ROLES must be comma-separated roles among admin, admissions, bursar, editor, or none (got 400 characters)',
    );
  });

  it.each([
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must be a duration between 1m and 7d such as 2h or 30m'],
    [{ JWT_EXPIRES_IN: '30' }, 'JWT_EXPIRES_IN must be a duration between 1m and 7d'],
    [{ ADMIN_EMAIL: 'head' }, 'ADMIN_EMAIL must be an e-mail address (got "head")'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 10 characters long'],
    [{ ADMIN_PASSWORD: 'long-enough-password' }, 'ADMIN_PASSWORD is set but ADMIN_EMAIL is not'],
  ])('rejects %j', (env, message) => {
    expect(problemWith({ ...VALID_ENVIRONMENT, ...env })).toContain(message);
  });

  it.each([
    ['90', 90],
    ['15m', 900],
    ['2h', 7200],
    ['7d', 604_800],
    ['8d', undefined],
    ['59s', undefined],
    ['1.5h', undefined],
  ])('parses the duration %s', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });
});
