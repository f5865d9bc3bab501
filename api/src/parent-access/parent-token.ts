import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to find the e-mail after a weekend away; short enough that an old forwarded link dies. */
export const PARENT_LINK_DAYS = 7;

/** `email`: every application made with that e-mail (the link went to it); `reference`: that application only. */
export interface ParentGrant {
  scope: 'email' | 'reference';
  subject: string;
  expiresAt: Date;
}

export const LINK_EXPIRED = 'This link has expired. Ask for a new one below: we will e-mail it to you.';
export const LINK_INVALID = 'This link is not valid. Copy the whole link from the e-mail, or ask for a new one.';

export type TokenCheck = { grant: ParentGrant } | { problem: string };

/**
 * A signed, expiring token: `<payload>.<HMAC-SHA256>` in base64url. Nothing is stored: the signature proves the
 * school issued it, and the expiry inside it is signed too. The key is derived from the validated session secret
 * with its own label, so a parent's token can never pass as a staff session or the other way round.
 */
export class ParentTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('icast parent access v1').digest();
  }

  issue(scope: ParentGrant['scope'], subject: string, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + PARENT_LINK_DAYS * 24 * 60 * 60;
    const payload = Buffer.from(JSON.stringify({ s: scope, v: subject, x: expires })).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  check(token: unknown, now: Date): TokenCheck {
    if (typeof token !== 'string' || token.length > 1000) return { problem: LINK_INVALID };
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return { problem: LINK_INVALID };
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: LINK_INVALID };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      s: string;
      v: string;
      x: number;
    };
    if (claims.s !== 'email' && claims.s !== 'reference') return { problem: LINK_INVALID };
    const expiresAt = new Date(claims.x * 1000);
    if (expiresAt.getTime() <= now.getTime()) return { problem: LINK_EXPIRED };
    return { grant: { scope: claims.s, subject: claims.v, expiresAt } };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
