import { problemWith, VALID_ENVIRONMENT, PRODUCTION_DOCUMENTS_KEY } from '../../testing/environment-problems';
import { validateEnvironment } from './environment';

describe('validateEnvironment', () => {
  it('applies the documented defaults', () => {
    const config = validateEnvironment(VALID_ENVIRONMENT);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      mongodbUri: VALID_ENVIRONMENT.MONGODB_URI,
      corsOrigins: [],
      publicSiteUrl: 'http://localhost:3000',
      jwtSecret: undefined,
      logLevel: 'log',
      admissions: { applicationFeeNaira: 5000, formValidityDays: 30, academicYear: undefined },
    });
    expect(config.enabledLogLevels).toEqual(['log', 'warn', 'error', 'fatal']);
  });

  it('reads every variable', () => {
    const config = validateEnvironment({
      NODE_ENV: 'production',
      ...PRODUCTION_DOCUMENTS_KEY,
      API_PORT: '8080',
      MONGODB_URI: 'mongodb+srv://u:p@cluster0.example.net/icast?retryWrites=true',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      PUBLIC_SITE_URL: 'https://icast.example.org/',
      JWT_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'debug',
      PAYSTACK_SECRET_KEY: 'sk_live_abc123',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      corsOrigins: ['https://a.example', 'http://localhost:5173'],
      publicSiteUrl: 'https://icast.example.org',
      logLevel: 'debug',
    });
  });

  it('reads the one application fee, its validity and the academic year', () => {
    const config = validateEnvironment({
      ...VALID_ENVIRONMENT,
      APPLICATION_FEE_NAIRA: '7500',
      FORM_VALIDITY_DAYS: '45',
      ACADEMIC_YEAR: '2025-2026',
    });
    expect(config.admissions).toEqual({ applicationFeeNaira: 7500, formValidityDays: 45, academicYear: '2025-2026' });
  });

  it.each([
    [{ APPLICATION_FEE_NAIRA: '5,000' }, 'APPLICATION_FEE_NAIRA must be a whole number of naira'],
    [{ APPLICATION_FEE_NAIRA: '0' }, 'APPLICATION_FEE_NAIRA must be a whole number of naira'],
    [{ FORM_VALIDITY_DAYS: 'thirty' }, 'FORM_VALIDITY_DAYS must be a whole number of days'],
    [{ ACADEMIC_YEAR: '2024-2026' }, 'ACADEMIC_YEAR must look like 2026-2027'],
  ])('rejects %j', (env, message) => {
    expect(problemWith({ ...VALID_ENVIRONMENT, ...env })).toContain(message);
  });

  it('defaults to the payment sandbox and the school portal host', () => {
    const config = validateEnvironment(VALID_ENVIRONMENT);
    expect(config.payments).toEqual({
      mode: 'sandbox',
      paystackSecretKey: undefined,
      paystackBaseUrl: 'https://api.paystack.co',
      paystackTimeoutMs: 15000,
    });
    expect(config.portalBaseUrl).toBe('https://portal.icastschools.com.ng');
  });

  it('reads the Paystack key, address and timeout and the portal address', () => {
    const config = validateEnvironment({
      ...VALID_ENVIRONMENT,
      PAYSTACK_SECRET_KEY: 'sk_test_abc123',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9999/',
      PAYSTACK_TIMEOUT_MS: '2500',
      PORTAL_BASE_URL: 'https://portals.example.org/',
    });
    expect(config.payments).toEqual({
      mode: 'paystack',
      paystackSecretKey: 'sk_test_abc123',
      paystackBaseUrl: 'http://127.0.0.1:9999',
      paystackTimeoutMs: 2500,
    });
    expect(config.portalBaseUrl).toBe('https://portals.example.org');
  });

  it.each([
    [{ PAYSTACK_SECRET_KEY: 'pk_test_public' }, 'PAYSTACK_SECRET_KEY must look like sk_test_... or sk_live_...'],
    [{ PAYSTACK_BASE_URL: 'api.paystack.co' }, 'PAYSTACK_BASE_URL must be an http(s) URL (got "api.paystack.co")'],
    [{ PAYSTACK_TIMEOUT_MS: '5s' }, 'PAYSTACK_TIMEOUT_MS must be a whole number of milliseconds'],
    [{ PORTAL_BASE_URL: 'portal' }, 'PORTAL_BASE_URL must be an http(s) URL (got "portal")'],
  ])('rejects payment setting %j', (env, message) => {
    expect(problemWith({ ...VALID_ENVIRONMENT, ...env })).toContain(message);
  });

  describe('payment mode (fails closed in production)', () => {
    const production = {
      ...VALID_ENVIRONMENT,
      ...PRODUCTION_DOCUMENTS_KEY,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
    };

    it('refuses production with no Paystack key and no PAYMENT_MODE, in one line naming both ways out', () => {
      expect(problemWith(production)).toBe(
        'Invalid environment: PAYSTACK_SECRET_KEY is required in production ' +
          '(or PAYMENT_MODE=sandbox for a test site that takes no money)',
      );
      expect(problemWith({ ...production, PAYSTACK_SECRET_KEY: '' })).toContain('PAYSTACK_SECRET_KEY is required');
    });

    it.each([
      [{ ...production, PAYSTACK_SECRET_KEY: 'sk_live_abc123' }, 'paystack'],
      [{ ...production, PAYMENT_MODE: 'sandbox' }, 'sandbox'],
      [{ ...VALID_ENVIRONMENT }, 'sandbox'],
      [{ ...VALID_ENVIRONMENT, PAYSTACK_SECRET_KEY: 'sk_test_abc123' }, 'paystack'],
      [{ ...VALID_ENVIRONMENT, PAYMENT_MODE: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_abc123' }, 'paystack'],
    ])('%j runs in %s mode', (env, mode) => {
      expect(validateEnvironment(env).payments.mode).toBe(mode);
    });

    it.each([
      [{ PAYMENT_MODE: 'live' }, 'PAYMENT_MODE must be one of paystack, sandbox (got "live")'],
      [{ PAYMENT_MODE: 'paystack' }, 'PAYSTACK_SECRET_KEY is required when PAYMENT_MODE=paystack'],
      [
        { PAYMENT_MODE: 'sandbox', PAYSTACK_SECRET_KEY: 'sk_live_abc123' },
        'PAYMENT_MODE=sandbox and PAYSTACK_SECRET_KEY are both set: remove one',
      ],
    ])('rejects %j', (env, message) => {
      expect(problemWith({ ...VALID_ENVIRONMENT, ...env })).toBe(`Invalid environment: ${message}`);
    });
  });

  it('never echoes a malformed secret key', () => {
    expect(problemWith({ ...VALID_ENVIRONMENT, PAYSTACK_SECRET_KEY: 'secret-value' })).not.toContain('secret-value');
  });

  it('treats empty values as unset', () => {
    expect(validateEnvironment({ ...VALID_ENVIRONMENT, API_PORT: '', CORS_ORIGINS: '' })).toMatchObject({
      port: 4000,
      corsOrigins: [],
    });
  });

  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT must be an integer between 1 and 65535 (got "abc")'],
    [{ API_PORT: '70000' }, 'API_PORT must be an integer between 1 and 65535 (got "70000")'],
    [{ API_PORT: '3.5' }, 'API_PORT must be an integer between 1 and 65535 (got "3.5")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test (got "staging")'],
    [
      { MONGODB_URI: 'postgres://u:secret@db/x' },
      'MONGODB_URI must start with mongodb:// or mongodb+srv:// (got "postgres://u:***@db/x")',
    ],
    [
      { CORS_ORIGINS: 'https://ok.example,example.org' },
      'CORS_ORIGINS must be a comma-separated list of origins like https://example.org (got "example.org")',
    ],
    [{ PUBLIC_SITE_URL: 'localhost:3000' }, 'PUBLIC_SITE_URL must be an http(s) URL (got "localhost:3000")'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long (got 5)'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of verbose, debug, log, warn, error, fatal (got "loud")'],
  ])('rejects %p', (overrides, message) => {
    expect(problemWith({ ...VALID_ENVIRONMENT, ...overrides })).toBe(`Invalid environment: ${message}`);
  });

  it('requires MONGODB_URI and reports every problem on one line', () => {
    expect(problemWith({ API_PORT: '0' })).toBe(
      'Invalid environment: API_PORT must be an integer between 1 and 65535 (got "0"); ' +
        'MONGODB_URI is required (e.g. mongodb://127.0.0.1:27017/icast)',
    );
  });
});
