import type { StaffRole } from '../identity/types';
import type { PagedList, PageQuery } from '../platform/paging';
import type { NewsletterAudience, NewsletterBlock } from './newsletter';

/**
 * Messages the site sends (e-mail, and SMS when a provider is configured): the outbox staff watch, the
 * notifications staff choose in Settings, the newsletter they write and the replies to contact messages.
 * Every message is written to the API's outbox first and delivered from there (docs/decisions/messaging.md).
 */

export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** What a message is about; the outbox page shows it and staff filter by it. */
export const MESSAGE_KINDS = {
  paymentReceipt: 'Payment receipt',
  acceptanceReceipt: 'Acceptance fee receipt',
  applicationReceived: 'Application received',
  applicationStatus: 'Application status changed',
  applicationsUpdate: 'Applications changed together, with a word from the office',
  familyMessage: 'A message from the office to the families of the applications chosen',
  offerMade: 'A place offered, with the offer letter',
  parentLink: "Parent's sign-in link",
  staffNewApplication: 'Staff: new application',
  staffNewContactMessage: 'Staff: new contact message',
  staffFormPaid: 'Staff: application form paid',
  staffAcceptancePaid: 'Staff: acceptance fee paid',
  staffChatDigest: 'Staff: daily chat digest',
  staffActivityDigest: 'Staff: daily digest of admissions activity',
  documentReview: 'Document needs replacing',
  bookingConfirmation: 'Booking confirmed',
  bookingReminder: 'Booking reminder',
  bookingCancelled: 'Booking cancelled',
  formUnusedReminder: 'Reminder: form paid, no application yet',
  documentsReminder: 'Reminder: documents still needed',
  offerExpiringReminder: 'Reminder: offer expires soon',
  enquiryAcknowledgement: 'Enquiry received (to the family)',
  enquiryInvitation: 'Application form filled in from an enquiry',
  contactAcknowledgement: 'Contact message received (to the sender)',
  contactReply: 'Reply to a contact message',
  newsletterConfirmation: 'Newsletter confirmation',
  newsletterAlreadySubscribed: 'Newsletter: already subscribed',
  newsletter: 'Newsletter',
  newsletterTest: 'Newsletter test',
  schoolClosure: 'School closure alert',
} as const;
export type MessageKind = keyof typeof MESSAGE_KINDS;

/** One row of the staff outbox page (GET outbox). */
export interface OutboxMessageView {
  _id: string;
  kind: MessageKind;
  channel: OutboxChannel;
  to: string;
  /** E-mail subject; for SMS the start of the text. */
  subject: string;
  state: OutboxState;
  tries: number;
  maxTries: number;
  nextAttemptAt: string;
  lastError?: string;
  createdAt: string;
  sentAt?: string;
}

/** GET outbox: `?state=failed&page=2` */
export interface OutboxListQuery extends PageQuery {
  state?: OutboxState;
}

/** One page of the outbox, newest first. */
export interface OutboxPage extends PagedList<OutboxMessageView> {
  /** Every message in the outbox by state (not only this page's). */
  counts: Record<OutboxState, number>;
  /** False while SMTP_URL is unset: e-mail waits in the outbox until it is. */
  mailConfigured: boolean;
  smsConfigured: boolean;
}

