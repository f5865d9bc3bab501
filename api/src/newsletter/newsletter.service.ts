import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { NewsletterSubscriber as SubscriberView, PagedList } from '@icast/contracts';
import { findPage, type PageQueryDto } from '../common/pagination';
import { NewsletterSubscriber } from './newsletter-subscriber.schema';

@Injectable()
export class NewsletterService {
  constructor(@InjectModel(NewsletterSubscriber.name) private readonly subscribers: Model<NewsletterSubscriber>) {}

  /** True when the address is new. A known address (even from a simultaneous request) is not an error. */
  async subscribe(email: string): Promise<boolean> {
    try {
      const result = await this.subscribers
        .updateOne({ email }, { $setOnInsert: { email, createdAt: new Date() } }, { upsert: true, timestamps: false })
        .exec();
      return result.upsertedCount > 0;
    } catch (error) {
      // Two upserts racing on the unique index: the other one stored it.
      if ((error as { code?: number }).code === 11000) return false;
      throw error;
    }
  }

  /** One page, newest first; _id breaks ties within one millisecond. */
  list(query: PageQueryDto): Promise<PagedList<SubscriberView>> {
    return findPage(this.subscribers, { filter: {}, sort: { createdAt: -1, _id: -1 }, query }, (row) => ({
      _id: String(row._id),
      email: row.email,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }
}
