import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { LoginAttempt, LoginLock } from './login-attempt.schema';
import { isDuplicateKey } from '../platform/database/duplicate-key';

interface LockoutPolicy {
  /** Attempts within the window that lock; the one that reaches it is the last password checked. */
  maxFailures: number;
  firstLockMs: number;
}

const MINUTE = 60_000;
/** Five wrong passwords lock an account; an IP gets more room (a school office shares one address). */
export const EMAIL_POLICY: LockoutPolicy = { maxFailures: 5, firstLockMs: 5 * MINUTE };
export const IP_POLICY: LockoutPolicy = { maxFailures: 20, firstLockMs: 5 * MINUTE };
/** A device the member signed in from before guesses under its own count, as an account does. */
export const DEVICE_POLICY: LockoutPolicy = { maxFailures: 5, firstLockMs: 5 * MINUTE };
const FAILURE_WINDOW_MS = 15 * MINUTE;
export const MAX_LOCK_MS = 60 * MINUTE;
/** A day without a lockout forgets the escalation. */
const ESCALATION_MEMORY_MS = 24 * 60 * MINUTE;

/** Said to an unknown device only: a member's own computer is counted apart, so it is their way in meanwhile. */
const KNOWN_DEVICE_HINT = ' A computer or phone you have signed in on before can still sign in.';

