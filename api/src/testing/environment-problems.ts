import { InvalidEnvironmentError, validateEnvironment } from '../platform/config/environment';

/** The smallest environment the API accepts. */
export const VALID_ENVIRONMENT = { MONGODB_URI: 'mongodb://127.0.0.1:27017/icast' };

/** The one-line message the API refuses this environment with (fails the test if it is accepted). */
export function problemWith(env: NodeJS.ProcessEnv): string {
  try {
    validateEnvironment(env);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.message;
    throw error;
  }
  throw new Error('expected the environment to be rejected');
}

/** A documents key for tests that start in production (where one is required); never a real school's key. */
export const PRODUCTION_DOCUMENTS_KEY = {
  DOCUMENTS_KEY: Buffer.alloc(32, 7).toString('base64'),
  DOCUMENTS_KEY_ID: 'test-production',
};
