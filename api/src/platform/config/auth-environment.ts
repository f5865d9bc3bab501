import { randomBytes } from 'node:crypto';
import { isEmailAddress, SECOND_FACTOR_REQUIRED_ROLES, STAFF_ROLES, type StaffRole } from '@icast/contracts';
import { passwordWeakness } from '../../identity';
import type { AuthConfig, NodeEnv } from './app-config';
import { MIN_PASSWORD_LENGTH } from './password-length';

export const MIN_JWT_SECRET_LENGTH = 32;
const DEFAULT_JWT_EXPIRES_IN = '2h';
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** "2h", "30m", "45s", "1d" or plain seconds; undefined when malformed or outside 1 minute .. 7 days. */
export function parseDurationSeconds(value: string): number | undefined {
  const match = /^(\d+)([smhd]?)$/.exec(value);
  if (!match) return undefined;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] || 's']!;
  return seconds >= 60 && seconds <= 7 * 86_400 ? seconds : undefined;
}

/** The auth part of the environment; problems are pushed for validateEnvironment to report together. */
export function readAuthEnvironment(
  read: (name: string) => string | undefined,
  nodeEnv: NodeEnv | string,
  problems: string[],
): AuthConfig {
  const configuredSecret = read('JWT_SECRET');
  if (configuredSecret !== undefined && configuredSecret.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (got ${configuredSecret.length})`,
    );
  }
  if (configuredSecret === undefined && nodeEnv === 'production') {
    problems.push(`JWT_SECRET is required in production (at least ${MIN_JWT_SECRET_LENGTH} characters)`);
  }

  const rawExpiry = read('JWT_EXPIRES_IN') ?? DEFAULT_JWT_EXPIRES_IN;
  const jwtExpiresInSeconds = parseDurationSeconds(rawExpiry);
  if (jwtExpiresInSeconds === undefined) {
    problems.push(`JWT_EXPIRES_IN must be a duration between 1m and 7d such as 2h or 30m (got "${rawExpiry}")`);
  }

  const adminEmail = read('ADMIN_EMAIL')?.toLowerCase();
  if (adminEmail !== undefined && !isEmailAddress(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);
  }
  const adminPassword = read('ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < MIN_PASSWORD_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  if (adminPassword !== undefined && adminEmail === undefined) {
    problems.push('ADMIN_PASSWORD is set but ADMIN_EMAIL is not');
  }
  const weakness =
    nodeEnv === 'production' && adminPassword !== undefined && adminPassword.length >= MIN_PASSWORD_LENGTH
      ? passwordWeakness(adminPassword, { email: adminEmail })
      : undefined;
  if (weakness) problems.push(`ADMIN_PASSWORD is too easy to guess: ${weakness}`);

  const secondFactorRequiredRoles = readRequiredRoles(read('SECOND_FACTOR_REQUIRED_ROLES'), problems);

  return {
    // A generated secret only outside production (refused above); sessions then end when the process restarts.
    jwtSecret: configuredSecret ?? randomBytes(48).toString('base64url'),
    jwtSecretGenerated: configuredSecret === undefined,
    jwtExpiresInSeconds: jwtExpiresInSeconds ?? 0,
    adminEmail,
    adminPassword,
    secondFactorRequiredRoles,
  };
}

/** Bounded before it is split: the four role names fit in far less. */
const MAX_ROLES_LENGTH = 200;

/**
 * SECOND_FACTOR_REQUIRED_ROLES: comma-separated staff roles that must sign in with a second factor (default
 * admin,admissions, the roles that see children's files); `none` requires it of nobody.
 */
function readRequiredRoles(raw: string | undefined, problems: string[]): readonly StaffRole[] {
  if (raw === undefined) return SECOND_FACTOR_REQUIRED_ROLES;
  const expected = `comma-separated roles among ${STAFF_ROLES.join(', ')}, or none`;
  if (raw.length > MAX_ROLES_LENGTH) {
    problems.push(`SECOND_FACTOR_REQUIRED_ROLES must be ${expected} (got ${raw.length} characters)`);
    return SECOND_FACTOR_REQUIRED_ROLES;
  }
  if (raw.trim().toLowerCase() === 'none') return [];
  const names = raw.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(STAFF_ROLES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    problems.push(`SECOND_FACTOR_REQUIRED_ROLES must be ${expected} (got "${raw}")`);
    return SECOND_FACTOR_REQUIRED_ROLES;
  }
  return [...new Set(names as StaffRole[])];
}
