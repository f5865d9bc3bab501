import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type ApplicationStatusValue, choiceLabel, DOCUMENT_KINDS } from '@icast/contracts';
import {
  ADMISSIONS_EVENTS,
  type AdmissionsEvent,
  type AdmissionsEventName,
  type Applicant,
  ApplicationService,
  ParentLinks,
} from '../../admissions';
import { SiteContentService } from '../../content';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { type MailContent } from '../layout/mail-layout';
import { Mailer } from '../layout/mailer';
import { PaymentMessages } from '../payment-messages/payment-messages';
import { StaffNotifications } from '../staff-notifications/staff-notifications.service';
import {
  applicationReceivedEmail,
  applicationReceivedSms,
  applicationStatusEmail,
  applicationStatusSms,
  applicationsUpdateEmail,
  applicationsUpdateSms,
  documentResendEmail,
  newApplicationNotice,
  parentLinkEmail,
} from './application-texts';
import { BookingMessages } from './booking-messages';
import { EnquiryMessages } from './enquiry-messages';
import { OfferMessages } from './offer-messages';

/**
 * Every message of the admissions journey, on admissions' events: the family's messages about its applications,
 * offers, documents and bookings, and the staff notices. Each is queued once per event (the outbox's dedupe keys, from
 * the event), however often the event is delivered.
 */
