import argon2 from 'argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes): strong, yet a sign-in stays well under a second here. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a 500.
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so a sign-in for an unknown or disabled e-mail takes as long as a real one
 * and response time does not reveal which addresses have accounts.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-valid');
  await verifyPassword(await decoyHash, password);
}
