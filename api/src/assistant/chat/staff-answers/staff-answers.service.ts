import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { StaffAnswer as StaffAnswerView, StaffAnswerInput } from '@icast/contracts';
import { UnansweredQuestionsService } from '../unanswered-questions.service';
import { StaffAnswer } from './staff-answer.schema';

/** Staff answers are few (a school's worth of questions); past this many the oldest are not searched. */
export const STAFF_ANSWERS_LIMIT = 500;
export const STAFF_ANSWER_NOT_FOUND = 'That answer no longer exists';

type StoredAnswer = StaffAnswer & { _id: unknown };

function toView(row: StoredAnswer): StaffAnswerView {
  return {
    _id: String(row._id),
    question: row.question,
    answer: row.answer,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

@Injectable()
export class StaffAnswersService {
  constructor(
    @InjectModel(StaffAnswer.name) private readonly answers: Model<StaffAnswer>,
    private readonly unanswered: UnansweredQuestionsService,
  ) {}

  /** Newest first: the dashboard's list, and what the assistant searches. */
  async list(): Promise<StaffAnswerView[]> {
    const rows = await this.answers.find().sort({ createdAt: -1, _id: -1 }).limit(STAFF_ANSWERS_LIMIT).lean().exec();
    return rows.map((row) => toView(row as StoredAnswer));
  }

  /** Saves the answer; the listed question it answers (if named) leaves the unanswered list. */
  async create(input: StaffAnswerInput): Promise<StaffAnswerView> {
    const created = await this.answers.create({ question: input.question, answer: input.answer });
    if (input.unansweredId) await this.unanswered.remove(input.unansweredId);
    return toView(created.toObject() as StoredAnswer);
  }

  async update(id: string, input: Pick<StaffAnswerInput, 'question' | 'answer'>): Promise<StaffAnswerView> {
    const row = await this.answers
      .findByIdAndUpdate(id, { $set: { question: input.question, answer: input.answer } }, { new: true })
      .lean<StoredAnswer>()
      .exec();
    if (!row) throw new NotFoundException(STAFF_ANSWER_NOT_FOUND);
    return toView(row);
  }

  async find(id: string): Promise<StaffAnswerView> {
    const row = await this.answers.findById(id).lean<StoredAnswer>().exec();
    if (!row) throw new NotFoundException(STAFF_ANSWER_NOT_FOUND);
    return toView(row);
  }

  async remove(id: string): Promise<void> {
    const { deletedCount } = await this.answers.deleteOne({ _id: id }).exec();
    if (deletedCount === 0) throw new NotFoundException(STAFF_ANSWER_NOT_FOUND);
  }
}
