import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { ParentLinks } from './parent-links';
import { ParentLinkCutoff, ParentSessionRecord } from './parent-session.schema';
import { LINK_REPLACED, type ParentGrant, SESSION_EXPIRED, SESSION_REPLACED } from './parent-token';

export const PARENT_SIGN_IN_REQUIRED = 'Open the link we e-mailed you, or ask for a new one below.';

/** A device stays signed in this long after its last visit: a family checks in every few weeks, not every day. */
export const PARENT_SESSION_DAYS = 30;
/** However often it is used, a session ends this long after the link opened it: the family opens a newer link. */
export const PARENT_SESSION_MAX_DAYS = 90;
/** A session is moved forward at most once in this time: one write by `_id`, not one per request. */
const RENEW_EVERY_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest cookie value looked up: ours are 43 characters; anything far longer is not one. */
const COOKIE_MAX_LENGTH = 200;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');
const cutoffId = ({ scope, subject }: Pick<ParentGrant, 'scope' | 'subject'>) => `${scope}:${subject}`;

/** `renewed`: the session was moved forward on this request, so the cookie is sent again with the new expiry. */
export type SessionCheck = { grant: ParentGrant; renewed: boolean } | { problem: string };

/** Thirty days from now, never past the cap counted from the sign-in. */
function sessionExpiry(createdAt: Date, now: Date): Date {
  return new Date(
    Math.min(now.getTime() + PARENT_SESSION_DAYS * DAY_MS, createdAt.getTime() + PARENT_SESSION_MAX_DAYS * DAY_MS),
  );
}

/**
 * Parents' sessions, recorded in the database so they can end: a link's token is traded once for a random session
 * cookie (POST parent/session), signing out deletes that session, and asking for a new link ends every session and
 * link issued before it for that address and its applications. Owns parent_sessions and parent_link_cutoffs.
 */
@Injectable()
export class ParentSessions {
  constructor(
    @InjectModel(ParentSessionRecord.name) private readonly sessions: Model<ParentSessionRecord>,
    @InjectModel(ParentLinkCutoff.name) private readonly cutoffs: Model<ParentLinkCutoff>,
    private readonly links: ParentLinks,
  ) {}

  /** A link's token traded for a new session: the cookie's value and what it grants, or why not. */
  async start(token: unknown): Promise<{ cookie: string; grant: ParentGrant } | { problem: string }> {
    const checked = this.links.check(token);
    if ('problem' in checked) return checked;
    const { grant, issuedAt } = checked;
    if (await this.replaced(grant, issuedAt)) return { problem: LINK_REPLACED };
    const now = this.links.now();
    // Expired sessions go here rather than by a TTL index (not in the portable subset).
    await this.sessions.deleteMany({ expiresAt: { $lte: now } }).exec();
    const cookie = randomBytes(32).toString('base64url');
    await this.sessions.create({
      _id: digest(cookie),
      scope: grant.scope,
      subject: grant.subject,
      linkIssuedAt: issuedAt,
      createdAt: now,
      expiresAt: sessionExpiry(now, now),
    });
    return { cookie, grant: { ...grant, expiresAt: sessionExpiry(now, now) } };
  }

  /**
   * What a session cookie grants, or why it no longer does (signed out, expired, a newer link asked for). A session
   * in use is moved forward to thirty days from now (once a day at most, capped), by one conditional write on the
   * expiry it was read with, so two requests at once renew it once and neither fails.
   */
  async check(cookie: string | undefined): Promise<SessionCheck> {
    if (!cookie || cookie.length > COOKIE_MAX_LENGTH) return { problem: PARENT_SIGN_IN_REQUIRED };
    const _id = digest(cookie);
    const row = await this.sessions.findById(_id).lean().exec();
    if (!row) return { problem: PARENT_SIGN_IN_REQUIRED };
    const now = this.links.now();
    if (row.expiresAt.getTime() <= now.getTime()) return { problem: SESSION_EXPIRED };
    if (await this.replaced(row, row.linkIssuedAt)) return { problem: SESSION_REPLACED };
    const grant = { scope: row.scope, subject: row.subject, expiresAt: row.expiresAt };
    const renewTo = sessionExpiry(row.createdAt, now);
    if (renewTo.getTime() - row.expiresAt.getTime() < RENEW_EVERY_MS) return { grant, renewed: false };
    const moved = await this.sessions
      .updateOne({ _id, expiresAt: row.expiresAt }, { $set: { expiresAt: renewTo } })
      .exec();
    return moved.modifiedCount === 1
      ? { grant: { ...grant, expiresAt: renewTo }, renewed: true }
      : { grant, renewed: false };
  }

  /** Signing out: this browser's session ends; others (another phone) and the link itself stay. */
  async end(cookie: string | undefined): Promise<void> {
    if (!cookie || cookie.length > COOKIE_MAX_LENGTH) return;
    await this.sessions.deleteOne({ _id: digest(cookie) }).exec();
  }

  /**
   * A newer link was sent at `at`: links for these addresses and applications issued before it stop signing in, and
   * the sessions they opened end. A cutoff only moves forward.
   */
  async endBefore(subjects: ReadonlyArray<Pick<ParentGrant, 'scope' | 'subject'>>, at: Date): Promise<void> {
    await Promise.all(
      subjects.map(async (subject) => {
        const _id = cutoffId(subject);
        try {
          await this.cutoffs.updateOne({ _id }, { $max: { notBefore: at } }, { upsert: true }).exec();
        } catch (error) {
          // Two requests inserting the first cutoff at once: the index kept one; move it forward.
          if (!isDuplicateKey(error)) throw error;
          await this.cutoffs.updateOne({ _id }, { $max: { notBefore: at } }).exec();
        }
      }),
    );
  }

  private async replaced(subject: Pick<ParentGrant, 'scope' | 'subject'>, issuedAt: Date): Promise<boolean> {
    const cutoff = await this.cutoffs.findById(cutoffId(subject)).lean().exec();
    return cutoff !== null && issuedAt.getTime() < cutoff.notBefore.getTime();
  }
}
