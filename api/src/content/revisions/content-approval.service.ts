import { createHmac, timingSafeEqual } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import {
  PREVIEWED_KINDS,
  REVISION_KIND_LABELS,
  SEND_BACK_NOTE_MAX,
  fieldRefusal,
  type ContentApprovalSettings,
  type ContentPreview,
  type PendingChange,
  type PendingChangeDiff,
  type PendingChangeStatus,
  type RevisionKind,
  type StaffRole,
  type StaffUser,
} from '@icast/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { Clock } from '../../platform/jobs/clock';
import { APPROVAL_SETTINGS_ID, ContentRevisions } from './content-revisions.service';
import { ApprovalSettingsRecord, ChangeDecisionRecord, PendingChangeRecord } from './pending-change.schema';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { revisionChanges } from './revision-diff';
import { staffActorOf, staffActorView } from '../staff-actor.schema';

export const CHANGE_NOT_FOUND = 'That change is not waiting here: reload the list';
export const ALREADY_DECIDED = 'Another admin has just decided this change: reload the list to see what they did';
/**
 * A token is the change's id (24 hex digits) and its signature (43 base64url characters), with no dot: the public
 * site serves an address with a dot in its last part as a file. Anything longer is never parsed.
 */
const TOKEN_MAX = 200;
const TOKEN = /^([0-9a-f]{24})([A-Za-z0-9_-]{43})$/;
/** How many changes a list shows: the waiting ones first, then the latest decided. */
const LIST_MAX = 100;

type StoredChange = PendingChangeRecord & { _id: unknown };

const STATUS_MESSAGES: Record<Exclude<PendingChangeStatus, 'waiting'>, string> = {
  approved: 'This change has been approved: it is on the site now',
  'sent-back': 'This change was sent back to its editor and is not waiting any more',
  replaced: 'A newer change replaced this one: the editor has a new link',
};

/**
 * The optional approval of editors' changes: the setting, the list of waiting changes, approve and send back, and the
 * private preview links. Of admins deciding one change at once exactly one wins: the decision is a unique insert.
 */
@Injectable()
export class ContentApproval {
  private readonly previewKey: Buffer;

  constructor(
    @InjectModel(PendingChangeRecord.name) private readonly pending: Model<PendingChangeRecord>,
    @InjectModel(ApprovalSettingsRecord.name) private readonly settingsRows: Model<ApprovalSettingsRecord>,
    @InjectModel(ChangeDecisionRecord.name) private readonly decisions: Model<ChangeDecisionRecord>,
    private readonly revisions: ContentRevisions,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    // Its own key, made from the session secret: a preview token can never pass for a session, nor the reverse.
    this.previewKey = createHmac('sha256', config.auth.jwtSecret).update('content-preview-links').digest();
  }

  async settings(): Promise<ContentApprovalSettings> {
    return { editorsNeedApproval: await this.revisions.editorsNeedApproval() };
  }

  async updateSettings(input: ContentApprovalSettings): Promise<ContentApprovalSettings> {
    if (typeof input?.editorsNeedApproval !== 'boolean') {
      throw new BadRequestException(fieldRefusal('editorsNeedApproval', 'editorsNeedApproval must be true or false'));
    }
    await this.settingsRows
      .updateOne(
        { _id: APPROVAL_SETTINGS_ID },
        { $set: { editorsNeedApproval: input.editorsNeedApproval } },
        { upsert: true },
      )
      .exec();
    return this.settings();
  }

  /** Admins see every change, waiting ones first; an editor sees their own, with the notes sent back. */
  async list(by: StaffUser): Promise<PendingChange[]> {
    const mine = by.role === 'admin' ? {} : { 'by.id': by.id };
    const [waiting, decided] = await Promise.all([
      this.pending
        .find({ ...mine, status: 'waiting' })
        .sort({ at: -1 })
        .limit(LIST_MAX)
        .lean<StoredChange[]>()
        .exec(),
      this.pending
        .find({ ...mine, status: { $in: ['approved', 'sent-back'] } })
        .sort({ at: -1 })
        .limit(LIST_MAX)
        .lean<StoredChange[]>()
        .exec(),
    ]);
    return [...waiting, ...decided].slice(0, LIST_MAX).map((row) => this.view(row));
  }

  async changes(id: string, by: StaffUser): Promise<PendingChangeDiff> {
    const row = await this.find(id);
    if (by.role !== 'admin' && row.by.id !== by.id) throw new NotFoundException(CHANGE_NOT_FOUND);
    return {
      change: this.view(row),
      changes: revisionChanges(row.before ?? {}, row.value, this.revisions.ignoredFields(row.kind)),
    };
  }

