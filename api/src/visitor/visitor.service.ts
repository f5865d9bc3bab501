import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { VisitorRecord } from '@icast/contracts';
import type { CreateVisitorDto } from './dto/create-visitor.dto';
import { Visitor } from './visitor.schema';

type StoredVisitor = Visitor & { _id: unknown };

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
  constructor(@InjectModel(Visitor.name) private readonly visitors: Model<Visitor>) {}

  async create(input: CreateVisitorDto): Promise<VisitorRecord> {
    const created = await this.visitors.create({
      number: input.number,
      ...(input.name ? { name: input.name } : {}),
      submittedAt: new Date(),
    });
    return toRecord(created.toObject());
  }

  /** Newest first; _id breaks ties between visitors submitted in the same millisecond. */
  async list(): Promise<VisitorRecord[]> {
    const rows = await this.visitors.find().sort({ submittedAt: -1, _id: -1 }).lean().exec();
    return rows.map(toRecord);
  }

  /** For the dashboard: how many left their number since then. */
  countSince(since: Date): Promise<number> {
    return this.visitors.countDocuments({ submittedAt: { $gte: since } }).exec();
  }
}