/** Notifications a staff member can switch on or off for themselves in Settings; admins may take every one. */
export const STAFF_NOTIFICATIONS = {
  newApplication: {
    label: 'New online application',
    description: 'An e-mail for each application submitted online, with a link to it.',
    roles: ['admissions'],
  },
  newContactMessage: {
    label: 'New contact message',
    description: 'An e-mail for each message sent from the Contacts page; reply to it from Messaging.',
    roles: ['admissions', 'editor'],
  },
  formPaid: {
    label: 'Application form paid',
    description: 'An e-mail for each application-form payment confirmed by Paystack.',
    roles: ['admissions', 'bursar'],
  },
  acceptancePaid: {
    label: 'Acceptance fee paid',
    description:
      'An e-mail for each acceptance fee confirmed by Paystack, saying whose place it accepted or that the office ' +
      'must refund it or reinstate the place.',
    roles: ['admissions', 'bursar'],
  },
  chatDigest: {
    label: 'Daily digest of unanswered chat questions',
    description: 'One e-mail each morning listing what Aunty ICAST could not answer the day before.',
    roles: ['admissions', 'editor'],
  },
  placeAccepted: {
    label: 'Places accepted',
    description: 'In your notifications list (the bell) and your daily digest: each place a family accepted.',
    roles: ['admissions', 'bursar'],
  },
  offerDeclined: {
    label: 'Offers declined',
    description: 'In your notifications list and daily digest: each offer a family declined.',
    roles: ['admissions'],
  },
  bookingMade: {
    label: 'Bookings',
    description: 'In your notifications list and daily digest: each tour, assessment or interview booked or moved.',
    roles: ['admissions'],
  },
  documentUploaded: {
    label: 'Documents uploaded',
    description: 'In your notifications list and daily digest: each document a family sent from its page.',
    roles: ['admissions'],
  },
  enquiryReceived: {
    label: 'New enquiries',
    description: 'In your notifications list and daily digest: each enquiry a family sent before applying.',
    roles: ['admissions'],
  },
  placeProposed: {
    label: 'Places freed',
    description:
      'In your notifications list and daily digest: each freed place, with the waiting child proposed for it.',
    roles: ['admissions'],
  },
  familiesMessaged: {
    label: 'Messages to families',
    description:
      'In your notifications list and daily digest: each message the office sent to the families of many applications.',
    roles: ['admissions'],
  },
  activityDigest: {
    label: 'Daily digest of admissions activity',
    description:
      'One e-mail at 07:00 with what happened the day before, of the kinds you have on above; none on a quiet day.',
    roles: ['admissions', 'bursar'],
  },
} as const satisfies Record<string, { label: string; description: string; roles: readonly StaffRole[] }>;
export type StaffNotificationKind = keyof typeof STAFF_NOTIFICATIONS;

/**
 * What staff see in the bell's list and the daily digest: one entry per event, by kind. A new kind (an enquiry, a
 * place freed) is one entry in STAFF_NOTIFICATIONS, one here and one `StaffActivity.record()` where its event arrives.
 */
export const STAFF_ACTIVITY_KINDS = [
  'placeAccepted',
  'offerDeclined',
  'bookingMade',
  'documentUploaded',
  'enquiryReceived',
  'placeProposed',
  'familiesMessaged',
] as const;
export type StaffActivityKind = (typeof STAFF_ACTIVITY_KINDS)[number] & StaffNotificationKind;

/** One entry of the bell's list. */
export interface StaffActivityItem {
  id: string;
  kind: StaffActivityKind;
  /** What happened, in one line: "Place accepted: Ada Obi (ICAST-2026-...)". */
  text: string;
  /** The dashboard page it is about: `/dashboard/applications/ICAST-...`. */
  link: string;
  at: string;
  read: boolean;
}

/** GET notifications/activity: the newest entries of the member's kinds (the past 30 days) and how many are unread. */
export interface StaffActivityFeed {
  unread: number;
  items: StaffActivityItem[];
}

/** Whether a role may receive a notification at all (admin always may). */
export function roleReceives(role: StaffRole, kind: StaffNotificationKind): boolean {
  return role === 'admin' || (STAFF_NOTIFICATIONS[kind].roles as readonly StaffRole[]).includes(role);
}

/** GET notifications/settings: the signed-in member's own choices, for the notifications their role may receive. */
export interface NotificationSettings {
  choices: Array<{ kind: StaffNotificationKind; label: string; description: string; enabled: boolean }>;
}

/** PUT notifications/settings */
export type NotificationSettingsUpdate = Partial<Record<StaffNotificationKind, boolean>>;

export const NEWSLETTER_LIMITS = { subject: 150, body: 20_000 } as const;

/** POST newsletter/confirm */
export interface NewsletterTokenRequest {
  token: string;
}

/** What staff build: a subject, blocks (checked by `newsletterProblems`) and the lists it goes to (all when absent). */
export interface NewsletterDraft {
  subject: string;
  blocks: NewsletterBlock[];
  audience?: NewsletterAudience;
}

/** POST newsletter/admin/campaigns: `sendAt` (ISO, in the future) holds it until then; absent sends it now. */
export interface NewsletterSendRequest extends NewsletterDraft {
  sendAt?: string;
}