export class LoginLockedException extends HttpException {
  constructor(until: Date, now: Date, fromUnknownDevice: boolean) {
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
    super(
      `Too many failed sign-in attempts. Sign-in is locked for ${minutes} minute${minutes === 1 ? '' : 's'}; please try again later.${fromUnknownDevice ? KNOWN_DEVICE_HINT : ''}`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** One sign-in attempt in progress: recorded, counted, its password not yet checked. */
export interface LoginAttemptTicket {
  id: Types.ObjectId;
  email: string;
  /** The trusted device it came from (TrustedDevices), or undefined for an unknown device. */
  device: string | undefined;
  now: Date;
  /** Per key (`email:..`, `ip:..`, `device:..`): how many attempts the window held once this one was recorded, itself included. */
  counts: Array<{ key: string; policy: LockoutPolicy; count: number }>;
}

type LockRow = Pick<LoginLock, 'key' | 'seq' | 'level' | 'until'>;

/**
 * Failed sign-ins per e-mail and per IP, in the database so a lockout survives restarts and holds across API
 * instances. Each attempt is recorded before its password is checked and counted after, so of any number of
 * parallel attempts only the first `maxFailures` reach a password check; the rest are refused and lock the key.
 *
 * An attempt from a trusted device (a genuine device cookie of the account) is counted and locked per device
 * instead: the e-mail's and the address's locks are for unknown devices, so guessing from elsewhere cannot keep the
 * member out of their own computer, and guessing with one device cookie locks only that device. Its failures still
 * count against its address, so device cookies never widen a spray from one address.
 */
@Injectable()
export class LoginLockoutService {
  constructor(
    @InjectModel(LoginAttempt.name) private readonly attempts: Model<LoginAttempt>,
    @InjectModel(LoginLock.name) private readonly locks: Model<LoginLock>,
  ) {}

  /**
   * Refuses (LoginLockedException) while the e-mail or the IP is locked (or, for an attempt from a trusted `device`,
   * that device), or when this attempt is over a limit (then it locks). Otherwise the caller checks the password and
   * reports with `failed` or `succeeded`.
   */
  async begin(email: string, ip: string, now = new Date(), device?: string): Promise<LoginAttemptTicket> {
    const keys = device
      ? [{ key: deviceKey(device), policy: DEVICE_POLICY, filter: { device, forgivenForDevice: false } }]
      : [
          {
            key: emailKey(email),
            policy: EMAIL_POLICY,
            filter: { email, forgivenForEmail: false, device: { $exists: false } },
          },
          { key: ipKey(ip), policy: IP_POLICY, filter: { ip } },
        ];
    const latest = await this.latestLocks(keys.map(({ key }) => key));
    const locked = [...latest.values()].filter((lock) => lock.until > now);
    if (locked.length > 0) throw new LoginLockedException(latestEnd(locked), now, device === undefined);

    const { _id: id } = await this.attempts.create({ email, ip, at: now, ...(device ? { device } : {}) });
    const windowStart = (key: string) =>
      new Date(Math.max(now.getTime() - FAILURE_WINDOW_MS, latest.get(key)?.until.getTime() ?? 0));
    // The window is all the counting needs; older attempts go here rather than by a TTL index (not portable).
    const [counts] = await Promise.all([
      Promise.all(
        keys.map(async ({ key, policy, filter }) => ({
          key,
          policy,
          count: await this.attempts.countDocuments({ ...filter, at: { $gt: windowStart(key) } }),
        })),
      ),
      this.attempts.deleteMany({ at: { $lt: new Date(now.getTime() - FAILURE_WINDOW_MS) } }),
    ]);
    const ticket = { id, email, device, now, counts };
    const over = counts.filter(({ count, policy }) => count > policy.maxFailures);
    if (over.length > 0) {
      await this.attempts.updateOne({ _id: id }, { $set: { checked: true } });
      throw new LoginLockedException(await this.lockAll(over, now), now, device === undefined);
    }
    return ticket;
  }

  /** A wrong password: throws LoginLockedException when this failure reached a limit, else returns. */
  async failed(ticket: LoginAttemptTicket): Promise<void> {
    await this.attempts.updateOne({ _id: ticket.id }, { $set: { checked: true } });
    const reached = ticket.counts.filter(({ count, policy }) => count >= policy.maxFailures);
    if (reached.length > 0) {
      throw new LoginLockedException(await this.lockAll(reached, ticket.now), ticket.now, ticket.device === undefined);
    }
  }

  /**
   * The right password of a member with two-factor sign-in, sent without a code: the first half of a sign-in, neither
   * a failure nor a success. Its attempt is taken back, and nothing earlier is forgiven: only a right code does that,
   * so wrong codes keep counting towards the lock however often the password is sent alone.
   */
  async awaitingCode(ticket: LoginAttemptTicket): Promise<void> {
    await this.attempts.deleteOne({ _id: ticket.id });
  }

  /**
   * A correct password forgives the earlier wrong ones and the ended lockouts of what it was counted under: the
   * e-mail (not the IP: one good account must not reset a spray), or the trusted device (not the e-mail: signing in
   * on one's own computer must not give an attacker elsewhere fresh guesses). Never attempts still being checked,
   * nor a lock that is running.
   */
  async succeeded(ticket: LoginAttemptTicket): Promise<void> {
    await this.attempts.deleteOne({ _id: ticket.id });
    const earlier = { checked: true, _id: { $lt: ticket.id } };
    await Promise.all(
      ticket.device
        ? [
            this.attempts.updateMany({ device: ticket.device, ...earlier }, { $set: { forgivenForDevice: true } }),
            this.locks.deleteMany({ key: deviceKey(ticket.device), until: { $lte: ticket.now } }),
          ]
        : [
            this.attempts.updateMany({ email: ticket.email, ...earlier }, { $set: { forgivenForEmail: true } }),
            this.locks.deleteMany({ key: emailKey(ticket.email), until: { $lte: ticket.now } }),
          ],
    );
  }

  /** Locks each key (one that is locked already stays as it is); returns when the last of the locks ends. */
  private async lockAll(keys: Array<{ key: string; policy: LockoutPolicy }>, now: Date): Promise<Date> {
    const ends = await Promise.all(keys.map(({ key, policy }) => this.lock(key, policy, now)));
    return latestEnd(ends.map((until) => ({ until })));
  }

  private async lock(key: string, policy: LockoutPolicy, now: Date): Promise<Date> {
    const previous = (await this.latestLocks([key])).get(key);
    if (previous && previous.until > now) return previous.until;
    const escalated = previous && now.getTime() - previous.until.getTime() < ESCALATION_MEMORY_MS;
    const level = escalated ? previous.level + 1 : 1;
    const until = new Date(now.getTime() + Math.min(policy.firstLockMs * 2 ** (level - 1), MAX_LOCK_MS));
    try {
      await this.locks.create({ key, seq: (previous?.seq ?? 0) + 1, level, until });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // A parallel attempt locked this key first, from the same previous lock: its lock is the one.
      return (await this.latestLocks([key])).get(key)?.until ?? until;
    }
    // Locks only matter for a day after they end (escalation); a new one is the moment to drop older ones.
    await this.locks.deleteMany({ until: { $lt: new Date(now.getTime() - ESCALATION_MEMORY_MS) } });
    return until;
  }

  /** The most recent lock of each key that has one. */
  private async latestLocks(keys: string[]): Promise<Map<string, LockRow>> {
    const rows = await this.locks.find({ key: { $in: keys } }, { key: 1, seq: 1, level: 1, until: 1 }).lean();
    const latest = new Map<string, LockRow>();
    for (const row of rows) if (row.seq > (latest.get(row.key)?.seq ?? 0)) latest.set(row.key, row);
    return latest;
  }
}

const latestEnd = (locks: Array<{ until: Date }>) => new Date(Math.max(...locks.map((lock) => lock.until.getTime())));
const emailKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;
const deviceKey = (device: string) => `device:${device}`;
