import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PagedList, VisitorRecord } from '@icast/contracts';
import { findPage, type PageQueryDto, readAll } from '../../platform/http/pagination';
import type { CreateVisitorDto } from './dto/create-visitor.dto';
import { Visitor } from './visitor.schema';
import { Retention } from '../../platform/privacy/retention';
import { PrivacyNotices } from '../../content';

type StoredVisitor = Visitor & { _id: unknown };

/** Newest first; _id breaks ties between visitors submitted in the same millisecond. */
const NEWEST_FIRST = { submittedAt: -1, _id: -1 } as const;

function toRecord(row: StoredVisitor): VisitorRecord {
  return {
    _id: String(row._id),
    ...(row.name ? { name: row.name } : {}),
    number: row.number,
    submittedAt: row.submittedAt.toISOString(),
  };
}

@Injectable()
export class VisitorService {
  constructor(
    @InjectModel(Visitor.name) private readonly visitors: Model<Visitor>,
    retention: Retention,
    private readonly notices: PrivacyNotices,
  ) {
    retention.register('visitors', async (cutoff) => {
      const { deletedCount } = await this.visitors.deleteMany({ submittedAt: { $lte: cutoff } }).exec();
      return deletedCount;
    });
  }

  async create(input: CreateVisitorDto): Promise<VisitorRecord> {
    const submittedAt = new Date();
    const privacyNotice = await this.notices.seen(input.privacyNoticeVersion, submittedAt);
    const created = await this.visitors.create({
      number: input.number,
      ...(input.name ? { name: input.name } : {}),
      submittedAt,
      ...(privacyNotice ? { privacyNotice } : {}),
    });
    return toRecord(created.toObject());
  }

  /** One page, newest first. */
  list(query: PageQueryDto): Promise<PagedList<VisitorRecord>> {
    return findPage(this.visitors, { filter: {}, sort: NEWEST_FIRST, query }, toRecord);
  }

  /** Every visitor, newest first, read from a cursor (the CSV export). */
  exportAll(): AsyncGenerator<VisitorRecord> {
    return readAll(this.visitors, NEWEST_FIRST, toRecord);
  }

  /** For the dashboard: how many left their number since then. */
  countSince(since: Date): Promise<number> {
    return this.visitors.countDocuments({ submittedAt: { $gte: since } }).exec();
  }
}