/** POST newsletter/admin/campaigns/:id/approve: the monthly digest, as staff left it, now or at `sendAt`. */
export interface NewsletterApproveRequest {
  sendAt?: string;
}

/** POST newsletter/admin/preview: exactly what a subscriber will get. */
export interface NewsletterPreview {
  subject: string;
  html: string;
  text: string;
  /** The confirmed subscribers of its lists now. */
  recipients: number;
}

/**
 * `awaiting-approval`: the monthly digest, prepared and held until an admin or editor approves it; `scheduled`: held
 * until its send time; `cancelled`: stopped before it went; then `queuing`, `sending` and `done` as it goes out.
 */
export const NEWSLETTER_CAMPAIGN_STATES = [
  'awaiting-approval',
  'scheduled',
  'cancelled',
  'queuing',
  'sending',
  'done',
] as const;
export type NewsletterCampaignState = (typeof NEWSLETTER_CAMPAIGN_STATES)[number];

/** A newsletter to the confirmed subscribers of its lists, with its progress through the outbox. */
export interface NewsletterCampaign {
  _id: string;
  subject: string;
  createdBy: string;
  createdAt: string;
  state: NewsletterCampaignState;
  /** When a scheduled newsletter goes (ISO). */
  sendAt?: string;
  audience: NewsletterAudience;
  /** The monthly digest's month (`2026-11`): the posts published in it. */
  digestMonth?: string;
  /** The blocks, for a newsletter not gone yet (the digest staff read before approving). */
  blocks?: NewsletterBlock[];
  /** Messages queued so far (one per confirmed subscriber of its lists). */
  recipients: number;
  sent: number;
  failed: number;
  /** Not sent because the subscriber unsubscribed first. */
  cancelled: number;
  /** Queued or being sent. */
  pending: number;
}

/** GET newsletter/admin/campaigns: one page, newest first. */
export interface NewsletterCampaignList extends PagedList<NewsletterCampaign> {
  /** How many would get a newsletter sent now to every list. */
  confirmedSubscribers: number;
}

export const NEWSLETTER_SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterSubscriberState = (typeof NEWSLETTER_SUBSCRIBER_STATES)[number];

export const CONTACT_REPLY_MAX = 5000;

/** POST contact/messages/:id/replies */
export interface ContactReplyRequest {
  message: string;
}

/** A reply written in the dashboard, e-mailed to the sender in the same thread as their message. */
export interface ContactReply {
  _id: string;
  message: string;
  by: string;
  at: string;
  delivery: OutboxState;
}

export interface ContactMessage {
  _id: string;
  /** '' for a message sent before the form asked for a name. */
  name: string;
  email: string;
  tel: string;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
  /** Replies written in the dashboard, oldest first. */
  replies: ContactReply[];
}

export interface NewsletterSubscriber {
  _id: string;
  email: string;
  /** `pending` until the address is confirmed from the e-mailed link; only `confirmed` ones get newsletters. */
  state: NewsletterSubscriberState;
  createdAt: string;
  confirmedAt?: string;
}

/** The collections messaging owns (COLLECTIONS composes every context's). */
export const MESSAGING_COLLECTIONS = {
  contactMessages: 'contact_messages',
  newsletterSubscribers: 'newsletter_subscribers',
  outboxMessages: 'outbox_messages',
  newsletterCampaigns: 'newsletter_campaigns',
  contactReplies: 'contact_replies',
  staffNotificationSettings: 'staff_notification_settings',
  staffActivity: 'staff_activity',
  staffActivityReads: 'staff_activity_reads',
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, tel: 20, subject: 150, message: 5000 } as const;

/** POST /api/contact */
export interface ContactRequest {
  /** Who wrote: the office answers them by name. */
  name: string;
  email: string;
  tel: string;
  subject: string;
  message: string;
}

/** POST /api/contact (201) */
export interface ContactResponse {
  message: string;
  data: { _id: string; createdAt: string };
}

/**
 * POST /api/newsletter (202) and the confirm and unsubscribe calls. Subscribing answers the same for every address,
 * new, pending or already confirmed, so the answer never tells whether someone is on the list.
 */
export interface NewsletterResponse {
  message: string;
}
