import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model, Types, UpdateQuery } from 'mongoose';
import { Clock } from './clock';
import { JobLease } from './job-lease.schema';
import { isDuplicateKey } from '../database/duplicate-key';

/** The two fields every claimable document carries (outbox messages, scheduled jobs). */
export interface Claimable {
  /** Bumped by each claim: a claim is for one version, so a retaken piece of work is a new claim. */
  claimVersion: number;
  /** Until then the holder is at work; afterwards (it crashed) anyone may claim the next version. */
  lockedUntil?: Date | null;
}

/** Leases are kept a day, long after their work ended or was retaken, then swept. */
const LEASE_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Claims one piece of work so that one API process does it, however many run on the database.
 *
 * A conditional update (`{_id, lockedUntil: null}` -> set lockedUntil) is not enough on FerretDB v1: it reads the
 * matching document and then writes it back by `_id`, so two processes can both "match" and both win. The claim is
 * therefore the insert of a lease keyed by the document's claim version; the unique `_id` lets exactly one insert
 * through. The winner then moves the document to the next version, conditionally on the version it saw.
 */
@Injectable()
export class WorkClaimer {
  /** This process, as lease holders name it. */
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(
    @InjectModel(JobLease.name) private readonly leases: Model<JobLease>,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes `seen` (as a query just read it) for `leaseMs`, applying `set` with the claim. Returns the document as now
   * stored, or undefined when another process claimed this version first or the document has moved on.
   */
  async claim<T extends Claimable, D extends T & { _id: Types.ObjectId | string }>(
    model: Model<T>,
    seen: D,
    leaseMs: number,
    set: Record<string, unknown> = {},
  ): Promise<D | undefined> {
    const now = this.clock.now();
    try {
      await this.leases.create({
        _id: `${model.collection.collectionName}:${String(seen._id)}:${seen.claimVersion}`,
        holder: this.holder,
        takenAt: now,
      });
    } catch (error) {
      if (isDuplicateKey(error)) return undefined;
      throw error;
    }
    const update = {
      $set: { ...set, claimVersion: seen.claimVersion + 1, lockedUntil: new Date(now.getTime() + leaseMs) },
    } as UpdateQuery<T>;
    const claimed = await model
      .findOneAndUpdate({ _id: seen._id, claimVersion: seen.claimVersion } as FilterQuery<T>, update, { new: true })
      .lean<D>()
      .exec();
    return claimed ?? undefined;
  }

  /**
   * Writes the outcome of a claimed piece of work, unless its lease ran out and another process has claimed it
   * since (then the newer holder's outcome counts). True when written.
   */
  async finish<T extends Claimable>(
    model: Model<T>,
    claimed: T & { _id: Types.ObjectId | string },
    set: Record<string, unknown>,
  ): Promise<boolean> {
    const result = await model
      .updateOne(
        { _id: claimed._id, claimVersion: claimed.claimVersion } as FilterQuery<T>,
        {
          $set: { ...set, lockedUntil: null },
        } as UpdateQuery<T>,
      )
      .exec();
    return result.matchedCount > 0;
  }

  async sweepOldLeases(now: Date): Promise<void> {
    await this.leases.deleteMany({ takenAt: { $lt: new Date(now.getTime() - LEASE_RETENTION_MS) } }).exec();
  }
}

/** Not locked, or locked by a holder whose lease has run out. */
export function unlockedAt(now: Date): FilterQuery<Claimable> {
  return { $or: [{ lockedUntil: null }, { lockedUntil: { $lte: now } }] };
}