  /**
   * Makes a waiting change live. A change made before a newer live save is refused (409): approving it would undo
   * that save. Of two admins at once exactly one wins (the decision's unique insert).
   */
  async approve(id: string, admin: StaffUser): Promise<PendingChange> {
    const row = await this.find(id);
    if (row.status !== 'waiting') throw new ConflictException(STATUS_MESSAGES[row.status as 'approved']);
    const kind = row.kind as RevisionKind;
    const live = await this.revisions.latestNumber(kind, row.itemId);
    if (live !== row.basedOn) {
      throw new ConflictException(
        `The ${REVISION_KIND_LABELS[kind]} was saved again after this change was made (it is at version ${live} now): ` +
          'approving it would undo that save. Send it back so the editor can make the change on the current version',
      );
    }
    const decided = await this.decide(row, admin, { status: 'approved' });
    const editor: StaffUser = { id: row.by.id, name: row.by.name, email: row.by.email, role: row.role as StaffRole };
    try {
      await this.revisions.applyApproved(kind, row.itemId, row.value, editor, admin);
    } catch (error) {
      // Not live after all (the item was deleted meanwhile, or the value no longer passes): it waits again.
      await this.decisions.deleteOne({ _id: String(row._id) }).exec();
      await this.pending
        .updateOne({ _id: row._id }, { $set: { status: 'waiting' }, $unset: { decidedBy: 1, decidedAt: 1 } })
        .exec();
      throw error;
    }
    return decided;
  }

  async sendBack(id: string, note: unknown, admin: StaffUser): Promise<PendingChange> {
    const text = typeof note === 'string' ? note.trim() : '';
    if (!text || text.length > SEND_BACK_NOTE_MAX) {
      throw new BadRequestException(
        fieldRefusal('note', `Say what the editor should change, in at most ${SEND_BACK_NOTE_MAX} characters`),
      );
    }
    const row = await this.find(id);
    if (row.status !== 'waiting') throw new ConflictException(STATUS_MESSAGES[row.status as 'approved']);
    return this.decide(row, admin, { status: 'sent-back', note: text });
  }

  /** The preview page's answer: the waiting change, or a clear reason the link shows none. Never cached. */
  async preview(token: string): Promise<ContentPreview> {
    const invalid = {
      state: 'invalid' as const,
      message: 'This preview link is not complete: copy the whole link from the dashboard again',
    };
    const id = token.length <= TOKEN_MAX ? this.verified(token) : undefined;
    const row = id && isValidObjectId(id) ? await this.pending.findById(id).lean<StoredChange>().exec() : null;
    if (!row) return invalid;
    if (row.status !== 'waiting') {
      return {
        state: row.status === 'replaced' ? 'replaced' : 'decided',
        message: STATUS_MESSAGES[row.status as 'approved'],
      };
    }
    if (this.clock.now().getTime() >= row.previewUntil.getTime()) {
      return { state: 'expired', message: 'This preview link has expired: ask for a new one from the dashboard' };
    }
    const kind = row.kind as RevisionKind;
    return {
      state: 'ready',
      kind,
      value: await this.revisions.previewOf(kind, row.itemId, row.value),
      expiresAt: row.previewUntil.toISOString(),
    };
  }

  /** The signed token naming a change: its id, and an HMAC of it under the preview key. */
  tokenFor(id: string): string {
    return `${id}${this.sign(id)}`;
  }

  private verified(token: string): string | undefined {
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const [, id, signature] = match;
    const expected = Buffer.from(this.sign(id!));
    const given = Buffer.from(signature!);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.previewKey).update(payload).digest('base64url');
  }

  private async decide(
    row: StoredChange,
    admin: StaffUser,
    outcome: { status: PendingChangeStatus; note?: string },
  ): Promise<PendingChange> {
    const at = this.clock.now();
    try {
      await this.decisions.create({ _id: String(row._id), status: outcome.status, at });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(ALREADY_DECIDED);
      throw error;
    }
    const decidedBy = staffActorOf(admin);
    const decided = await this.pending
      .findByIdAndUpdate(row._id, { $set: { ...outcome, decidedBy, decidedAt: at } }, { new: true })
      .lean<StoredChange>()
      .exec();
    if (!decided) throw new NotFoundException(CHANGE_NOT_FOUND);
    return this.view(decided);
  }

  private async find(id: string): Promise<StoredChange> {
    const row = isValidObjectId(id) ? await this.pending.findById(id).lean<StoredChange>().exec() : null;
    if (!row) throw new NotFoundException(CHANGE_NOT_FOUND);
    return row;
  }

  private view(row: StoredChange): PendingChange {
    const id = String(row._id);
    return {
      id,
      kind: row.kind as RevisionKind,
      itemId: row.itemId,
      title: row.title,
      by: staffActorView(row.by),
      at: row.at.toISOString(),
      status: row.status as PendingChangeStatus,
      basedOn: row.basedOn,
      ...(row.note ? { note: row.note } : {}),
      ...(row.decidedBy ? { decidedBy: staffActorView(row.decidedBy) } : {}),
      ...(row.decidedAt ? { decidedAt: row.decidedAt.toISOString() } : {}),
      // Posts, events and pages have a preview page; the site content's other parts are read in their diff.
      ...(row.status === 'waiting' && PREVIEWED_KINDS.includes(row.kind as RevisionKind)
        ? { preview: { path: `/preview/${this.tokenFor(id)}`, expiresAt: row.previewUntil.toISOString() } }
        : {}),
    };
  }
}
