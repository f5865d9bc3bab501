import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import {
  APPLICATION_STATUSES,
  applicationStatusLabel,
  DECISION_RELEASE_MAX_DAYS,
  type DecisionReleaseOutcome,
  type DecisionReleaseRequest,
  fieldRefusal,
  type PrepareDecisionRequest,
  type PreparedDecision,
  staffMayMove,
} from '@icast/contracts';
import { type ApplicationIdentity, ApplicationService } from '../applications/application.service';
import { OffersService } from '../offers/offers.service';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { DAY_MS } from '../../platform/http/lagos-time';
import { Clock } from '../../platform/jobs/clock';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { DecisionRelease, PreparedDecisionRecord } from './assessment.schema';

export const DECISION_RELEASE_JOB = 'decision-release';

type Outcome = { released: true } | { released: false; reason: string } | undefined;

/**
 * Decisions prepared on many applications without the families seeing anything (they are not on the application),
 * then released together at a set time, or now: each becomes the application's status through the same path as a
 * change made by hand (an offer through "Offer a place", the rest as a status change), so the history, the events
 * and the messages are the same. A release is claimed by a unique insert per prepared version, so two API instances
 * (or the job and "Release now") release it once.
 */
@Injectable()
export class PreparedDecisionsService implements OnModuleInit {
  constructor(
    @InjectModel(PreparedDecisionRecord.name) private readonly prepared: Model<PreparedDecisionRecord>,
    @InjectModel(DecisionRelease.name) private readonly releases: Model<DecisionRelease>,
    private readonly applications: ApplicationService,
    private readonly offers: OffersService,
    private readonly jobs: ScheduledJobs,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.define(DECISION_RELEASE_JOB, async (_payload, now) => {
      await this.releaseDue(now);
      return undefined;
    });
  }

  /** Every prepared decision, released or not, the next to be released first. */
  async list(): Promise<PreparedDecision[]> {
    const rows = await this.prepared.find().sort({ state: 1, releaseAt: 1, preparedAt: 1 }).lean().exec();
    const identities = await this.applications.identities(rows.map((row) => row._id));
    return rows.flatMap((row) => {
      const identity = identities.get(row._id);
      return identity ? [this.view(row, identity)] : [];
    });
  }

  /**
   * Prepares (or changes) the decision for one application: checked now as it would be if made now (the moves the
   * status table allows; an offer's fee and deadline as "Offer a place" checks them), and again at its release.
   */
  async prepare(reference: string, request: PrepareDecisionRequest, by: string): Promise<PreparedDecision> {
    const application = await this.applications.detail(reference);
    const now = this.clock.now();
    if (application.merge) {
      throw new ConflictException(`This application was merged into ${application.merge.into}`);
    }
    if (request.decision === 'offered') {
      await this.offers.checkOffer(
        reference,
        { feeNaira: Number(request.feeNaira), deadline: String(request.deadline) },
        now,
      );
      // The same rule as an offer made now; the reason goes with the decision to its release, where it is asked again.
      await this.offers.missingDocumentsLine(reference, request.missingDocumentsReason);
    } else if (!staffMayMove(application.status, request.decision)) {
      const moves = APPLICATION_STATUSES[application.status].staffMoves.map(applicationStatusLabel);
      throw new ConflictException(
        fieldRefusal(
          'decision',
          `An application that is ${applicationStatusLabel(application.status)} cannot be moved to ` +
            `${applicationStatusLabel(request.decision)}` +
            (moves.length ? ` (it can go to: ${moves.join(', ')})` : ''),
        ),
      );
    }
    const existing = await this.prepared.findById(reference).lean().exec();
    if (existing?.state === 'prepared') await this.assertNotReleasing(existing);
    const offer = request.decision === 'offered';
    const record: PreparedDecisionRecord = {
      _id: reference,
      version: randomUUID(),
      decision: request.decision,
      ...(offer ? { feeNaira: Number(request.feeNaira), deadline: String(request.deadline) } : {}),
      ...(request.note ? { note: request.note } : {}),
      ...(offer && request.missingDocumentsReason ? { missingDocumentsReason: request.missingDocumentsReason } : {}),
      preparedBy: by,
      preparedAt: now,
      ...(existing?.state === 'prepared' && existing.releaseAt ? { releaseAt: existing.releaseAt } : {}),
      state: 'prepared',
    };
    await this.prepared.replaceOne({ _id: reference }, record, { upsert: true }).exec();
    return this.view(record, { status: application.status, applicant: await this.applications.applicant(reference) });
  }

  /** Takes back a decision not yet released: the family never hears of it. */
  async withdraw(reference: string): Promise<void> {
    const existing = await this.prepared
      .findOne({ _id: String(reference), state: 'prepared' })
      .lean()
      .exec();
    if (!existing) throw new NotFoundException('No decision is waiting for release on this application');
    await this.assertNotReleasing(existing);
    await this.prepared.deleteOne({ _id: existing._id, version: existing.version }).exec();
  }

