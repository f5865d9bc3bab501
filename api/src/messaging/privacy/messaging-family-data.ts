import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { COLLECTIONS } from '@icast/contracts';
import { lagosDate } from '../../platform/formats';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { FamilyData, type FamilyIdentity } from '../../platform/privacy/family-data';
import { DOCUMENTS_REMINDER_JOB } from '../admissions-messages/family-reminders';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What messaging holds about a family, for their copy and their erasure: the e-mails and SMS sent to them, what they
 * wrote through the contact form (with the office's replies), their newsletter subscription. An erasure also takes
 * the staff notices that named their application (a new application, a booking), the entries of staff's activity
 * list that named it, and the reminders still planned for it, so no message keeps them and none is sent later.
 */
@Injectable()
export class MessagingFamilyData {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly jobs: ScheduledJobs,
    familyData: FamilyData,
  ) {
    familyData.section('messages', (family) => this.messagesSection(family));
    familyData.section('contact', (family) => this.contactSection(family));
    familyData.section('newsletter', (family) => this.newsletterSection(family));
    familyData.eraser('messaging', (family) => this.erase(family));
  }

  private collection(name: string) {
    return this.connection.collection(name);
  }

  private async messagesSection(family: FamilyIdentity) {
    const rows = await this.collection(COLLECTIONS.outboxMessages)
      .find({ to: { $in: [...family.emails, ...family.phones] } }, { projection: { html: 0, attachments: 0 } })
      .sort({ createdAt: 1 })
      .toArray();
    const records = rows.map((row) => ({
      channel: row.channel as string,
      to: row.to as string,
      subject: row.subject as string,
      text: row.text as string,
      state: row.state as string,
      queuedAt: (row.createdAt as Date).toISOString(),
      ...(row.sentAt ? { sentAt: (row.sentAt as Date).toISOString() } : {}),
    }));
    return {
      title: 'Messages we sent you',
      records,
      lines: records.map(
        (record) =>
          `${lagosDate(new Date(record.queuedAt))}, ${record.channel} to ${record.to}: ${record.subject || record.text.slice(0, 80)}`,
      ),
    };
  }

  private async contactSection(family: FamilyIdentity) {
    const rows = await this.collection(COLLECTIONS.contactMessages)
      .find({ email: { $in: family.emails } })
      .sort({ createdAt: 1 })
      .toArray();
    const replies = await this.collection(COLLECTIONS.contactReplies)
      .find({ contactId: { $in: rows.map((row) => row._id) } })
      .sort({ at: 1 })
      .toArray();
    const records = rows.map((row) => ({
      sentAt: (row.createdAt as Date).toISOString(),
      name: row.name as string,
      email: row.email as string,
      tel: row.tel as string,
      subject: row.subject as string,
      message: row.message as string,
      replies: replies
        .filter((reply) => String(reply.contactId) === String(row._id))
        .map((reply) => ({ at: (reply.at as Date).toISOString(), message: reply.message as string })),
    }));
    return {
      title: 'What you wrote to us',
      records,
      lines: records.map(
        (record) =>
          `${lagosDate(new Date(record.sentAt))}: ${record.subject} (${record.replies.length} repl${record.replies.length === 1 ? 'y' : 'ies'})`,
      ),
    };
  }

  private async newsletterSection(family: FamilyIdentity) {
    const rows = await this.collection(COLLECTIONS.newsletterSubscribers)
      .find({ email: { $in: family.emails } }, { projection: { email: 1, state: 1, createdAt: 1 } })
      .toArray();
    const records = rows.map((row) => ({
      email: row.email as string,
      state: row.state as string,
      since: (row.createdAt as Date).toISOString(),
    }));
    return {
      title: 'Newsletter',
      records,
      lines: records.map((record) => `${record.email}: ${record.state} since ${lagosDate(new Date(record.since))}`),
    };
  }

  private async erase(family: FamilyIdentity): Promise<number> {
    const contacts = [...family.emails, ...family.phones];
    const terms = [...family.references, ...family.emails];
    const naming = terms.length > 0 ? new RegExp(terms.map(escape).join('|'), 'i') : undefined;
    const outbox = await this.collection(COLLECTIONS.outboxMessages).deleteMany({
      $or: [
        { to: { $in: contacts } },
        ...(naming ? ['subject', 'text', 'html', 'dedupeKey', 'group'].map((field) => ({ [field]: naming })) : []),
      ],
    });
    const messages = await this.collection(COLLECTIONS.contactMessages)
      .find({ email: { $in: family.emails } }, { projection: { _id: 1 } })
      .toArray();
    const ids = messages.map((row) => row._id);
    const replies = await this.collection(COLLECTIONS.contactReplies).deleteMany({ contactId: { $in: ids } });
    const contact = await this.collection(COLLECTIONS.contactMessages).deleteMany({ _id: { $in: ids } });
    const newsletter = await this.collection(COLLECTIONS.newsletterSubscribers).deleteMany({
      email: { $in: family.emails },
    });
    const activity = naming
      ? await this.collection(COLLECTIONS.staffActivity)
          .find({ $or: [{ text: naming }, { link: naming }] })
          .toArray()
      : [];
    const entryIds = activity.map((row) => String(row._id));
    const activityDeleted = await this.collection(COLLECTIONS.staffActivity).deleteMany({
      _id: { $in: entryIds as never[] },
    });
    if (entryIds.length > 0) {
      // A read's `_id` is `<member id>:<entry id>`.
      const ofTheEntries = new RegExp(`:(${entryIds.map(escape).join('|')})$`);
      await this.collection(COLLECTIONS.staffActivityReads).deleteMany({ _id: ofTheEntries as never });
    }
    const reminders = await this.jobs.forget(
      family.references.map((reference) => `${DOCUMENTS_REMINDER_JOB}:${reference}`),
    );
    return (
      outbox.deletedCount +
      replies.deletedCount +
      contact.deletedCount +
      newsletter.deletedCount +
      activityDeleted.deletedCount +
      reminders
    );
  }
}
