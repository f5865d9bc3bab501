import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  type MessageKind,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  roleReceives,
  STAFF_NOTIFICATIONS,
  type StaffNotificationKind,
  type StaffRole,
  type StaffUser,
} from '@icast/contracts';
import { StaffService } from '../../identity';
import type { MailContent } from '../layout/mail-layout';
import { Mailer } from '../layout/mailer';
import { StaffNotificationSettings } from './staff-notification-settings.schema';

const KINDS = Object.keys(STAFF_NOTIFICATIONS) as StaffNotificationKind[];
/** The activity kinds are not e-mailed one by one: they come in the bell's list and the daily activity digest. */
const MESSAGE_KIND: Record<StaffNotificationKind, MessageKind> = {
  newApplication: 'staffNewApplication',
  newContactMessage: 'staffNewContactMessage',
  formPaid: 'staffFormPaid',
  acceptancePaid: 'staffAcceptancePaid',
  chatDigest: 'staffChatDigest',
  placeAccepted: 'staffActivityDigest',
  offerDeclined: 'staffActivityDigest',
  bookingMade: 'staffActivityDigest',
  documentUploaded: 'staffActivityDigest',
  enquiryReceived: 'staffActivityDigest',
  placeProposed: 'staffActivityDigest',
  familiesMessaged: 'staffActivityDigest',
  activityDigest: 'staffActivityDigest',
};

/** What one notification says; the same to every member who receives it. */
export interface StaffNotice {
  subject: string;
  content: MailContent;
  /** Where a reply from the member's mail program goes (a contact message's sender). */
  replyTo?: string;
  group?: string;
  references?: string[];
}

/**
 * Tells staff what happened, by role and by each member's own choice in Settings. Owns the members' choices;
 * the members themselves are the auth module's.
 */
@Injectable()
export class StaffNotifications {
  constructor(
    @InjectModel(StaffNotificationSettings.name) private readonly settings: Model<StaffNotificationSettings>,
    private readonly staff: StaffService,
    private readonly mailer: Mailer,
  ) {}

  async settingsOf(member: StaffUser): Promise<NotificationSettings> {
    const stored = await this.settings.findById(member.id).lean<StaffNotificationSettings>().exec();
    return {
      choices: KINDS.filter((kind) => roleReceives(member.role, kind)).map((kind) => ({
        kind,
        label: STAFF_NOTIFICATIONS[kind].label,
        description: STAFF_NOTIFICATIONS[kind].description,
        enabled: stored?.choices[kind] !== false,
      })),
    };
  }

  /** Changes only the notifications this member's role receives; the others are refused by the DTO's caller. */
  async update(member: StaffUser, change: NotificationSettingsUpdate): Promise<NotificationSettings> {
    const set = Object.fromEntries(
      Object.entries(change)
        .filter(([kind, enabled]) => enabled !== undefined && roleReceives(member.role, kind as StaffNotificationKind))
        .map(([kind, enabled]) => [`choices.${kind}`, enabled === true]),
    );
    if (Object.keys(set).length > 0) {
      await this.settings.updateOne({ _id: member.id }, { $set: set }, { upsert: true }).exec();
    }
    return this.settingsOf(member);
  }

  /** Enabled members whose role receives `kind` and who have not switched it off. */
  async recipients(
    kind: StaffNotificationKind,
  ): Promise<Array<{ id: string; email: string; name: string; role: StaffRole }>> {
    const members = (await this.staff.list()).filter((member) => !member.disabled && roleReceives(member.role, kind));
    const choices = await this.settings
      .find({ _id: { $in: members.map((member) => member.id) } })
      .lean<StaffNotificationSettings[]>()
      .exec();
    const off = new Set(choices.filter((row) => row.choices[kind] === false).map((row) => row._id));
    return members.filter((member) => !off.has(member.id));
  }

  /** Each member's own choices (none stored: everything on). */
  async choicesOf(memberIds: readonly string[]): Promise<Map<string, Partial<Record<StaffNotificationKind, boolean>>>> {
    const rows = await this.settings
      .find({ _id: { $in: [...memberIds] } })
      .lean<StaffNotificationSettings[]>()
      .exec();
    return new Map(rows.map((row) => [row._id, row.choices]));
  }

  /** Queues one e-mail per recipient; `eventKey` names the event, so telling staff twice sends nothing twice. */
  async notify(kind: StaffNotificationKind, eventKey: string, notice: StaffNotice): Promise<void> {
    const recipients = await this.recipients(kind);
    await Promise.all(
      recipients.map((member) =>
        this.mailer.enqueueEmail({
          kind: MESSAGE_KIND[kind],
          to: member.email,
          dedupeKey: `staff:${kind}:${eventKey}:${member.id}`,
          ...notice,
        }),
      ),
    );
  }
}

/** The footer of a staff notification: why it came, and where to turn it off. */
export const settingsNote = (kind: StaffNotificationKind) =>
  `You get this because "${STAFF_NOTIFICATIONS[kind].label}" is on in Settings > Notifications in the staff dashboard.`;
