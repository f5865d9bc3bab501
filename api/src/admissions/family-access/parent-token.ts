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
export const LINK_REPLACED =
  'A newer link has been sent to this e-mail address, so this one no longer works. Open the newest e-mail from us, ' +
  'or ask for a new link below.';
export const SESSION_EXPIRED =
  'You were signed out on this device because it was not used for a while. Ask for a new link below: we will ' +
  'e-mail it to you.';
export const SESSION_REPLACED =
  'A new link was asked for on this e-mail address, so you were signed out here. Open the newest e-mail from us, ' +
  'or ask for a new link below.';

/** A link checked: what it grants, and when it was issued (a newer link asked for ends the older ones). */
export type TokenCheck = { grant: ParentGrant; issuedAt: Date } | { problem: string };

/**
 * A signed, expiring token: `<payload>.<HMAC-SHA256>` in base64url. The signature proves the school issued it, and
 * the expiry and issue time inside it are signed too; the link itself is not stored (ParentSessions keeps the
 * sessions it opens, and when a newer link for the same address was asked for). The key is derived from the validated session secret
 * with its own label, so a parent's token can never pass as a staff session or the other way round.
 */
export class ParentTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('icast parent access v1').digest();
  }

  issue(scope: ParentGrant['scope'], subject: string, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + PARENT_LINK_DAYS * 24 * 60 * 60;
    const payload = Buffer.from(JSON.stringify({ s: scope, v: subject, x: expires, i: now.getTime() })).toString(
      'base64url',
    );
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
      i?: number;
    };
    if (claims.s !== 'email' && claims.s !== 'reference') return { problem: LINK_INVALID };
    const expiresAt = new Date(claims.x * 1000);
    if (expiresAt.getTime() <= now.getTime()) return { problem: LINK_EXPIRED };
    // Links from before the issue time was signed in were issued PARENT_LINK_DAYS before they expire.
    const issuedAt = new Date(claims.i ?? expiresAt.getTime() - PARENT_LINK_DAYS * 24 * 60 * 60 * 1000);
    return { grant: { scope: claims.s, subject: claims.v, expiresAt }, issuedAt };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
