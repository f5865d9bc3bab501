import type { PrivacyNoticeSeen } from '../content/privacy-notice';
import { ANY_STAFF, type None, route, staff } from '../endpoint';
import type { PagedList } from '../platform/paging';
import type { NewsletterInterests } from './newsletter';
import type { FamilyMessageDraft, FamilyMessagePreview, FamilyMessageSent } from './family-messages';
import type {
  ContactMessage,
  ContactReply,
  ContactReplyRequest,
  ContactRequest,
  ContactResponse,
  NewsletterCampaign,
  NewsletterApproveRequest,
  NewsletterCampaignList,
  NewsletterDraft,
  NewsletterPreview,
  NewsletterResponse,
  NewsletterSendRequest,
  NewsletterSubscriber,
  NewsletterTokenRequest,
  NotificationSettings,
  NotificationSettingsUpdate,
  OutboxMessageView,
  OutboxPage,
  StaffActivityFeed,
} from './types';

/** Contact messages, the newsletter, the outbox and staff notifications. */
export const MESSAGING_ENDPOINTS = {
  contact: {
    send: route<ContactRequest & PrivacyNoticeSeen, ContactResponse>()('POST', 'contact', 'public'),
    /** The office's inbox: admissions and the web editor (and admins) read and answer it. */
    messages: route<None, PagedList<ContactMessage>>()('GET', 'contact/messages', staff('admissions', 'editor')),
    markRead: route<None, ContactMessage>()('PATCH', 'contact/messages/:id/read', staff('admissions', 'editor')),
    /** E-mails the reply to the sender, threaded under their message. */
    reply: route<ContactReplyRequest, ContactReply>()(
      'POST',
      'contact/messages/:id/replies',
      staff('admissions', 'editor'),
    ),
  },
  newsletter: {
    /** 202 with the same answer for every address; a confirmation link goes out by e-mail. */
    /** `phone` (with `smsConsent: true`): closure alerts by SMS too, once the e-mail is confirmed. */
    subscribe: route<
      { email: string; phone?: string; smsConsent?: boolean } & NewsletterInterests & PrivacyNoticeSeen,
      NewsletterResponse
    >()('POST', 'newsletter', 'public'),
    confirm: route<NewsletterTokenRequest, NewsletterResponse>()('POST', 'newsletter/confirm', 'public'),
    /** The List-Unsubscribe one-click target (RFC 8058) and the unsubscribe page's button. */
    unsubscribe: route<None, NewsletterResponse>()('POST', 'newsletter/unsubscribe/:token', 'public'),
    subscribers: route<None, PagedList<NewsletterSubscriber>>()('GET', 'newsletter/subscribers', staff('editor')),
    preview: route<NewsletterDraft, NewsletterPreview>()('POST', 'newsletter/admin/preview', staff('editor')),
    /** Sends the draft to the signed-in member's own address. */
    testSend: route<NewsletterDraft, { message: string }>()('POST', 'newsletter/admin/test', staff('editor')),
    campaigns: route<None, NewsletterCampaignList>()('GET', 'newsletter/admin/campaigns', staff('editor')),
    /** Now, or held until `sendAt`; to the confirmed subscribers of its lists. */
    send: route<NewsletterSendRequest, NewsletterCampaign>()('POST', 'newsletter/admin/campaigns', staff('editor')),
    /** A scheduled newsletter (or a digest waiting) stopped before it goes; 409 once it has started. */
    cancel: route<None, NewsletterCampaign>()('POST', 'newsletter/admin/campaigns/:id/cancel', staff('editor')),
    /** The monthly digest waiting for approval: sent now or at `sendAt`. */
    approve: route<NewsletterApproveRequest, NewsletterCampaign>()(
      'POST',
      'newsletter/admin/campaigns/:id/approve',
      staff('editor'),
    ),
  },
  /** One message to the families of every application the applications list's filters select. */
  familyMessages: {
    /** How many families it reaches, who cannot be reached, and the first family's message as it will read. */
    preview: route<FamilyMessageDraft, FamilyMessagePreview>()(
      'POST',
      'form/admin/family-messages/preview',
      staff('admissions'),
    ),
    /** Queues one message per family and channel; the same message again the same day queues nothing more. */
    send: route<FamilyMessageDraft, FamilyMessageSent>()('POST', 'form/admin/family-messages', staff('admissions')),
  },
  outbox: {
    list: route<None, OutboxPage>()('GET', 'outbox', staff()),
    resend: route<None, OutboxMessageView>()('POST', 'outbox/:id/resend', staff()),
  },
  notifications: {
    settings: route<None, NotificationSettings>()('GET', 'notifications/settings', ANY_STAFF),
    update: route<NotificationSettingsUpdate, NotificationSettings>()('PUT', 'notifications/settings', ANY_STAFF),
    /** The bell: the member's unread count and the newest entries behind it. */
    activity: route<None, StaffActivityFeed>()('GET', 'notifications/activity', ANY_STAFF),
    markRead: route<None, StaffActivityFeed>()('POST', 'notifications/activity/:id/read', ANY_STAFF),
    markAllRead: route<None, StaffActivityFeed>()('POST', 'notifications/activity/read-all', ANY_STAFF),
  },
} as const;
