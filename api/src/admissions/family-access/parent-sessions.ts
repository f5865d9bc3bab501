import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { ParentLinks } from './parent-links';
import { ParentLinkCutoff, ParentSessionRecord } from './parent-session.schema';
import { LINK_EXPIRED, LINK_REPLACED, type ParentGrant, SESSION_REPLACED } from './parent-token';

export const PARENT_SIGN_IN_REQUIRED = 'Open the link we e-mailed you, or ask for a new one below.';

/** The longest cookie value looked up: ours are 43 characters; anything far longer is not one. */
const COOKIE_MAX_LENGTH = 200;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');
const cutoffId = ({ scope, subject }: Pick<ParentGrant, 'scope' | 'subject'>) => `${scope}:${subject}`;

export type SessionCheck = { grant: ParentGrant } | { problem: string };

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
      expiresAt: grant.expiresAt,
    });
    return { cookie, grant };
  }

  /** What a session cookie grants, or why it no longer does (signed out, expired, a newer link asked for). */
  async check(cookie: string | undefined): Promise<SessionCheck> {
    if (!cookie || cookie.length > COOKIE_MAX_LENGTH) return { problem: PARENT_SIGN_IN_REQUIRED };
    const row = await this.sessions.findById(digest(cookie)).lean().exec();
    if (!row) return { problem: PARENT_SIGN_IN_REQUIRED };
    if (row.expiresAt.getTime() <= this.links.now().getTime()) return { problem: LINK_EXPIRED };
    if (await this.replaced(row, row.linkIssuedAt)) return { problem: SESSION_REPLACED };
    return { grant: { scope: row.scope, subject: row.subject, expiresAt: row.expiresAt } };
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
