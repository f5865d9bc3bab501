import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CookieOptions } from 'express';
import { API_PREFIX, ENDPOINTS } from '@icast/contracts';
import { AppConfig } from '../platform/config/app-config';

const DAY_MS = 24 * 60 * 60_000;
/** A device stays known this long after its last sign-in (a term and the holiday after it). */
export const DEVICE_TRUST_MS = 180 * DAY_MS;
/** Clocks of two API instances may differ a little; a cookie from further in the future is not ours. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** Longer than any cookie we write: a bigger value is refused before it is parsed. */
const MAX_VALUE_LENGTH = 128;
const VALUE = /^([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;
/** Only the sign-in request carries it: it is never sent with any other call, so it shows up nowhere else. */
const COOKIE_PATH = `${API_PREFIX}/${ENDPOINTS.auth.login.path}`;

/** The device cookie of one account, ready for `response.cookie(name, value, options)`. */
export interface DeviceCookie {
  name: string;
  value: string;
  options: CookieOptions;
}

/**
 * Device cookies, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser that signed in to
 * an account gets a cookie naming a random device id, signed (HMAC-SHA256) with a key derived from the JWT secret
 * and bound to that account. Its sign-ins are then counted and locked per device, apart from the account's lockout
 * of unknown devices, so an attacker guessing from elsewhere cannot lock the member out of their own computer.
 *
 * Each account has a cookie of its own name, so colleagues sharing an office computer each keep theirs. Nothing is
 * stored: the failures and locks of a device live with the other sign-in attempts (LoginLockoutService).
 */
@Injectable()
export class TrustedDevices {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    // Derived, so a device signature can never be replayed as a session token or the other way round.
    this.key = createHmac('sha256', config.auth.jwtSecret).update('icast sign-in device cookie v1').digest();
  }

  /** The cookie name for this account: opaque, so a cookie jar does not list which accounts used the computer. */
  cookieName(staffId: string): string {
    return `icast_device_${this.sign(`name.${staffId}`).slice(0, 16)}`;
  }

  /**
   * The device id when the browser sent a genuine, unexpired cookie of this account; otherwise undefined (an unknown
   * device). A cookie of another account, a changed id or date, or one signed with another secret all fail here.
   */
  recognise(staffId: string, readCookie: (name: string) => string | undefined, now: Date): string | undefined {
    const value = readCookie(this.cookieName(staffId));
    if (value === undefined || value.length > MAX_VALUE_LENGTH) return undefined;
    const [, device, issuedSeconds, signature] = VALUE.exec(value) ?? [];
    if (device === undefined || issuedSeconds === undefined || signature === undefined) return undefined;
    const issuedAt = Number(issuedSeconds) * 1000;
    if (issuedAt > now.getTime() + CLOCK_SKEW_MS || now.getTime() - issuedAt > DEVICE_TRUST_MS) return undefined;
    const expected = Buffer.from(this.sign(payload(staffId, device, issuedSeconds)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : undefined;
  }

  /** After a correct password: the device's cookie renewed (same id), or a first one for a new device. */
  issue(staffId: string, device: string | undefined, now: Date, secure: boolean): DeviceCookie {
    const id = device ?? randomBytes(16).toString('base64url');
    const issuedSeconds = String(Math.floor(now.getTime() / 1000));
    return {
      name: this.cookieName(staffId),
      value: `${id}.${issuedSeconds}.${this.sign(payload(staffId, id, issuedSeconds))}`,
      options: { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH, maxAge: DEVICE_TRUST_MS },
    };
  }

  private sign(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }
}

const payload = (staffId: string, device: string, issuedSeconds: string) =>
  `device.${staffId}.${device}.${issuedSeconds}`;
