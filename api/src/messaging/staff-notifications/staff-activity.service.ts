import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  roleReceives,
  STAFF_ACTIVITY_KINDS,
  type StaffActivityFeed,
  type StaffActivityKind,
  type StaffRole,
  type StaffUser,
} from '@icast/contracts';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { Clock } from '../../platform/jobs/clock';
import { StaffActivityEntry, StaffActivityRead } from './staff-activity.schema';
import { StaffNotificationSettings } from './staff-notification-settings.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The bell lists the past month, newest first, at most this many (the count is of these). */
export const ACTIVITY_FEED_DAYS = 30;
export const ACTIVITY_FEED_LIMIT = 50;
/** An entry's id and text are ours, but an id in a request path is anyone's: bounded before any query. */
const MAX_ID_LENGTH = 200;

export interface NewActivity {
  text: string;
  link: string;
  at: Date;
}

/** The kinds of activity one member sees: those their role receives and they have not switched off. */
export function activityKindsOf(
  role: StaffRole,
  choices: Partial<Record<string, boolean>> | undefined,
): StaffActivityKind[] {
  return STAFF_ACTIVITY_KINDS.filter((kind) => roleReceives(role, kind) && choices?.[kind] !== false);
}

/**
 * The staff's list of what happened (acceptances, declines, bookings, uploads): one entry per event, read or unread
 * per member. Owns staff_activity and staff_activity_reads; the members' choices are StaffNotifications'.
 */
@Injectable()
export class StaffActivity {
  constructor(
    @InjectModel(StaffActivityEntry.name) private readonly entries: Model<StaffActivityEntry>,
    @InjectModel(StaffActivityRead.name) private readonly reads: Model<StaffActivityRead>,
    @InjectModel(StaffNotificationSettings.name) private readonly settings: Model<StaffNotificationSettings>,
    private readonly clock: Clock,
  ) {}

  /** Records what happened once: the same kind and event key again (a redelivered event) adds nothing. */
  async record(kind: StaffActivityKind, eventKey: string, activity: NewActivity): Promise<void> {
    try {
      await this.entries.create({ _id: `${kind}:${eventKey}`, kind, ...activity });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  async feed(member: StaffUser): Promise<StaffActivityFeed> {
    const stored = await this.settings.findById(member.id).lean<StaffNotificationSettings>().exec();
    const kinds = activityKindsOf(member.role, stored?.choices);
    const since = new Date(this.clock.now().getTime() - ACTIVITY_FEED_DAYS * DAY_MS);
    const rows = await this.entries
      .find({ kind: { $in: kinds }, at: { $gte: since } })
      .sort({ at: -1, _id: -1 })
      .limit(ACTIVITY_FEED_LIMIT)
      .lean<StaffActivityEntry[]>()
      .exec();
    const readIds = new Set(
      (
        await this.reads
          .find({ _id: { $in: rows.map((row) => readId(member.id, row._id)) } }, { _id: 1 })
          .lean<Array<{ _id: string }>>()
          .exec()
      ).map((row) => row._id),
    );
    const readUpTo = stored?.activityReadUpTo;
    const items = rows.map((row) => ({
      id: row._id,
      kind: row.kind,
      text: row.text,
      link: row.link,
      at: row.at.toISOString(),
      read: readIds.has(readId(member.id, row._id)) || (readUpTo !== undefined && row.at <= readUpTo),
    }));
    return { unread: items.filter((item) => !item.read).length, items };
  }

  async markRead(member: StaffUser, id: string): Promise<StaffActivityFeed> {
    if (id.length > MAX_ID_LENGTH || !(await this.entries.exists({ _id: id }).exec())) {
      throw new NotFoundException('No notification with this id');
    }
    try {
      await this.reads.create({ _id: readId(member.id, id), memberId: member.id, at: this.clock.now() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    return this.feed(member);
  }

  async markAllRead(member: StaffUser): Promise<StaffActivityFeed> {
    await this.settings
      .updateOne({ _id: member.id }, { $set: { activityReadUpTo: this.clock.now() } }, { upsert: true })
      .exec();
    return this.feed(member);
  }

  /** What happened in (from, to] of these kinds, oldest first: the daily digest's content. */
  async between(kinds: readonly StaffActivityKind[], from: Date, to: Date): Promise<StaffActivityEntry[]> {
    if (kinds.length === 0) return [];
    return this.entries
      .find({ kind: { $in: kinds }, at: { $gt: from, $lte: to } })
      .sort({ at: 1, _id: 1 })
      .limit(500)
      .lean<StaffActivityEntry[]>()
      .exec();
  }
}

const readId = (memberId: string, entryId: string) => `${memberId}:${entryId}`;
