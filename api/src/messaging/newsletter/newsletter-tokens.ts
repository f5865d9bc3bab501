import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenOwner {
  _id: unknown;
  tokenKey?: string;
}

export const newTokenKey = () => randomBytes(32).toString('base64url');

const signature = (key: string, text: string) =>
  createHmac('sha256', key).update(text).digest('base64url').slice(0, 32);

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `c.<subscriber id>.<expiry, base 36 ms>.<signature>`: signed with the subscriber's own key, so the same request
 * twice makes the same link, and nothing needs storing.
 */
export function confirmationToken(owner: TokenOwner & { tokenKey: string }, expiresAt: Date): string {
  const id = String(owner._id);
  const expiry = expiresAt.getTime().toString(36);
  return `c.${id}.${expiry}.${signature(owner.tokenKey, `confirm:${id}:${expiry}`)}`;
}

/** `u.<subscriber id>.<signature>`: the one unsubscribe link of a subscriber, in every newsletter they get. */
export function unsubscribeToken(owner: TokenOwner & { tokenKey: string }): string {
  const id = String(owner._id);
  return `u.${id}.${signature(owner.tokenKey, `unsubscribe:${id}`)}`;
}

/** The subscriber id a token names (not yet checked), or undefined when it is not shaped like one of ours. */
export function parseToken(token: string): { kind: 'c' | 'u'; id: string; expiresAt?: Date } | undefined {
  const confirm = /^c\.([0-9a-f]{24})\.([0-9a-z]{1,12})\.[\w-]{32}$/.exec(token);
  if (confirm) return { kind: 'c', id: confirm[1]!, expiresAt: new Date(parseInt(confirm[2]!, 36)) };
  const unsubscribe = /^u\.([0-9a-f]{24})\.[\w-]{32}$/.exec(token);
  return unsubscribe ? { kind: 'u', id: unsubscribe[1]! } : undefined;
}

/** Whether the token was signed with this subscriber's key. */
export function tokenMatches(owner: TokenOwner, token: string): boolean {
  const parsed = parseToken(token);
  if (!parsed || !owner.tokenKey || parsed.id !== String(owner._id)) return false;
  const expected =
    parsed.kind === 'c'
      ? confirmationToken({ ...owner, tokenKey: owner.tokenKey }, parsed.expiresAt!)
      : unsubscribeToken({ ...owner, tokenKey: owner.tokenKey });
  return sameSignature(expected, token);
}
