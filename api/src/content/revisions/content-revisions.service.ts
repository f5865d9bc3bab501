import { AsyncLocalStorage } from 'node:async_hooks';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Clock } from '../../platform/jobs/clock';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  PREVIEW_LINK_DAYS,
  REVISION_KIND_LABELS,
  REVISION_KINDS,
  REVISIONS_KEPT,
  type ContentRevisionDiff,
  type ContentRevisionSummary,
  type RevisionKind,
  type StaffUser,
} from '@icast/contracts';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { revisionChanges } from './revision-diff';
import { staffActorOf, staffActorView, type StaffActor } from '../staff-actor.schema';
import { ContentRevisionRecord } from './content-revision.schema';
import { ApprovalSettingsRecord, PendingChangeRecord } from './pending-change.schema';

/** How an owner puts a saved value back: through its own save, which keeps a new revision and clears the cache. */
export interface RevisionOwner {
  restore(itemId: string, value: unknown, by: StaffUser): Promise<unknown>;
  /** Fields of the value that only repeat others (a post's `description` is its content). */
  ignored?: string[];
  /** The kept value as its public page reads it (a page's photos with their sizes), for the private preview. */
  preview?(itemId: string, value: unknown): Promise<unknown>;
}

export const REVISION_NOT_FOUND = 'That version is not kept any more: the list shows the ones there are';
/** Ids are ObjectIds or the one `site` item; a number of revisions never needs more than 6 digits. */
const ITEM_ID = /^[A-Za-z0-9-]{1,64}$/;
const NUMBER = /^[1-9][0-9]{0,5}$/;
/** Two saves of one item at the very same moment take the next numbers in turn; more tries than any race needs. */
const NUMBER_TRIES = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
export const APPROVAL_SETTINGS_ID = 'approval';
export const PHOTO_NEEDS_ADMIN =
  "Editors' changes wait for an admin's approval: save the words here, and ask an admin to change the photo";
export const RESTORE_NEEDS_ADMIN =
  "Editors' changes wait for an admin's approval: ask an admin to restore this version, or save the change again";

/** How a save in progress came about: a restore, an approved change. Such a save goes live whoever makes it. */
interface SaveContext {
  restoredFrom?: number;
  approvedBy?: StaffActor;
}

type StoredRevision = ContentRevisionRecord & { _id: unknown };

const summaryOf = (row: StoredRevision): ContentRevisionSummary => ({
  id: String(row._id),
  kind: row.kind as RevisionKind,
  itemId: row.itemId,
  number: row.number,
  at: row.at.toISOString(),
  by: staffActorView(row.by),
  ...(row.restoredFrom ? { restoredFrom: row.restoredFrom } : {}),
  ...(row.approvedBy ? { approvedBy: staffActorView(row.approvedBy) } : {}),
});

/**
 * Every save of the content staff edit keeps a revision here (the owners call `saved` in one line after their save),
 * the last REVISIONS_KEPT per item; staff list them, compare one with the one before, and put one back.
 */
@Injectable()
export class ContentRevisions {
  private readonly logger = new Logger('ContentRevisions');
  private readonly owners = new Map<RevisionKind, RevisionOwner>();
  /** What a restore or an approval in progress is, so the owner's save records it and goes live. */
  private readonly context = new AsyncLocalStorage<SaveContext>();

  constructor(
    @InjectModel(ContentRevisionRecord.name) private readonly revisions: Model<ContentRevisionRecord>,
    @InjectModel(PendingChangeRecord.name) private readonly pending: Model<PendingChangeRecord>,
    @InjectModel(ApprovalSettingsRecord.name) private readonly settings: Model<ApprovalSettingsRecord>,
    private readonly clock: Clock,
  ) {}

  async editorsNeedApproval(): Promise<boolean> {
    const row = await this.settings.findById(APPROVAL_SETTINGS_ID).lean<ApprovalSettingsRecord>().exec();
    return row?.editorsNeedApproval === true;
  }

  /** Whether `by`'s save waits for an admin: an editor's, with the setting on, and not an approval going live. */
  async mustWait(by: StaffUser): Promise<boolean> {
    return by.role === 'editor' && this.context.getStore() === undefined && (await this.editorsNeedApproval());
  }

