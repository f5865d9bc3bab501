import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ENQUIRY_PARAM } from '@icast/contracts';
import { AppConfig } from '../../platform/config/app-config';

/** Long enough for a family to sit down with the form one weekend; the office sends a new one after. */
export const ENQUIRY_LINK_DAYS = 30;
export const ENQUIRY_LINK_INVALID =
  'This link does not open an application any more. Fill in the form below, or ask the admissions office for a new link.';

/**
 * The link staff send from an enquiry: the application form with `?enquiry=<token>`, a signed, expiring token naming
 * the enquiry (its own key label, so it never passes as a parent's or a staff session). It only fills in the form.
 */
@Injectable()
export class EnquiryLinks {
  private readonly key: Buffer;
  private readonly formUrl: string;

  constructor(config: AppConfig) {
    this.key = createHmac('sha256', config.auth.jwtSecret).update('icast enquiry link v1').digest();
    this.formUrl = `${config.publicSiteUrl}/online-application`;
  }

  linkFor(reference: string, at: Date): string {
    const payload = Buffer.from(
      JSON.stringify({ r: reference, x: at.getTime() + ENQUIRY_LINK_DAYS * 24 * 60 * 60 * 1000 }),
    ).toString('base64url');
    return `${this.formUrl}?${ENQUIRY_PARAM}=${payload}.${this.sign(payload)}`;
  }

  /** The enquiry's reference the token names, or undefined for one that is forged, malformed or expired. */
  referenceOf(token: unknown, now: Date): string | undefined {
    if (typeof token !== 'string' || token.length > 300) return undefined;
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { r?: unknown; x?: unknown };
    if (typeof claims.r !== 'string' || typeof claims.x !== 'number' || claims.x <= now.getTime()) return undefined;
    return claims.r;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
