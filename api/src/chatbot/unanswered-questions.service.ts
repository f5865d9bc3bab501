import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { UnansweredQuestion as UnansweredQuestionView } from '@icast/contracts';
import { UnansweredQuestion } from './unanswered-question.schema';

export function normaliseQuestion(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

const DUPLICATE_KEY = 11000;

@Injectable()
export class UnansweredQuestionsService {
  constructor(@InjectModel(UnansweredQuestion.name) private readonly questions: Model<UnansweredQuestion>) {}

  /** One upsert with $inc; two first askings racing hit the unique index once, and the retry then counts. */
  async record(text: string, now = new Date()): Promise<void> {
    const question = normaliseQuestion(text);
    const upsert = () =>
      this.questions.updateOne(
        { question },
        { $inc: { count: 1 }, $set: { lastAskedAt: now }, $setOnInsert: { firstAskedAt: now } },
        { upsert: true },
      );
    try {
      await upsert();
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      await upsert();
    }
  }

  /** Questions asked (again) since then, most asked first: the morning digest for staff. */
  async askedSince(since: Date, limit = 50): Promise<Array<{ question: string; count: number }>> {
    const rows = await this.questions
      .find({ lastAskedAt: { $gte: since } }, { question: 1, count: 1 })
      .sort({ count: -1, lastAskedAt: -1 })
      .limit(limit)
      .lean()
      .exec();
    return rows.map((row) => ({ question: row.question, count: row.count }));
  }

  /** Most asked first, then most recent. */
  async list(): Promise<UnansweredQuestionView[]> {
    const rows = await this.questions.find().sort({ count: -1, lastAskedAt: -1 }).limit(500).lean().exec();
    return rows.map((row) => ({
      _id: String(row._id),
      question: row.question,
      count: row.count,
      firstAskedAt: row.firstAskedAt.toISOString(),
      lastAskedAt: row.lastAskedAt.toISOString(),
    }));
  }
}