  /**
   * Sets when these prepared decisions (every one still prepared when none is named) go to the families, or
   * releases them now. A set time is a scheduled job at that time, which releases whatever is due then.
   */
  async setRelease(request: DecisionReleaseRequest): Promise<DecisionReleaseOutcome> {
    const references = request.references?.map((value) => value.trim().toUpperCase());
    const filter: FilterQuery<PreparedDecisionRecord> = {
      state: 'prepared',
      ...(references ? { _id: { $in: references } } : {}),
    };
    const rows = await this.prepared.find(filter).lean().exec();
    if (rows.length === 0) throw new ConflictException('No decision is waiting for release among those chosen');
    const now = this.clock.now();
    const ids = rows.map((row) => row._id);
    if (request.now) {
      await this.prepared.updateMany({ _id: { $in: ids }, state: 'prepared' }, { $set: { releaseAt: now } }).exec();
      const outcome = await this.release({ _id: { $in: ids }, state: 'prepared' }, now);
      return { count: rows.length, releaseAt: now.toISOString(), ...outcome };
    }
    const releaseAt = new Date(String(request.releaseAt));
    if (Number.isNaN(releaseAt.getTime())) {
      throw new BadRequestException(fieldRefusal('releaseAt', 'Enter the release date and time'));
    }
    if (releaseAt <= now) {
      throw new BadRequestException(
        fieldRefusal('releaseAt', 'The release time has passed: choose a later time, or release now'),
      );
    }
    if (releaseAt.getTime() - now.getTime() > DECISION_RELEASE_MAX_DAYS * DAY_MS) {
      throw new BadRequestException(fieldRefusal('releaseAt', 'Choose a release time within a year'));
    }
    await this.prepared.updateMany({ _id: { $in: ids }, state: 'prepared' }, { $set: { releaseAt } }).exec();
    await this.jobs.schedule(`${DECISION_RELEASE_JOB}:${releaseAt.toISOString()}`, DECISION_RELEASE_JOB, releaseAt);
    return { count: rows.length, releaseAt: releaseAt.toISOString(), released: [], refused: [] };
  }

  /** Releases every prepared decision whose time has come (the job's work). */
  releaseDue(now: Date): Promise<Pick<DecisionReleaseOutcome, 'released' | 'refused'>> {
    return this.release({ state: 'prepared', releaseAt: { $lte: now } }, now);
  }

  private async release(
    filter: FilterQuery<PreparedDecisionRecord>,
    now: Date,
  ): Promise<Pick<DecisionReleaseOutcome, 'released' | 'refused'>> {
    const rows = await this.prepared.find(filter).sort({ releaseAt: 1, _id: 1 }).lean().exec();
    const outcome: Pick<DecisionReleaseOutcome, 'released' | 'refused'> = { released: [], refused: [] };
    // One release is one change to many, as the pipeline's: each family hears once of all its children that moved.
    const batch = { id: randomUUID() };
    for (const row of rows) {
      const result = await this.releaseOne(row, now, batch);
      if (result?.released) outcome.released.push(row._id);
      else if (result) outcome.refused.push({ reference: row._id, reason: result.reason });
    }
    if (outcome.released.length) await this.applications.deliverEvents(...outcome.released);
    return outcome;
  }

  /** Undefined: another instance (or request) claimed this version first. */
  private async releaseOne(row: PreparedDecisionRecord, now: Date, batch: { id: string }): Promise<Outcome> {
    try {
      await this.releases.create({ _id: row.version, reference: row._id, at: now });
    } catch (error) {
      if (isDuplicateKey(error)) return undefined;
      throw error;
    }
    try {
      if (row.decision === 'offered') {
        await this.offers.make(
          row._id,
          {
            feeNaira: Number(row.feeNaira),
            deadline: String(row.deadline),
            ...(row.note ? { note: row.note } : {}),
            ...(row.missingDocumentsReason ? { missingDocumentsReason: row.missingDocumentsReason } : {}),
          },
          row.preparedBy,
        );
      } else {
        await this.applications.changeStatus(row._id, row.decision, row.preparedBy, row.note, { batch });
      }
    } catch (error) {
      if (!(error instanceof HttpException)) {
        // Not a refusal (the database went away): let go of the claim, so the job's retry releases it.
        await this.releases.deleteOne({ _id: row.version }).exec();
        throw error;
      }
      const reason = error.message;
      await this.prepared
        .updateOne(
          { _id: row._id, version: row.version },
          { $set: { state: 'refused', releasedAt: now, refusal: reason } },
        )
        .exec();
      return { released: false, reason };
    }
    await this.prepared
      .updateOne({ _id: row._id, version: row.version }, { $set: { state: 'released', releasedAt: now } })
      .exec();
    return { released: true };
  }

  private async assertNotReleasing(row: PreparedDecisionRecord): Promise<void> {
    if (await this.releases.exists({ _id: row.version }).exec()) {
      throw new ConflictException('This decision is being released now: reload the page to see it');
    }
  }

  private view(
    row: PreparedDecisionRecord,
    { status, applicant }: Pick<ApplicationIdentity, 'status' | 'applicant'>,
  ): PreparedDecision {
    return {
      reference: row._id,
      childName: applicant.child.fullName,
      classAppliedFor: applicant.stored('classAppliedFor'),
      status,
      decision: row.decision,
      ...(row.feeNaira !== undefined ? { feeNaira: row.feeNaira } : {}),
      ...(row.deadline ? { deadline: row.deadline } : {}),
      ...(row.note ? { note: row.note } : {}),
      ...(row.missingDocumentsReason ? { missingDocumentsReason: row.missingDocumentsReason } : {}),
      preparedBy: row.preparedBy,
      preparedAt: row.preparedAt.toISOString(),
      ...(row.releaseAt ? { releaseAt: row.releaseAt.toISOString() } : {}),
      state: row.state,
      ...(row.releasedAt ? { releasedAt: row.releasedAt.toISOString() } : {}),
      ...(row.refusal ? { refusal: row.refusal } : {}),
    };
  }
}
