import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { DuplicateFlag, DuplicateState } from '@icast/contracts';
import { ApplicationService } from '../application/application.service';
import { DocumentsService } from '../documents/documents.service';
import { Clock } from '../jobs/clock';
import { DuplicateDecision } from './duplicate-decision.schema';
import { type ApplicationIdentity, findDuplicates, type FoundDuplicate } from './find-duplicates';
import { isDuplicateKey } from '../database/duplicate-key';

/**
 * Applications that look like the same child twice, or the same parent again (often a brother or sister): found
 * from the applications on each look, so nothing can be missed; staff dismiss a flag or merge the pair. Owns
 * duplicate_decisions.
 */
@Injectable()
export class DuplicatesService {
  constructor(
    @InjectModel(DuplicateDecision.name) private readonly decisions: Model<DuplicateDecision>,
    private readonly applications: ApplicationService,
    private readonly documents: DocumentsService,
    private readonly clock: Clock,
  ) {}

  async list(state: DuplicateState = 'open'): Promise<DuplicateFlag[]> {
    const flags = await this.allFlags();
    return flags.filter((flag) => flag.state === state);
  }

  /** Applications merged into another: lists of applications leave them out. */
  async mergedReferences(): Promise<string[]> {
    const rows = await this.decisions.find({ state: 'merged' }, { merged: 1 }).lean();
    return rows.map((row) => row.merged!).filter(Boolean);
  }

  async dismiss(id: string, by: string): Promise<DuplicateFlag> {
    await this.decide(await this.openFlag(id), { state: 'dismissed', by });
    return this.flag(id);
  }

  /** Keeps `keep`; the other application's documents that `keep` lacks move over, and it counts as merged. */
  async merge(id: string, keep: string, by: string): Promise<DuplicateFlag> {
    const flag = await this.openFlag(id);
    const other = flag.applications.find((side) => side.reference !== keep)?.reference;
    if (!flag.applications.some((side) => side.reference === keep) || !other) {
      throw new BadRequestException('keep must be one of the two applications of this flag');
    }
    await this.decide(flag, { state: 'merged', kept: keep, merged: other, by });
    await this.documents.moveMissing(other, keep);
    return this.flag(id);
  }

  private async decide(flag: FoundDuplicate, decision: Omit<DuplicateDecision, '_id' | 'at'>): Promise<void> {
    try {
      await this.decisions.create({ _id: flag.id, ...decision, at: this.clock.now() });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException('Someone has just decided this flag: reload the list.');
      throw error;
    }
  }

  private async flag(id: string): Promise<DuplicateFlag> {
    const flag = (await this.allFlags()).find((candidate) => candidate.id === id);
    if (!flag) throw new NotFoundException('No such duplicate: the applications may have changed.');
    return flag;
  }

  private async openFlag(id: string): Promise<FoundDuplicate> {
    const flag = await this.flag(id);
    if (flag.state !== 'open') throw new ConflictException('This flag has already been decided.');
    return flag;
  }

  private async allFlags(): Promise<DuplicateFlag[]> {
    const identities: ApplicationIdentity[] = [];
    for await (const row of this.applications.exportAll()) {
      identities.push({
        reference: row.reference,
        status: row.status,
        submittedAt: row.submittedAt,
        fields: row.fields,
      });
    }
    const decisions = new Map(
      (await this.decisions.find().lean()).map((decision) => [decision._id, decision] as const),
    );
    return findDuplicates(identities).map((found) => {
      const decision = decisions.get(found.id);
      return {
        ...found,
        state: decision?.state ?? 'open',
        ...(decision
          ? {
              decidedBy: decision.by,
              decidedAt: decision.at.toISOString(),
              ...(decision.kept ? { kept: decision.kept } : {}),
            }
          : {}),
      };
    });
  }
}