@Injectable()
export class AdmissionsMessages implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly applications: ApplicationService,
    private readonly parentLinks: ParentLinks,
    private readonly mailer: Mailer,
    private readonly staff: StaffNotifications,
    private readonly siteContent: SiteContentService,
    private readonly offers: OfferMessages,
    private readonly bookings: BookingMessages,
    private readonly enquiries: EnquiryMessages,
    private readonly payments: PaymentMessages,
  ) {}

  onModuleInit(): void {
    const on = <Name extends AdmissionsEventName>(
      name: Name,
      handle: (event: AdmissionsEvent<Name>) => Promise<void>,
    ) => this.events.subscribe(ADMISSIONS_EVENTS.type(name), `messaging (${name})`, handle);
    on('applicationReceived', (event) => this.applicationReceived(event));
    on('applicationStatusChanged', (event) => this.statusChanged(event));
    on('offerMade', (event) => this.offers.offerMade(event));
    on('acceptancePaid', (event) => this.payments.acceptancePaid(event));
    on('documentRequested', (event) => this.documentRequested(event));
    on('bookingMade', (event) => this.bookings.booked(event));
    on('bookingCancelled', (event) => this.bookings.cancelled(event));
    on('familyLinkRequested', (event) => this.familyLink(event));
    on('enquiryReceived', (event) => this.enquiries.received(event));
    on('enquiryInvited', (event) => this.enquiries.invited(event));
  }

  /** A new online application: staff are told; the family too when the form gave their e-mail or phone. */
  private async applicationReceived({ payload }: AdmissionsEvent<'applicationReceived'>): Promise<void> {
    const application = await this.applications.applicant(payload.reference);
    const siteUrl = this.mailer.siteUrl;
    await this.staff.notify('newApplication', application.reference, {
      ...newApplicationNotice(application, siteUrl),
      group: `application:${application.reference}`,
    });
    await this.tellFamily(application, 'applicationReceived', `application-received:${application.reference}`, {
      email: (email) => applicationReceivedEmail(application, siteUrl, this.parentLinks.linkFor('email', email)),
      sms: applicationReceivedSms(application, siteUrl),
    });
  }

  /** The status changed: the family hears of it; of a change made to many at once, once for all its children. */
  private async statusChanged(event: AdmissionsEvent<'applicationStatusChanged'>): Promise<void> {
    const { reference, status, batch, familyMessage } = event.payload;
    const application = await this.applications.applicant(reference);
    if (batch) return this.familyUpdated(application, batch, familyMessage);
    await this.tellFamily(application, 'applicationStatus', `application-status:${reference}:${event.id}`, {
      email: (email) =>
        applicationStatusEmail(application, status, this.mailer.siteUrl, this.parentLinks.linkFor('email', email)),
      sms: applicationStatusSms(application, status, await this.siteContent.settings()),
    });
  }

  /**
   * A change made to many applications at once, for one family: one e-mail for all of its children that changed
   * (with a link issued for that address) and one SMS to the phone of its latest application, by the same rules as a
   * single change. Each of the batch's events of one family comes here; the dedupe keys keep one message.
   */
  private async familyUpdated(application: Applicant, batch: string, familyMessage: string | undefined): Promise<void> {
    const family = application.familyKey;
    if (!family) return;
    const changes: Array<{ application: Applicant; status: ApplicationStatusValue }> = (
      await this.applications.movedInBatch(batch)
    )
      .filter((moved) => moved.applicant.familyKey === family)
      .map((moved) => ({ application: moved.applicant, status: moved.status }));
    const { email } = application.contact;
    const phone = [...changes]
      .sort((a, b) => b.application.submittedAt.getTime() - a.application.submittedAt.getTime())
      .map((change) => change.application.contact.phone)
      .find(Boolean);
    const settings = await this.siteContent.settings();
    const group = `applications-update:${batch}`;
    if (email) {
      await this.mailer.enqueueEmail({
        kind: 'applicationsUpdate',
        to: email,
        ...applicationsUpdateEmail(changes, familyMessage, this.parentLinks.linkFor('email', email), settings),
        group,
        dedupeKey: `applications-update:${batch}:${email}`,
      });
    }
    if (phone) {
      await this.mailer.enqueueSms({
        kind: 'applicationsUpdate',
        to: phone,
        text: applicationsUpdateSms(changes, email !== undefined, settings),
        group,
        dedupeKey: `applications-update:${batch}:${email ?? phone}:sms`,
      });
    }
  }

  /** Staff asked for a new copy of a document: the family hears what and why (one message per file looked at). */
  private async documentRequested({ payload }: AdmissionsEvent<'documentRequested'>): Promise<void> {
    const application = await this.applications.applicant(payload.reference);
    const { email } = application.contact;
    if (!email) return;
    const what = choiceLabel(DOCUMENT_KINDS, payload.kind).toLowerCase();
    await this.mailer.enqueueEmail({
      kind: 'documentReview',
      to: email,
      ...documentResendEmail(
        application,
        what,
        payload.note,
        this.parentLinks.linkFor('email', email),
        await this.siteContent.settings(),
      ),
      group: `application:${payload.reference}`,
      dedupeKey: `document-resend:${payload.reference}:${payload.kind}:${new Date(payload.uploadedAt).getTime()}`,
    });
  }

  /** A fresh sign-in link asked for on the parent's page (one per address per ten minutes: the request's claim). */
  private async familyLink({ payload }: AdmissionsEvent<'familyLinkRequested'>): Promise<void> {
    const { email, window } = payload;
    await this.mailer.enqueueEmail({
      kind: 'parentLink',
      to: email,
      ...parentLinkEmail(this.parentLinks.linkFor('email', email)),
      group: `parent-link:${email}`,
      dedupeKey: `parent-link:${email}:${window}`,
    });
  }

  /**
   * To the e-mail and phone the application gives, whichever it has. The e-mail is written for its address (the
   * family page's link opens that address's applications).
   */
  private async tellFamily(
    application: Applicant,
    kind: 'applicationReceived' | 'applicationStatus',
    dedupeKey: string,
    message: { email: (email: string) => { subject: string; content: MailContent }; sms: string },
  ): Promise<void> {
    const { contact } = application;
    const group = `application:${application.reference}`;
    if (contact.email) {
      await this.mailer.enqueueEmail({ kind, to: contact.email, ...message.email(contact.email), group, dedupeKey });
    }
    if (contact.phone) {
      await this.mailer.enqueueSms({
        kind,
        to: contact.phone,
        text: message.sms,
        group,
        dedupeKey: `${dedupeKey}:sms`,
      });
    }
  }
}
