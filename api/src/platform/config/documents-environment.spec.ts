import { randomBytes } from 'node:crypto';
import { problemWith, VALID_ENVIRONMENT } from '../../testing/environment-problems';
import { validateEnvironment } from './environment';
import { DEVELOPMENT_DOCUMENTS_KEY_ID } from './documents-environment';

const production = {
  ...VALID_ENVIRONMENT,
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  PAYMENT_MODE: 'sandbox',
};
const key = () => randomBytes(32).toString('base64');

describe('the documents key', () => {
  it('is required in production, on one line saying how to make one', () => {
    expect(problemWith(production)).toBe(
      'Invalid environment: DOCUMENTS_KEY and DOCUMENTS_KEY_ID are required in production: ' +
        'DOCUMENTS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)',
    );
    expect(problemWith({ ...production, DOCUMENTS_KEY: key() })).toContain('DOCUMENTS_KEY_ID must name the key');
    expect(
      problemWith({ ...production, DOCUMENTS_KEY: key(), DOCUMENTS_KEY_ID: DEVELOPMENT_DOCUMENTS_KEY_ID }),
    ).toContain('is the development key');
  });

  it.each([
    ['too short', Buffer.alloc(16).toString('base64'), 'got 16 bytes'],
    ['not base64', 'not a key!', '32 random bytes in base64'],
    ['far too long', 'A'.repeat(100_000), '32 random bytes in base64'],
  ])('refuses a key that is %s', (_name, value, message) => {
    expect(problemWith({ ...production, DOCUMENTS_KEY: value, DOCUMENTS_KEY_ID: 'k1' })).toContain(message);
  });

  it('reads the current key and the old ones kept readable during a rotation', () => {
    const current = key();
    const old = key();
    const config = validateEnvironment({
      ...production,
      DOCUMENTS_KEY: current,
      DOCUMENTS_KEY_ID: '2026-11',
      DOCUMENTS_OLD_KEYS: `2025-09:${old}`,
    });
    expect(config.documents.keyId).toBe('2026-11');
    expect(config.documents.key.equals(Buffer.from(current, 'base64'))).toBe(true);
    expect([...config.documents.oldKeys.keys()]).toEqual(['2025-09']);
    expect(config.documents.development).toBe(false);
    expect(
      problemWith({ ...production, DOCUMENTS_KEY: current, DOCUMENTS_KEY_ID: 'a', DOCUMENTS_OLD_KEYS: 'a' }),
    ).toContain('DOCUMENTS_OLD_KEYS must be a comma-separated list of keyId:base64key');
    expect(
      problemWith({ ...production, DOCUMENTS_KEY: current, DOCUMENTS_KEY_ID: 'a', DOCUMENTS_OLD_KEYS: `a:${old}` }),
    ).toContain('must not repeat the current DOCUMENTS_KEY_ID');
  });

  it('outside production falls back to the fixed development key', () => {
    const config = validateEnvironment({ ...VALID_ENVIRONMENT, NODE_ENV: 'test' });
    expect(config.documents).toMatchObject({ keyId: DEVELOPMENT_DOCUMENTS_KEY_ID, development: true });
    expect(config.documents.key).toHaveLength(32);
  });
});
