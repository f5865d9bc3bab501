import request from 'supertest';
import { InvalidEnvironmentError } from '../platform/config/environment';
import { problemWith, VALID_ENVIRONMENT, PRODUCTION_DOCUMENTS_KEY } from '../testing/environment-problems';
import { TEST_STAFF_PASSWORD, testStaffEmail } from '../testing/staff-session';
import { createContextApp, resetDatabase } from '../testing/test-app';
import { passwordWeakness } from './password-strength';

describe('password strength', () => {
  it('names why a password is weak, in the estimator words', () => {
    expect(passwordWeakness('aaaaaaaaaa', {})).toMatch(/^Repeated characters like "aaa" are easy to guess\./);
    expect(passwordWeakness('1234567890', {})).toMatch(/^This is a frequently used password\./);
    expect(passwordWeakness('Password123!', {})).toMatch(/^This is similar to a commonly used password\./);
    expect(passwordWeakness('icastschools1', {})).toMatch(/personal or page related data/);
  });

  it("refuses the member's own name and e-mail, which are fine for someone else", () => {
    const ngozi = { email: 'ngozi.okafor@icast.test', name: 'Ngozi Okafor' };
    expect(passwordWeakness('ngoziokafor1', ngozi)).toMatch(/personal or page related data/);
    expect(passwordWeakness('ngozi.okafor@icast.test', ngozi)).toMatch(/personal or page related data/);
    expect(passwordWeakness('ngoziokafor1', { email: 'head@icast.test', name: 'Head Teacher' })).toBeUndefined();
  });

  it('accepts a phrase of a few ordinary words, and the fixed test password', () => {
    expect(passwordWeakness('kettle harbour lantern', {})).toBeUndefined();
    expect(passwordWeakness(TEST_STAFF_PASSWORD, { email: testStaffEmail('admin'), name: 'Test admin' })).toBe(
      undefined,
    );
  });
});

describe('the first admin from ADMIN_PASSWORD', () => {
  const production = {
    NODE_ENV: 'production',
    ...PRODUCTION_DOCUMENTS_KEY,
    JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    PAYSTACK_SECRET_KEY: 'sk_test_unused',
    PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    ADMIN_EMAIL: 'head@icast.test',
  };

  it('refuses to start in production with a weak one, on one line saying why', () => {
    const message = problemWith({ ...VALID_ENVIRONMENT, ...production, ADMIN_PASSWORD: '1234567890' });
    expect(message).toContain('ADMIN_PASSWORD is too easy to guess: This is a frequently used password.');
    expect(message).not.toContain('\n');
    expect(problemWith({ ...VALID_ENVIRONMENT, ...production, ADMIN_PASSWORD: 'aaaaaaaaaa' })).toContain(
      'ADMIN_PASSWORD is too easy to guess: Repeated characters',
    );
  });

  it('starts in production with a strong one', async () => {
    await expect(
      createContextApp([], { ...production, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'copper kettle evening' }).then((app) =>
        app.close(),
      ),
    ).resolves.toBeUndefined();
  });

  it('is accepted outside production, so development and test stacks can use a fixed password', async () => {
    const app = await createContextApp([], { ADMIN_EMAIL: 'head@icast.test', ADMIN_PASSWORD: '1234567890' });
    try {
      await resetDatabase(app);
    } finally {
      await app.close();
    }
    const again = await createContextApp([], { ADMIN_EMAIL: 'head@icast.test', ADMIN_PASSWORD: '1234567890' });
    try {
      await request(again.getHttpServer())
        .post('/api/auth/login')
        .send({ email: 'head@icast.test', password: '1234567890' })
        .expect(200);
    } finally {
      await again.close();
    }
  });

  it('is an InvalidEnvironmentError, which main.ts prints as its one line', async () => {
    await expect(createContextApp([], { ...production, ADMIN_PASSWORD: '1234567890' })).rejects.toBeInstanceOf(
      InvalidEnvironmentError,
    );
  });
});
