import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { StaffUser } from '@icast/contracts';
import { LoginLockoutService } from './login-lockout.service';
import { spendVerifyTime, verifyPassword } from './password-hasher';
import type { SessionTokenPayload } from './staff-jwt.strategy';
import type { StaffDocument } from './staff.schema';
import { SecondFactorPolicy } from './second-factor-policy';
import { StaffService } from './staff.service';
import { type DeviceCookie, TrustedDevices } from './trusted-device';
import { SecondFactor, WRONG_CODE } from './second-factor';

/** The one answer for every wrong e-mail/password combination, so it reveals nothing about accounts. */
export const LOGIN_FAILED = 'Invalid email or password';

export interface SignedIn {
  user: StaffUser;
  token: string;
  /** This browser's device cookie for the account, renewed on every sign-in. */
  device: DeviceCookie;
}

/** Who is signing in: their address and the cookies their browser sent. */
export interface SignInClient {
  ip: string;
  cookie: (name: string) => string | undefined;
  /** Whether cookies we set carry `Secure` (production). */
  secureCookies: boolean;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly staff: StaffService,
    private readonly lockout: LoginLockoutService,
    private readonly jwt: JwtService,
    private readonly devices: TrustedDevices,
    private readonly secondFactor: SecondFactor,
    private readonly policy: SecondFactorPolicy,
  ) {}

  /**
   * `now` is the clock the lockout and the device cookie read (tests move it); a locked or over-limit attempt never
   * checks a password. A browser with the account's device cookie is counted and locked as that device.
   */
  async login(rawEmail: string, password: string, client: SignInClient, now = new Date()): Promise<SignedIn> {
    const signedIn = await this.signIn(rawEmail, password, client, now);
    if ('codeRequired' in signedIn) throw new UnauthorizedException(WRONG_CODE);
    return signedIn;
  }

  /** As `login`, for a member with two-factor sign-in too: the password alone answers that a code is required. */
  async signIn(
    rawEmail: string,
    password: string,
    client: SignInClient,
    now = new Date(),
    code?: string,
  ): Promise<SignedIn | { codeRequired: true }> {
    const email = rawEmail.trim().toLowerCase();
    const member = await this.staff.findByEmail(email);
    const device = member ? this.devices.recognise(String(member._id), client.cookie, now) : undefined;
    const attempt = await this.lockout.begin(email, client.ip, now, device);
    // Unknown and disabled accounts still pay for one hash check: equal timing, equal answer.
    const valid = member && !member.disabled ? await verifyPassword(member.passwordHash, password) : false;
    if (!member || member.disabled) await spendVerifyTime(password);
    if (!valid || !member) {
      await this.lockout.failed(attempt);
      throw new UnauthorizedException(LOGIN_FAILED);
    }
    if (member.secondFactor) {
      if (!code?.trim()) {
        await this.lockout.awaitingCode(attempt);
        return { codeRequired: true };
      }
      // A wrong code is a failed sign-in like a wrong password: it counts towards the same lock.
      if (!(await this.secondFactor.accepts(member, code, now))) {
        await this.lockout.failed(attempt);
        throw new UnauthorizedException(WRONG_CODE);
      }
    }
    await this.lockout.succeeded(attempt);
    return {
      // A member whose role needs a second factor and who has none gets a session that can only enrol one.
      user: this.policy.userOf(member),
      token: this.issueToken(member),
      device: this.devices.issue(String(member._id), device, now, client.secureCookies),
    };
  }

  issueToken(member: Pick<StaffDocument, '_id' | 'tokenVersion'>): string {
    const payload: SessionTokenPayload = { sub: String(member._id), ver: member.tokenVersion };
    return this.jwt.sign(payload);
  }
}
