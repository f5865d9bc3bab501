import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type {
  ApplicationDetail,
  ApplicationStatusLookup,
  ApplicationStatusValue,
  ApplicationSummary,
} from '@icast/contracts';
import { Application, ApplicationCounter } from './application.schema';

const MAX_REFERENCE_ATTEMPTS = 50;
const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

type StoredApplication = Application & { _id: unknown };

@Injectable()
export class ApplicationService {
  constructor(
    @InjectModel(Application.name) private readonly applications: Model<Application>,
    @InjectModel(ApplicationCounter.name) private readonly counters: Model<ApplicationCounter>,
  ) {}

  async submit(fields: Record<string, string>): Promise<string> {
    const now = new Date();
    for (let attempt = 1; ; attempt++) {
      try {
        const reference = await this.nextReference(now.getUTCFullYear());
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
        // The unique index is the real guarantee: databases whose $inc is not atomic under load (FerretDB) can
        // hand out a number twice, and two first-of-the-year upserts can collide. Take the next number.
        if (!isDuplicateKey(error) || attempt >= MAX_REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  /** ICAST-2025-000123: the year's counter goes up by one for each application. */
  private async nextReference(year: number): Promise<string> {
    const counter = await this.counters
      .findOneAndUpdate({ _id: `ICAST-${year}` }, { $inc: { seq: 1 } }, { upsert: true, new: true })
      .lean()
      .exec();
    return `ICAST-${year}-${String(counter.seq).padStart(6, '0')}`;
  }

  async statusOf(reference: string): Promise<ApplicationStatusLookup> {
    const { status, submittedAt, updatedAt } = await this.find(reference);
    return { reference, status, submittedAt: submittedAt.toISOString(), updatedAt: updatedAt.toISOString() };
  }

  async list(): Promise<ApplicationSummary[]> {
    const rows = await this.applications.find().sort({ submittedAt: -1, _id: -1 }).lean().exec();
    return rows.map((row) => this.summaryOf(row));
  }

  async detail(reference: string): Promise<ApplicationDetail> {
    const row = await this.find(reference);
    return {
      ...this.summaryOf(row),
      fields: row.fields,
      history: row.history.map((change) => ({ ...change, at: change.at.toISOString() })),
    };
  }

  async changeStatus(reference: string, status: ApplicationStatusValue, by: string, note?: string) {
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
