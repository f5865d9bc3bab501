import { randomInt } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import type {
  ApplicationDetail,
  ApplicationStatusLookup,
  ApplicationStatusValue,
  ApplicationSummary,
  PagedList,
} from '@icast/contracts';
import { containsText, findPage, readAll } from '../common/pagination';
import { Application } from './application.schema';
import type { ApplicationListQueryDto } from './dto/application-list.query';

/** A clash among a year's million numbers is rare; a few tries always find a free one. */
const MAX_REFERENCE_ATTEMPTS = 8;
const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

type StoredApplication = Application & { _id: unknown };

/**
 * ICAST-2025-483920: six random digits rather than a shared counter. A counter is one hot document every
 * submission must update, and under an admissions-night rush (1,000 at once, FerretDB's $inc not atomic)
 * it handed out taken numbers faster than retries could recover.
 */
function newReference(year: number): string {
  return `ICAST-${year}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Newest first; _id keeps applications submitted in the same millisecond in one order across pages. */
const NEWEST_FIRST = { submittedAt: -1, _id: -1 } as const;
const SEARCHED_FIELDS = ['reference', 'fields.surname', 'fields.firstname'];

@Injectable()
export class ApplicationService {
  constructor(@InjectModel(Application.name) private readonly applications: Model<Application>) {}

  async submit(fields: Record<string, string>): Promise<string> {
    const now = new Date();
    for (let attempt = 1; ; attempt++) {
      try {
        const reference = newReference(now.getUTCFullYear());
        await this.applications.create({
          reference,
          fields,
          status: 'received',
          history: [{ status: 'received', by: 'applicant', at: now }],
          submittedAt: now,
          updatedAt: now,
        });
        return reference;
      } catch (error) {
        // The unique index on reference is the guarantee; on a clash, draw again.
        if (!isDuplicateKey(error) || attempt >= MAX_REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  async statusOf(reference: string): Promise<ApplicationStatusLookup> {
    const { status, submittedAt, updatedAt } = await this.find(reference);
    return { reference, status, submittedAt: submittedAt.toISOString(), updatedAt: updatedAt.toISOString() };
  }

  /** One page, newest first, filtered as the staff list asks. */
  list(query: ApplicationListQueryDto): Promise<PagedList<ApplicationSummary>> {
    const filter: FilterQuery<Application> = {
      ...containsText<Application>(query.q, SEARCHED_FIELDS),
      ...(query.status ? { status: query.status } : {}),
    };
    return findPage(this.applications, { filter, sort: NEWEST_FIRST, query }, (row) => this.summaryOf(row));
  }

  /** Every application, newest first, read from a cursor (the CSV export). */
  exportAll(): AsyncGenerator<ApplicationSummary> {
    return readAll(this.applications, NEWEST_FIRST, (row) => this.summaryOf(row));
  }

  async detail(reference: string): Promise<ApplicationDetail> {
    const row = await this.find(reference);
    return {
      ...this.summaryOf(row),
      fields: row.fields,
      history: row.history.map((change) => ({ ...change, at: change.at.toISOString() })),
    };
  }

  /** For the dashboard: every application, or those in one status. */
  count(status?: ApplicationStatusValue): Promise<number> {
    return this.applications.countDocuments(status ? { status } : {}).exec();
  }

  /** For the dashboard's weekly chart. */
  async submittedDatesSince(since: Date): Promise<Date[]> {
    const rows = await this.applications
      .find({ submittedAt: { $gte: since } }, { submittedAt: 1 })
      .lean()
      .exec();
    return rows.map((row) => row.submittedAt);
  }

  async changeStatus(
    reference: string,
    status: ApplicationStatusValue,
    by: string,
    note?: string,
  ): Promise<ApplicationDetail> {
    const at = new Date();
    const updated = await this.applications
      .updateOne(
        { reference },
        { $set: { status, updatedAt: at }, $push: { history: { status, by, at, ...(note ? { note } : {}) } } },
      )
      .exec();
    if (updated.matchedCount === 0) throw new NotFoundException('Application not found');
    return this.detail(reference);
  }

  private summaryOf(row: StoredApplication): ApplicationSummary {
    return {
      reference: row.reference,
      surname: row.fields.surname ?? '',
      firstname: row.fields.firstname ?? '',
      status: row.status,
      submittedAt: row.submittedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private async find(reference: string): Promise<StoredApplication> {
    const row = await this.applications
      .findOne({ reference: String(reference) })
      .lean()
      .exec();
    if (!row) throw new NotFoundException('No application has this reference');
    return row;
  }
}
