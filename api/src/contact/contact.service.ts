import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ContactMessage as ContactMessageView, PagedList } from '@icast/contracts';
import { findPage, type PageQueryDto } from '../common/pagination';
import { ContactMessage } from './contact-message.schema';
import type { CreateContactDto } from './dto/create-contact.dto';

type StoredMessage = ContactMessage & { _id: unknown };

function toView(row: StoredMessage): ContactMessageView {
  return {
    _id: String(row._id),
    email: row.email,
    tel: row.tel,
    subject: row.subject,
    message: row.message,
    read: row.read === true,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

@Injectable()
export class ContactService {
  constructor(@InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>) {}

  async create(input: CreateContactDto): Promise<ContactMessageView> {
    const created = await this.messages.create({ ...input, read: false });
    return toView(created.toObject() as StoredMessage);
  }

  /** One page, newest first; _id breaks ties within one millisecond. */
  list(query: PageQueryDto): Promise<PagedList<ContactMessageView>> {
    return findPage(this.messages, { filter: {}, sort: { createdAt: -1, _id: -1 }, query }, toView);
  }

  /** For the dashboard's notification count. */
  countUnread(): Promise<number> {
    return this.messages.countDocuments({ read: false }).exec();
  }

  async markRead(id: string): Promise<ContactMessageView> {
    const row = await this.messages
      .findByIdAndUpdate(id, { $set: { read: true } }, { new: true })
      .lean<StoredMessage>()
      .exec();
    if (!row) throw new NotFoundException('Message not found');
    return toView(row);
  }
}
