import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { lagosDate } from '../../platform/formats';
import { FamilyData, type FamilyIdentity } from '../../platform/privacy/family-data';
import { Visitor } from './visitor.schema';

/** The name and number a family left in the chat ("call me back"), for their copy and their erasure. */
@Injectable()
export class VisitorFamilyData {
  constructor(
    @InjectModel(Visitor.name) private readonly visitors: Model<Visitor>,
    familyData: FamilyData,
  ) {
    familyData.section('chat', (family) => this.section(family));
    familyData.eraser('assistant', async (family) => {
      const { deletedCount } = await this.visitors.deleteMany({ number: { $in: family.phones } }).exec();
      return deletedCount;
    });
  }

  private async section(family: FamilyIdentity) {
    const rows = await this.visitors
      .find({ number: { $in: family.phones } })
      .sort({ submittedAt: 1 })
      .lean()
      .exec();
    const records = rows.map((row) => ({
      ...(row.name ? { name: row.name } : {}),
      number: row.number,
      leftAt: row.submittedAt.toISOString(),
    }));
    return {
      title: 'Left in the chat for a call back',
      records,
      lines: records.map((record) => `${lagosDate(new Date(record.leftAt))}: ${record.number}`),
    };
  }
}
