import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  applicationStatusLabel,
  documentsOpen,
  type DuplicateGroup,
  type DuplicateMerge,
  type DuplicateMergeRequest,
  type DuplicateState,
  LIVE_APPLICATION_STATUSES,
  MERGE_FROM,
  type PagedList,
  sameContacts,
} from '@icast/contracts';
import { type ApplicationIdentity, ApplicationService } from '../applications/application.service';
import { BookingsService } from '../bookings/bookings.service';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { DocumentsService } from '../documents/documents.service';
import { Clock } from '../../platform/jobs/clock';
import { ApplicationMerge, DuplicateDecision } from './duplicate-decision.schema';
import { DuplicateGrouper, type FoundGroup, GROUP_ID_PATTERN, sharedKeysOf, sideOf } from './find-duplicates';

type Page = { page: number; pageSize: number };
type StoredMerge = ApplicationMerge;

const RELOAD = 'Reload the list and look again.';

/**
 * Applications that look like the same child twice, or the same parent again (often a brother or sister), grouped
 * by what they share and found from the applications on each look, so nothing can be missed. Staff dismiss a group,
 * or merge one application of it into another, and can undo a merge. Owns duplicate_decisions and
 * application_merges; the merged application's status is the applications feature's (`merged`).
 */
@Injectable()
export class DuplicatesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DuplicatesService.name);

  constructor(
    @InjectModel(DuplicateDecision.name) private readonly decisions: Model<DuplicateDecision>,
    @InjectModel(ApplicationMerge.name) private readonly merges: Model<ApplicationMerge>,
    private readonly applications: ApplicationService,
    private readonly documents: DocumentsService,
    private readonly bookings: BookingsService,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.adoptPairMerges();
    } catch (error) {
      this.logger.warn(`Merges made before groups were not adopted yet (next start tries again): ${String(error)}`);
    }
  }

  /** One page of groups in a state, the group with the newest submission first. */
  async list(state: DuplicateState, { page, pageSize }: Page): Promise<PagedList<DuplicateGroup>> {
    const groups = (await this.allGroups())
      .filter((group) => group.state === state)
      .sort((a, b) => b.newestSubmittedAt.localeCompare(a.newestSubmittedAt) || a.id.localeCompare(b.id));
    return { data: groups.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: groups.length };
  }

  /** Not a duplicate: the group as staff saw it (up to its newest submission then) leaves the list. */
  async dismiss(id: string, upTo: string, by: string): Promise<DuplicateGroup> {
    const group = await this.group(id);
    if (group.state === 'dismissed') throw new ConflictException('This group has already been dismissed.');
    const seen = new Date(upTo);
    const covered = seen.toISOString() < group.newestSubmittedAt ? seen : new Date(group.newestSubmittedAt);
    try {
      await this.decisions.create({
        _id: `${id}@${covered.toISOString()}`,
        group: id,
        upTo: covered,
        by,
        at: this.clock.now(),
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(`Someone has just dismissed this group. ${RELOAD}`);
      throw error;
    }
    return this.group(id);
  }

  /**
   * Joins `merge` with `keep`: `merge` becomes `merged` (out of every list and count; its family's page says it was
   * joined with another) and, when staff chose it or both give the same e-mail and phone, the documents `keep`
   * lacks move to it. One merge per application however many click (the claim's unique `_id`).
   */
  async merge(id: string, request: DuplicateMergeRequest, by: string): Promise<DuplicateMerge> {
    const { keep, merge } = request;
    if (keep === merge) throw new BadRequestException('Choose two different applications: one to keep, one to merge.');
    const found = await this.applications.identities([keep, merge]);
    const kept = found.get(keep);
    const merged = found.get(merge);
    if (!kept || !merged) throw new NotFoundException(`No application has the reference ${kept ? merge : keep}.`);
    if (![kept, merged].every((application) => sharedKeysOf(application).some((key) => key.id === id))) {
      throw new BadRequestException(`These two applications do not share what this group is about. ${RELOAD}`);
    }
    this.assertMergeable(kept, merged);
    if ((await this.bookings.forApplication(merge)).length > 0) {
      throw new ConflictException(
        `${merge} has an entrance assessment or interview booked: cancel it first (the family is told), or keep ` +
          `${merge} instead.`,
      );
    }
    const at = this.clock.now();
    try {
      await this.merges.create({ _id: merge, kept: keep, group: id, documentsMoved: [], by, at });
    } catch (error) {
      if (isDuplicateKey(error))
        throw new ConflictException(`${merge} has just been merged by someone else. ${RELOAD}`);
      throw error;
    }
    try {
      // Checked after the claim, so of two merges that would chain (A into B, B into C) at least one sees the other.
      if (await this.merges.exists({ _id: keep }).exec()) {
        throw new ConflictException(`${keep} has just been merged into another application. ${RELOAD}`);
      }
      if (await this.merges.exists({ kept: merge }).exec()) {
        throw new ConflictException(
          `Other applications are merged into ${merge}: keep ${merge}, or undo those merges first.`,
        );
      }
      if (!(await this.applications.markMerged(merge, keep, by, at))) {
        throw new ConflictException(`${merge} changed meanwhile. ${RELOAD}`);
      }
    } catch (error) {
      await this.merges.deleteOne({ _id: merge }).exec();
      throw error;
    }
    const move = request.moveDocuments ?? sameContacts(sideOf(kept), sideOf(merged));
    let documentsMoved: string[] = [];
    if (move && documentsOpen(kept.status)) {
      documentsMoved = await this.documents.moveMissing(merge, keep);
      await this.merges.updateOne({ _id: merge }, { $set: { documentsMoved } }).exec();
    }
    this.logger.log(`${merge} merged into ${keep} by ${by}; documents moved: ${documentsMoved.join(', ') || 'none'}`);
    return this.viewOf({ _id: merge, kept: keep, group: id, documentsMoved, by, at });
  }

  /** Merges in force, newest first, each with both applications as they are now. */
  async mergesInForce({ page, pageSize }: Page): Promise<PagedList<DuplicateMerge>> {
    const [rows, total] = await Promise.all([
      this.merges
        .find()
        .sort({ at: -1, _id: 1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .lean<StoredMerge[]>()
        .exec(),
      this.merges.countDocuments().exec(),
    ]);
    const applications = await this.applications.identities(rows.flatMap((row) => [row._id, row.kept]));
    return {
      data: rows.flatMap((row) => {
        const merged = applications.get(row._id);
        const kept = applications.get(row.kept);
        return merged && kept ? [this.viewWith(row, merged, kept)] : [];
      }),
      page,
      pageSize,
      total,
    };
  }

  /**
   * Undo: the merged application gets back the status it had, and the documents that moved (and are still as they
   * came) go back to it. Deleting the merge is the claim: of two staff undoing at once, one does it.
   */
  async undo(reference: string, by: string): Promise<DuplicateMerge> {
    const row = await this.merges.findById(reference).lean<StoredMerge>().exec();
    if (!row) throw new NotFoundException(`${reference} is not merged into another application. ${RELOAD}`);
    const { deletedCount } = await this.merges.deleteOne({ _id: reference }).exec();
    if (deletedCount !== 1) throw new ConflictException(`Someone has just undone this merge. ${RELOAD}`);
    await this.applications.unmarkMerged(reference);
    const documentsReturned = await this.documents.returnMerged(reference, row.kept);
    this.logger.log(
      `merge of ${reference} into ${row.kept} undone by ${by}; documents back: ${documentsReturned.join(', ') || 'none'}`,
    );
    return this.viewOf({ ...row, documentsMoved: documentsReturned });
  }

  private assertMergeable(kept: ApplicationIdentity, merged: ApplicationIdentity): void {
    if (kept.status === 'merged') {
      throw new ConflictException(`${kept.reference} is itself merged into another application. ${RELOAD}`);
    }
    if (merged.status === 'merged') {
      throw new ConflictException(`${merged.reference} is already merged into another application. ${RELOAD}`);
    }
    if (!MERGE_FROM.includes(merged.status)) {
      throw new ConflictException(
        `${merged.reference} is ${applicationStatusLabel(merged.status)}: only an application that is ` +
          `${MERGE_FROM.map(applicationStatusLabel).join(' or ')} can be merged into another. Keep ` +
          `${merged.reference} instead, or leave both.`,
      );
    }
  }

  private async viewOf(row: StoredMerge): Promise<DuplicateMerge> {
    const applications = await this.applications.identities([row._id, row.kept]);
    const merged = applications.get(row._id);
    const kept = applications.get(row.kept);
    if (!merged || !kept)
      throw new NotFoundException(`No application has the reference ${merged ? row.kept : row._id}.`);
    return this.viewWith(row, merged, kept);
  }

  private viewWith(row: StoredMerge, merged: ApplicationIdentity, kept: ApplicationIdentity): DuplicateMerge {
    return {
      merged: sideOf(merged),
      kept: sideOf(kept),
      documentsMoved: row.documentsMoved ?? [],
      by: row.by,
      at: row.at.toISOString(),
    };
  }

  private async group(id: string): Promise<DuplicateGroup> {
    const group = GROUP_ID_PATTERN.test(id)
      ? (await this.allGroups()).find((candidate) => candidate.id === id)
      : undefined;
    if (!group) throw new NotFoundException(`No such group: the applications may have changed. ${RELOAD}`);
    return group;
  }

  private async allGroups(): Promise<DuplicateGroup[]> {
    const grouper = new DuplicateGrouper();
    for await (const application of this.applications.liveIdentities()) grouper.add(application);
    const dismissals = new Map<string, DuplicateDecision>();
    for (const decision of await this.decisions
      .find({ group: { $exists: true } })
      .lean<DuplicateDecision[]>()
      .exec()) {
      const latest = dismissals.get(decision.group!);
      if (!latest || latest.upTo! < decision.upTo!) dismissals.set(decision.group!, decision);
    }
    return grouper.groups().map((group: FoundGroup): DuplicateGroup => {
      const dismissal = dismissals.get(group.id);
      return dismissal && dismissal.upTo!.toISOString() >= group.newestSubmittedAt
        ? { ...group, state: 'dismissed', dismissedBy: dismissal.by, dismissedAt: dismissal.at.toISOString() }
        : { ...group, state: 'open' };
    });
  }

  /**
   * Merges decided before groups existed (one decision per pair; the merged one was only left out of the pipeline)
   * become merges in force: the merged application is `merged`, and Undo works for them too (their documents moved
   * without a mark, so those stay with the kept application). Each is adopted once, by whichever instance gets there.
   */
  private async adoptPairMerges(): Promise<void> {
    const legacy = await this.decisions
      .find({ state: 'merged', merged: { $exists: true }, group: { $exists: false } })
      .lean<DuplicateDecision[]>()
      .exec();
    for (const decision of legacy) {
      const merged = decision.merged!;
      const kept = decision.kept!;
      try {
        await this.merges.create({
          _id: merged,
          kept,
          group: decision._id,
          documentsMoved: [],
          by: decision.by,
          at: decision.at,
        });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const claim = await this.merges.findById(merged).lean<StoredMerge>().exec();
      if (claim?.kept === kept) {
        await this.applications.markMerged(merged, kept, decision.by, decision.at, LIVE_APPLICATION_STATUSES);
      }
      await this.decisions.deleteOne({ _id: decision._id }).exec();
    }
  }
}