  /**
   * Owners call this first in a save: when `by`'s change must wait for an admin, it is kept as a waiting change (the
   * newest for the item: an earlier waiting one is replaced, its preview link stops) and the answer is true, so the
   * owner saves nothing and answers the item as it still is. `current` is what visitors see now.
   */
  async held(
    kind: RevisionKind,
    itemId: string,
    change: { current: unknown; proposed: unknown; title: string },
    by: StaffUser,
  ): Promise<boolean> {
    if (!(await this.mustWait(by))) return false;
    const now = this.clock.now();
    await this.pending.updateMany({ kind, itemId, status: 'waiting' }, { $set: { status: 'replaced' } }).exec();
    await this.pending.create({
      kind,
      itemId,
      title: change.title,
      by: staffActorOf(by),
      role: by.role,
      at: now,
      value: JSON.parse(JSON.stringify(change.proposed ?? null)) as unknown,
      before: JSON.parse(JSON.stringify(change.current ?? null)) as unknown,
      basedOn: await this.latestNumber(kind, itemId),
      status: 'waiting',
      previewUntil: new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS),
    });
    return true;
  }

  /** Makes an approved change live through its owner's own save, by its editor, recorded as approved by `admin`. */
  async applyApproved(kind: RevisionKind, itemId: string, value: unknown, editor: StaffUser, admin: StaffUser) {
    const owner = this.owners.get(kind);
    if (!owner) throw new NotFoundException(`This ${REVISION_KIND_LABELS[kind]} cannot be changed here`);
    await this.context.run({ approvedBy: staffActorOf(admin) }, () => owner.restore(itemId, value, editor));
  }

  /** Each owning service says, once, how its kind of item is put back. */
  owns(kind: RevisionKind, owner: RevisionOwner): void {
    this.owners.set(kind, owner);
  }

  /** A waiting change's value as its public page would read it, for the private preview link. */
  async previewOf(kind: RevisionKind, itemId: string, value: unknown): Promise<unknown> {
    const preview = this.owners.get(kind)?.preview;
    return preview ? preview(itemId, value) : value;
  }

  /** The fields of a kind's value that only repeat others, left out of every diff (a history's and an approval's). */
  ignoredFields(kind: string): string[] {
    return this.owners.get(kind as RevisionKind)?.ignored ?? [];
  }

  /**
   * Keeps `value` (the item as just saved) as the item's next revision. Never fails the save it follows: the content
   * is already live, so a failed write is logged, not reported to the member as a failed save.
   */
  async saved(kind: RevisionKind, itemId: string, value: unknown, by: StaffUser): Promise<void> {
    try {
      const { restoredFrom, approvedBy } = this.context.getStore() ?? {};
      const row = {
        kind,
        itemId,
        at: this.clock.now(),
        by: staffActorOf(by),
        value: JSON.parse(JSON.stringify(value ?? null)) as unknown,
        ...(restoredFrom ? { restoredFrom } : {}),
        ...(approvedBy ? { approvedBy } : {}),
      };
      for (let attempt = 0; ; attempt += 1) {
        const number = (await this.latestNumber(kind, itemId)) + 1;
        try {
          await this.revisions.create({ ...row, number });
          break;
        } catch (error) {
          if (!isDuplicateKey(error) || attempt + 1 >= NUMBER_TRIES) throw error;
        }
      }
      await this.prune(kind, itemId);
    } catch (error) {
      this.logger.error(`could not keep a revision of ${kind} ${itemId} by ${by.email}: ${(error as Error).message}`);
    }
  }

  /** The item's revisions, newest first. */
  async list(kind: string, itemId: string): Promise<ContentRevisionSummary[]> {
    const key = this.keyOf(kind, itemId);
    const rows = await this.revisions
      .find(key, { value: 0 })
      .sort({ number: -1 })
      .limit(REVISIONS_KEPT)
      .lean<StoredRevision[]>()
      .exec();
    return rows.map(summaryOf);
  }

  /** A revision beside the one kept before it, field by field. */
  async diff(kind: string, itemId: string, number: string): Promise<ContentRevisionDiff> {
    const revision = await this.find(kind, itemId, number);
    const previous = await this.revisions
      .findOne({ kind: revision.kind, itemId: revision.itemId, number: { $lt: revision.number } })
      .sort({ number: -1 })
      .lean<StoredRevision>()
      .exec();
    const ignored = this.ignoredFields(revision.kind);
    return {
      revision: summaryOf(revision),
      previous: previous ? summaryOf(previous) : null,
      changes: revisionChanges(previous?.value ?? {}, revision.value, ignored),
    };
  }

  /**
   * Puts a revision's value back through its owner's own save: that save is the new live version (a new revision,
   * marked as restored from this one) and clears the public cache, so visitors see it at once.
   */
  async restore(kind: string, itemId: string, number: string, by: StaffUser): Promise<ContentRevisionSummary> {
    const revision = await this.find(kind, itemId, number);
    const latest = await this.latestNumber(revision.kind as RevisionKind, revision.itemId);
    if (latest === revision.number) {
      throw new ConflictException(
        `Version ${revision.number} is the one visitors see now: there is nothing to restore`,
      );
    }
    const owner = this.owners.get(revision.kind as RevisionKind);
    if (!owner) throw new NotFoundException(REVISION_NOT_FOUND);
    if (await this.mustWait(by)) throw new ConflictException(RESTORE_NEEDS_ADMIN);
    await this.context.run({ restoredFrom: revision.number }, () => owner.restore(revision.itemId, revision.value, by));
    const [saved] = await this.list(revision.kind, revision.itemId);
    return saved!;
  }

  private keyOf(kind: string, itemId: string): { kind: RevisionKind; itemId: string } {
    if (!(REVISION_KINDS as readonly string[]).includes(kind) || !ITEM_ID.test(itemId)) {
      throw new NotFoundException(REVISION_NOT_FOUND);
    }
    return { kind: kind as RevisionKind, itemId };
  }

  private async find(kind: string, itemId: string, number: string): Promise<StoredRevision> {
    const key = this.keyOf(kind, itemId);
    const row = NUMBER.test(number)
      ? await this.revisions
          .findOne({ ...key, number: Number(number) })
          .lean<StoredRevision>()
          .exec()
      : null;
    if (!row) throw new NotFoundException(REVISION_NOT_FOUND);
    return row;
  }

  /** The number of the item's live version (0 before its first kept save). */
  async latestNumber(kind: RevisionKind, itemId: string): Promise<number> {
    const latest = await this.revisions
      .findOne({ kind, itemId }, { number: 1 })
      .sort({ number: -1 })
      .lean<{ number: number }>()
      .exec();
    return latest?.number ?? 0;
  }

  /** Only the newest REVISIONS_KEPT stay; a number never comes back, so the oldest kept is always the limit's. */
  private async prune(kind: RevisionKind, itemId: string): Promise<void> {
    const oldestKept = await this.revisions
      .findOne({ kind, itemId }, { number: 1 })
      .sort({ number: -1 })
      .skip(REVISIONS_KEPT - 1)
      .lean<{ number: number }>()
      .exec();
    if (oldestKept) await this.revisions.deleteMany({ kind, itemId, number: { $lt: oldestKept.number } }).exec();
  }
}
