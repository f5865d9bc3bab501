import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { UnansweredQuestion as UnansweredQuestionView } from '@icast/contracts';
import { UnansweredQuestion } from './unanswered-question.schema';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { Retention } from '../../platform/privacy/retention';

export function normaliseQuestion(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Why a question is listed: the fallback was given, the answer was not confident, the visitor said not helpful. */
export type ListingReason = 'noAnswer' | 'lowConfidence' | 'notHelpful';

@Injectable()
export class UnansweredQuestionsService {
  constructor(
    @InjectModel(UnansweredQuestion.name) private readonly questions: Model<UnansweredQuestion>,
    retention: Retention,
  ) {
    // What visitors typed may name a child or a family: a question not asked again within the period goes.
    retention.register('chatQuestions', async (cutoff) => {
      const { deletedCount } = await this.questions.deleteMany({ lastAskedAt: { $lte: cutoff } }).exec();
      return deletedCount;
    });
  }

  /** One upsert with $inc; two first askings racing hit the unique index once, and the retry then counts. */
  async record(text: string, reason: ListingReason = 'noAnswer', now = new Date()): Promise<void> {
    const question = normaliseQuestion(text);
    const increments = reason === 'noAnswer' ? { count: 1 } : { count: 1, [reason]: 1 };
    const upsert = () =>
      this.questions.updateOne(
        { question },
        { $inc: increments, $set: { lastAskedAt: now }, $setOnInsert: { firstAskedAt: now } },
        { upsert: true },
      );
    try {
      await upsert();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
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
    return rows.map((row) => {
      const lowConfidence = row.lowConfidence ?? 0;
      const notHelpful = row.notHelpful ?? 0;
      return {
        _id: String(row._id),
        question: row.question,
        count: row.count,
        reasons: { noAnswer: Math.max(0, row.count - lowConfidence - notHelpful), lowConfidence, notHelpful },
        firstAskedAt: row.firstAskedAt.toISOString(),
        lastAskedAt: row.lastAskedAt.toISOString(),
      };
    });
  }

  /** Staff dismissed it, or answered it; false when it had already gone (another member got there first). */
  async remove(id: string): Promise<boolean> {
    const { deletedCount } = await this.questions.deleteOne({ _id: id }).exec();
    return deletedCount > 0;
  }
}
