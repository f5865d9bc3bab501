import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LoginAttempt } from './login-attempt.schema';

interface LockoutPolicy {
  /** Failures (within FAILURE_WINDOW_MS) that start a lockout. */
  maxFailures: number;
  firstLockMs: number;
}

const MINUTE = 60_000;
/** Five wrong passwords lock an account; an IP gets more room (a school office shares one address). */
export const EMAIL_POLICY: LockoutPolicy = { maxFailures: 5, firstLockMs: 5 * MINUTE };
export const IP_POLICY: LockoutPolicy = { maxFailures: 20, firstLockMs: 5 * MINUTE };
const FAILURE_WINDOW_MS = 15 * MINUTE;
const MAX_LOCK_MS = 60 * MINUTE;
/** A day without a lockout forgets the escalation. */
const ESCALATION_MEMORY_MS = 24 * 60 * MINUTE;

export class LoginLockedException extends HttpException {
  constructor(until: Date, now: Date) {
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
    super(
      `Too many failed sign-in attempts. Sign-in is locked for ${minutes} minute${minutes === 1 ? '' : 's'}; please try again later.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

@Injectable()
export class LoginLockoutService {
  constructor(@InjectModel(LoginAttempt.name) private readonly attempts: Model<LoginAttempt>) {}

  /** Throws LoginLockedException while the e-mail or the IP is locked, before any password is checked. */
  async assertNotLocked(email: string, ip: string, now = new Date()): Promise<void> {
    const rows = await this.attempts.find({ key: { $in: [emailKey(email), ipKey(ip)] } }).lean();
    const latestLock = rows
      .map((row) => row.lockedUntil)
      .filter((until): until is Date => until !== undefined && until > now)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    if (latestLock) throw new LoginLockedException(latestLock, now);
  }

  /** Counts a failure for both keys; returns the lock end when this failure started a lockout. */
  async recordFailure(email: string, ip: string, now = new Date()): Promise<Date | undefined> {
    const [byEmail, byIp] = await Promise.all([
      this.countFailure(emailKey(email), EMAIL_POLICY, now),
      this.countFailure(ipKey(ip), IP_POLICY, now),
    ]);
    return byEmail ?? byIp;
  }

  /** A correct password clears the e-mail's record (not the IP's: one good account must not reset a spray). */
  async recordSuccess(email: string): Promise<void> {
    await this.attempts.deleteOne({ key: emailKey(email) });
  }

  private async countFailure(key: string, policy: LockoutPolicy, now: Date): Promise<Date | undefined> {
    const row = await this.attempts.findOne({ key }).lean();
    const recent = row?.lastFailureAt && now.getTime() - row.lastFailureAt.getTime() < FAILURE_WINDOW_MS;
    const failures = (recent ? (row?.failures ?? 0) : 0) + 1;
    const escalationRemembered =
      row?.lockedUntil && now.getTime() - row.lockedUntil.getTime() < ESCALATION_MEMORY_MS ? row.lockouts : 0;
    if (failures < policy.maxFailures) {
      await this.attempts.updateOne({ key }, { $set: { failures, lastFailureAt: now } }, { upsert: true });
      return undefined;
    }
    const lockouts = escalationRemembered + 1;
    const lockedUntil = new Date(now.getTime() + Math.min(policy.firstLockMs * 2 ** (lockouts - 1), MAX_LOCK_MS));
    await this.attempts.updateOne(
      { key },
      { $set: { failures: 0, lastFailureAt: now, lockouts, lockedUntil } },
      { upsert: true },
    );
    return lockedUntil;
  }
}

const emailKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;
