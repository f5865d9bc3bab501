import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CreateVisitorDto } from './dto/create-visitor.dto';
import { Visitor } from './visitor.schema';

@Injectable()
export class VisitorService {
  constructor(@InjectModel(Visitor.name) private readonly visitors: Model<Visitor>) {}

  async create(input: CreateVisitorDto) {
    const created = await this.visitors.create({
      number: input.number,
      ...(input.name ? { name: input.name } : {}),
      submittedAt: new Date(),
    });
    return created.toObject();
  }

  /** Newest first; _id breaks ties between visitors submitted in the same millisecond. */
  async list() {
    return this.visitors.find().sort({ submittedAt: -1, _id: -1 }).lean().exec();
  }
}
