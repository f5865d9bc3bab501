import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { StaffUser } from '@icast/contracts';
import { LoginLockoutService } from './login-lockout.service';
import { spendVerifyTime, verifyPassword } from './password-hasher';
import type { SessionTokenPayload } from './staff-jwt.strategy';
import type { StaffDocument } from './staff.schema';
import { StaffService, toStaffUser } from './staff.service';

/** The one answer for every wrong e-mail/password combination, so it reveals nothing about accounts. */
export const LOGIN_FAILED = 'Invalid email or password';

export interface SignedIn {
  user: StaffUser;
  token: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly staff: StaffService,
    private readonly lockout: LoginLockoutService,
    private readonly jwt: JwtService,
  ) {}

  /** `now` is the clock the lockout reads (tests move it); a locked or over-limit attempt never checks a password. */
  async login(rawEmail: string, password: string, ip: string, now = new Date()): Promise<SignedIn> {
    const email = rawEmail.trim().toLowerCase();
    const attempt = await this.lockout.begin(email, ip, now);
    const member = await this.staff.findByEmail(email);
    // Unknown and disabled accounts still pay for one hash check: equal timing, equal answer.
    const valid = member && !member.disabled ? await verifyPassword(member.passwordHash, password) : false;
    if (!member || member.disabled) await spendVerifyTime(password);
    if (!valid || !member) {
      await this.lockout.failed(attempt);
      throw new UnauthorizedException(LOGIN_FAILED);
    }
    await this.lockout.succeeded(attempt);
    return { user: toStaffUser(member), token: this.issueToken(member) };
  }

  issueToken(member: Pick<StaffDocument, '_id' | 'tokenVersion'>): string {
    const payload: SessionTokenPayload = { sub: String(member._id), ver: member.tokenVersion };
    return this.jwt.sign(payload);
  }
}
