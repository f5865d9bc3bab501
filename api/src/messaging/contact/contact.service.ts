import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import type {
  ContactMessage as ContactMessageView,
  ContactReply as ContactReplyView,
  PagedList,
  StaffUser,
} from '@icast/contracts';
import { findPage, type PageQueryDto } from '../../platform/http/pagination';
import { AppConfig } from '../../platform/config/app-config';
import { StaffNotifications } from '../staff-notifications/staff-notifications.service';
import { queueAfterEvent } from '../outbox/after-event';
import { OutboxService } from '../outbox/outbox.service';
import { Mailer } from '../layout/mailer';
import { PrivacyNotices, SiteContentService } from '../../content';
import { Clock } from '../../platform/jobs/clock';
import { Retention } from '../../platform/privacy/retention';
import { ContactMessage } from './contact-message.schema';
import { contactAcknowledgementEmail, contactReplyEmail, newContactNotice } from './contact-messages';
import { ContactReply } from './contact-reply.schema';
import type { CreateContactDto } from './dto/create-contact.dto';

type StoredMessage = ContactMessage & { _id: Types.ObjectId };
type StoredReply = ContactReply & { _id: Types.ObjectId };

const replyKey = (reply: { _id: unknown }) => `contact-reply:${String(reply._id)}`;
const HOUR_MS = 60 * 60 * 1000;
/**
 * At most one acknowledgement an hour per address: each message gets one, and a burst of messages naming someone
 * else's address (the form is public) gets them one e-mail, not one per message.
 */
const acknowledgementKey = (email: string, at: Date) =>
  `contact-ack:${email.toLowerCase()}:${Math.floor(at.getTime() / HOUR_MS)}`;

function toView(row: StoredMessage, replies: ContactReplyView[] = []): ContactMessageView {
  return {
    _id: String(row._id),
    name: row.name ?? '',
    email: row.email,
    tel: row.tel,
    subject: row.subject,
    message: row.message,
    read: row.read === true,
    createdAt: new Date(row.createdAt).toISOString(),
    replies,
  };
}

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    @InjectModel(ContactReply.name) private readonly replies: Model<ContactReply>,
    private readonly outbox: OutboxService,
    private readonly mailer: Mailer,
    private readonly staff: StaffNotifications,
    private readonly config: AppConfig,
    private readonly siteContent: SiteContentService,
    private readonly clock: Clock,
    retention: Retention,
    private readonly notices: PrivacyNotices,
  ) {
    retention.register('contactMessages', (cutoff) => this.deleteOlderThan(cutoff));
  }

  /** Messages received `cutoff` or longer ago, with the office's replies to them. */
  async deleteOlderThan(cutoff: Date): Promise<number> {
    const due = await this.messages
      .find({ createdAt: { $lte: cutoff } })
      .select('_id')
      .lean()
      .exec();
    if (due.length === 0) return 0;
    const ids = due.map((row) => row._id);
    await this.replies.deleteMany({ contactId: { $in: ids } }).exec();
    const { deletedCount } = await this.messages.deleteMany({ _id: { $in: ids } }).exec();
    return deletedCount;
  }

  /**
   * Stored first; then the sender is told it arrived (the e-mail carries the thread's Message-ID, so the office's
   * replies arrive under it) and the staff who chose it are told, with Reply-To the sender.
   */
  async create(input: CreateContactDto): Promise<ContactMessageView> {
    const { privacyNoticeVersion, ...message } = input;
    const privacyNotice = await this.notices.seen(privacyNoticeVersion, this.clock.now());
    const created = (
      await this.messages.create({ ...message, privacyNotice, read: false })
    ).toObject() as StoredMessage;
    const id = String(created._id);
    await queueAfterEvent(this.logger, `acknowledgement of contact message ${id}`, async () => {
      await this.mailer.enqueueEmail({
        kind: 'contactAcknowledgement',
        to: created.email,
        ...contactAcknowledgementEmail(created, await this.siteContent.settings()),
        messageId: this.threadOf(created),
        group: `contact:${id}`,
        dedupeKey: acknowledgementKey(created.email, this.clock.now()),
      });
    });
    await queueAfterEvent(this.logger, `contact message ${id}`, () =>
      this.staff.notify('newContactMessage', id, {
        ...newContactNotice(created, this.config.publicSiteUrl),
        replyTo: created.email,
        references: [this.threadOf(created)],
        group: `contact:${id}`,
      }),
    );
    return toView(created);
  }

  /** One page, newest first (_id breaks ties within one millisecond), each with its replies, oldest first. */
  async list(query: PageQueryDto): Promise<PagedList<ContactMessageView>> {
    const sort = { createdAt: -1, _id: -1 } as const;
    const page = await findPage(this.messages, { filter: {}, sort, query }, (row) => row as StoredMessage);
    const replies = await this.repliesTo(page.data.map((row) => row._id));
    return { ...page, data: page.data.map((row) => toView(row, replies.get(String(row._id)))) };
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
    return toView(row, (await this.repliesTo([row._id])).get(id));
  }

  /**
   * E-mails a reply to the sender, threaded under their message (In-Reply-To, and References naming the earlier
   * replies), and keeps it with the message. The message counts as read.
   */
  async reply(id: string, message: string, member: StaffUser): Promise<ContactReplyView> {
    const original = await this.messages.findById(id).lean<StoredMessage>().exec();
    if (!original) throw new NotFoundException('Message not found');
    const earlier = await this.replies.find({ contactId: original._id }).sort({ at: 1 }).lean<StoredReply[]>().exec();
    const reply = (
      await this.replies.create({
        contactId: original._id,
        message,
        by: member.email,
        byName: member.name,
        at: new Date(),
        messageId: this.outbox.newMessageId('reply'),
      })
    ).toObject() as StoredReply;
    const thread = this.threadOf(original);
    const queued = await this.mailer.enqueueEmail({
      kind: 'contactReply',
      to: original.email,
      ...contactReplyEmail(original, reply),
      messageId: reply.messageId,
      inReplyTo: thread,
      references: [thread, ...earlier.map((row) => row.messageId)],
      group: `contact:${id}`,
      dedupeKey: replyKey(reply),
    });
    await this.messages.updateOne({ _id: original._id }, { $set: { read: true } }).exec();
    return this.replyView(reply, queued.queued ? 'queued' : undefined);
  }

  private threadOf(message: StoredMessage): string {
    return this.outbox.threadId('contact', String(message._id));
  }

  private async repliesTo(ids: Types.ObjectId[]): Promise<Map<string, ContactReplyView[]>> {
    const rows = await this.replies
      .find({ contactId: { $in: ids } })
      .sort({ at: 1 })
      .lean<StoredReply[]>()
      .exec();
    const states = await this.outbox.statesOf(rows.map(replyKey));
    const byMessage = new Map<string, ContactReplyView[]>();
    for (const row of rows) {
      const list = byMessage.get(String(row.contactId)) ?? [];
      list.push(this.replyView(row, states.get(replyKey(row))));
      byMessage.set(String(row.contactId), list);
    }
    return byMessage;
  }

  private replyView(row: StoredReply, delivery: ContactReplyView['delivery'] | undefined): ContactReplyView {
    return {
      _id: String(row._id),
      message: row.message,
      by: row.byName,
      at: row.at.toISOString(),
      delivery: delivery ?? 'queued',
    };
  }
}
