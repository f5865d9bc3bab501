import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { ERASURE_DAYS, type FamilyErasureRequest, type StaffErasureRequest } from '@icast/contracts';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { Clock } from '../../platform/jobs/clock';
import { WorkClaimer } from '../../platform/jobs/work-claimer';
import { FamilyData } from '../../platform/privacy/family-data';
import type { ParentGrant } from '../family-access/parent-token';
import { ErasureRequest, type StoredErasureRequest } from './erasure-request.schema';
import { FamilyAdmissions } from './family-admissions';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIST_LIMIT = 200;
/** Long enough to erase a family on a slow database; a decision that died is open again after it. */
const DECISION_LEASE_MS = 10 * 60 * 1000;
export const ALREADY_DECIDED = 'This request has already been decided';

function familyView(row: StoredErasureRequest): FamilyErasureRequest {
  return {
    id: String(row._id),
    state: row.state,
    requestedAt: row.requestedAt.toISOString(),
    dueBy: row.dueBy.toISOString(),
    ...(row.decidedAt ? { decidedAt: row.decidedAt.toISOString() } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  };
}

/**
 * "Ask the school to delete our data": recorded at once (one pending request per family, however often it is
 * asked), answered by staff within ERASURE_DAYS. Approving erases everything every context holds about the family
 * except the payment records the law makes the school keep, cut down to what it requires (docs/privacy.md);
 * refusing records the reason the family is shown.
 */
@Injectable()
export class ErasureRequests {
  constructor(
    @InjectModel(ErasureRequest.name) private readonly requests: Model<ErasureRequest>,
    private readonly family: FamilyAdmissions,
    private readonly familyData: FamilyData,
    private readonly clock: Clock,
    private readonly claimer: WorkClaimer,
  ) {}

  /** The family's latest request, as they see it. */
  async latestFor(grant: ParentGrant): Promise<FamilyErasureRequest | null> {
    const row = await this.requests
      .findOne({ family: grant.subject })
      .sort({ requestedAt: -1, _id: -1 })
      .lean<StoredErasureRequest>()
      .exec();
    return row ? familyView(row) : null;
  }

  /** Records the request, or answers the one already pending. */
  async request(grant: ParentGrant): Promise<FamilyErasureRequest> {
    const identity = await this.family.identityOf(grant);
    const now = this.clock.now();
    const openKey = `pending:${grant.subject}`;
    try {
      const created = await this.requests.create({
        openKey,
        state: 'pending',
        requestedAt: now,
        dueBy: new Date(now.getTime() + ERASURE_DAYS * DAY_MS),
        family: grant.subject,
        references: identity.references,
        emails: identity.emails,
      });
      return familyView(created.toObject() as StoredErasureRequest);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const pending = await this.requests.findOne({ openKey }).lean<StoredErasureRequest>().exec();
    if (!pending) throw new ConflictException('Your request is being recorded: refresh the page in a moment');
    return familyView(pending);
  }

  async list(): Promise<StaffErasureRequest[]> {
    const pending = await this.requests.find({ state: 'pending' }).sort({ dueBy: 1 }).lean<StoredErasureRequest[]>();
    const decided = await this.requests
      .find({ state: { $ne: 'pending' } })
      .sort({ decidedAt: -1, _id: -1 })
      .limit(LIST_LIMIT)
      .lean<StoredErasureRequest[]>();
    return [...pending, ...decided].map((row) => this.staffView(row));
  }

  /**
   * Erases the family, then closes the request keeping only its dates and decision. Erasing is safe to repeat, so
   * two staff approving at once, or an approval that stopped half way and is made again, end the same.
   */
  async approve(id: string, by: string): Promise<StaffErasureRequest> {
    const row = await this.claim(id);
    const identity = await this.family.identityFrom(row.references ?? [], row.emails ?? []);
    const counts = await this.familyData.erase(identity);
    const erasedRecords = Object.values(counts).reduce((sum, count) => sum + count, 0);
    // The family's earlier, refused requests name them too.
    await this.requests.updateMany(
      { _id: { $ne: row._id }, family: { $in: [...identity.emails, ...identity.references] } },
      { $unset: { family: 1, references: 1, emails: 1 } },
    );
    return this.decide(
      row,
      { state: 'erased', decidedAt: this.clock.now(), decidedBy: by, erasedRecords },
      { family: 1, references: 1, emails: 1 },
    );
  }

  async refuse(id: string, reason: string, by: string): Promise<StaffErasureRequest> {
    const row = await this.claim(id);
    return this.decide(row, { state: 'refused', decidedAt: this.clock.now(), decidedBy: by, reason: reason.trim() });
  }

  /**
   * The pending request, claimed for this decision. The claim is the insert of a lease with a unique key, because
   * FerretDB lets two conditional updates of one document both win (docs/decisions/messaging.md).
   */
  private async claim(id: string): Promise<StoredErasureRequest> {
    const row = Types.ObjectId.isValid(id)
      ? await this.requests.findById(id).lean<StoredErasureRequest>().exec()
      : null;
    if (!row) throw new NotFoundException('No erasure request with this id');
    const locked = row.lockedUntil && row.lockedUntil > this.clock.now();
    const claimed =
      row.state === 'pending' && !locked ? await this.claimer.claim(this.requests, row, DECISION_LEASE_MS) : undefined;
    if (!claimed) throw new ConflictException(ALREADY_DECIDED);
    return claimed;
  }

  /** Records the decision under the claim, leaving the request's family out once erased. */
  private async decide(
    row: StoredErasureRequest,
    set: Partial<ErasureRequest>,
    unset: Record<string, 1> = {},
  ): Promise<StaffErasureRequest> {
    const written = await this.claimer.finish(this.requests, row, { ...set, openKey: `decided:${String(row._id)}` });
    if (!written) throw new ConflictException(ALREADY_DECIDED);
    if (Object.keys(unset).length > 0) await this.requests.updateOne({ _id: row._id }, { $unset: unset }).exec();
    const decided = await this.requests.findById(row._id).lean<StoredErasureRequest>().exec();
    return this.staffView(decided!);
  }

  private staffView(row: StoredErasureRequest): StaffErasureRequest {
    const now = this.clock.now().getTime();
    return {
      ...familyView(row),
      family: row.family ?? '',
      references: row.references ?? [],
      ...(row.state === 'pending' ? { daysLeft: Math.ceil((row.dueBy.getTime() - now) / DAY_MS) } : {}),
      ...(row.decidedBy ? { decidedBy: row.decidedBy } : {}),
      ...(row.erasedRecords !== undefined ? { erasedRecords: row.erasedRecords } : {}),
    };
  }
}
