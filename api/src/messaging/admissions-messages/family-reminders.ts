import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ADMISSIONS_EVENTS,
  type AdmissionsEvent,
  ApplicationService,
  DocumentsService,
  OffersService,
  ParentLinks,
} from '../../admissions';
import { SiteContentService } from '../../content';
import { PaymentService, type PaymentsEvent, PAYMENTS_EVENTS } from '../../payments';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { smsAllowedFrom } from '../channels/quiet-hours';
import { Mailer } from '../layout/mailer';
import { messageFacts } from './offer-messages';
import {
  documentsMissingEmail,
  documentsMissingSms,
  formUnusedEmail,
  formUnusedSms,
  offerExpiringEmail,
  offerExpiringSms,
} from './reminder-texts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const FORM_UNUSED_REMINDER_JOB = 'form-unused-reminder';
export const DOCUMENTS_REMINDER_JOB = 'documents-reminder';
export const OFFER_EXPIRING_REMINDER_JOB = 'offer-expiring-reminder';
/** A paid form with no application this long after payment gets its reminder. */
export const FORM_UNUSED_AFTER_MS = 3 * DAY_MS;
/** An application still missing required documents this long after it was sent gets its reminder. */
export const DOCUMENTS_MISSING_AFTER_MS = 5 * DAY_MS;
/** An open offer is recalled this long before its deadline. */
export const OFFER_EXPIRING_BEFORE_MS = 2 * DAY_MS;

/**
 * The reminders a family gets when something it started is not finished: a paid form with no application after 3
 * days, required documents still missing 5 days after applying, an offer ending within 48 hours (the booking
 * reminder the day before is BookingMessages'). Each is one scheduled job per form, application or offer, planned
 * from the event that starts it (the job's key keeps one however often the event comes), which asks admissions or
 * payments when it runs whether it is still due. Each message has its own dedupe key in the outbox, so two
 * processes, or a job run twice, queue it once. E-mail goes at once; the SMS waits out the night (quiet-hours.ts).
 */
@Injectable()
export class FamilyReminders implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly jobs: ScheduledJobs,
    private readonly applications: ApplicationService,
    private readonly documents: DocumentsService,
    private readonly offers: OffersService,
    private readonly payments: PaymentService,
    private readonly parentLinks: ParentLinks,
    private readonly mailer: Mailer,
    private readonly siteContent: SiteContentService,
  ) {}

  onModuleInit(): void {
    this.jobs.define(FORM_UNUSED_REMINDER_JOB, (payload, now) =>
      this.formUnused(String(payload.paymentReference), now),
    );
    this.jobs.define(DOCUMENTS_REMINDER_JOB, (payload, now) => this.documentsMissing(String(payload.reference), now));
    this.jobs.define(OFFER_EXPIRING_REMINDER_JOB, (payload, now) => this.offerExpiring(String(payload.offerId), now));
    this.events.subscribe(
      PAYMENTS_EVENTS.type('formPaid'),
      'messaging reminders (formPaid)',
      (event: PaymentsEvent<'formPaid'>) => this.planFormReminder(event),
    );
    this.events.subscribe(
      ADMISSIONS_EVENTS.type('applicationReceived'),
      'messaging reminders (applicationReceived)',
      (event: AdmissionsEvent<'applicationReceived'>) => this.planDocumentsReminder(event),
    );
    this.events.subscribe(
      ADMISSIONS_EVENTS.type('offerMade'),
      'messaging reminders (offerMade)',
      (event: AdmissionsEvent<'offerMade'>) => this.planOfferReminder(event),
    );
  }

  private async planFormReminder({ payload, occurredAt }: PaymentsEvent<'formPaid'>): Promise<void> {
    const runAt = new Date(new Date(occurredAt).getTime() + FORM_UNUSED_AFTER_MS);
    await this.jobs.schedule(`${FORM_UNUSED_REMINDER_JOB}:${payload.reference}`, FORM_UNUSED_REMINDER_JOB, runAt, {
      paymentReference: payload.reference,
    });
  }

  private async planDocumentsReminder({ payload, occurredAt }: AdmissionsEvent<'applicationReceived'>): Promise<void> {
    const runAt = new Date(new Date(occurredAt).getTime() + DOCUMENTS_MISSING_AFTER_MS);
    await this.jobs.schedule(`${DOCUMENTS_REMINDER_JOB}:${payload.reference}`, DOCUMENTS_REMINDER_JOB, runAt, {
      reference: payload.reference,
    });
  }

  /** An offer made with less than 48 hours to run needs no reminder: its letter has just said when it ends. */
  private async planOfferReminder({ payload, occurredAt }: AdmissionsEvent<'offerMade'>): Promise<void> {
    const offer = await this.offers.madeOffer(payload.offerId);
    if (!offer) return;
    const runAt = new Date(offer.deadline.getTime() - OFFER_EXPIRING_BEFORE_MS);
    if (runAt <= new Date(occurredAt)) return;
    await this.jobs.schedule(`${OFFER_EXPIRING_REMINDER_JOB}:${payload.offerId}`, OFFER_EXPIRING_REMINDER_JOB, runAt, {
      offerId: payload.offerId,
    });
  }

  private async formUnused(paymentReference: string, now: Date): Promise<undefined> {
    const payment = await this.payments.paidForm(paymentReference);
    if (!payment || payment.expiresAt <= now || (await this.applications.formUsed(paymentReference))) return;
    const siteUrl = this.mailer.siteUrl;
    const group = `payment:${paymentReference}`;
    const key = `form-unused-reminder:${paymentReference}`;
    await this.mailer.enqueueEmail({
      kind: 'formUnusedReminder',
      to: payment.email,
      ...formUnusedEmail(payment, siteUrl, await this.siteContent.settings()),
      group,
      dedupeKey: key,
    });
    await this.mailer.enqueueSms({
      kind: 'formUnusedReminder',
      to: payment.phone,
      text: formUnusedSms(payment, siteUrl),
      group,
      dedupeKey: `${key}:sms`,
      notBefore: smsAllowedFrom(now),
    });
  }

  private async documentsMissing(reference: string, now: Date): Promise<undefined> {
    const missing = await this.documents.stillNeeded(reference);
    if (!missing || missing.length === 0) return;
    const application = await this.applications.applicant(reference);
    const { email, phone } = application.contact;
    const group = `application:${reference}`;
    const key = `documents-reminder:${reference}`;
    if (email) {
      await this.mailer.enqueueEmail({
        kind: 'documentsReminder',
        to: email,
        ...documentsMissingEmail(
          application,
          missing,
          this.parentLinks.linkFor('email', email),
          await this.siteContent.settings(),
        ),
        group,
        dedupeKey: key,
      });
    }
    if (phone) {
      await this.mailer.enqueueSms({
        kind: 'documentsReminder',
        to: phone,
        text: documentsMissingSms(application, missing),
        group,
        dedupeKey: `${key}:sms`,
        notBefore: smsAllowedFrom(now),
      });
    }
  }

  /** Only an offer still open and before its deadline: one accepted, declined, replaced or expired is left alone. */
  private async offerExpiring(offerId: string, now: Date): Promise<undefined> {
    const offer = await this.offers.madeOffer(offerId);
    if (!offer || offer.state !== 'open' || offer.deadline <= now) return;
    const application = await this.applications.applicant(offer.applicationReference);
    const { email, phone } = application.contact;
    const facts = messageFacts(application, offer);
    const contacts = await this.siteContent.settings();
    const group = `application:${application.reference}`;
    const key = `offer-expiring-reminder:${offerId}`;
    if (email) {
      await this.mailer.enqueueEmail({
        kind: 'offerExpiringReminder',
        to: email,
        ...offerExpiringEmail(facts, this.parentLinks.linkFor('email', email), contacts),
        group,
        dedupeKey: key,
      });
    }
    if (phone) {
      await this.mailer.enqueueSms({
        kind: 'offerExpiringReminder',
        to: phone,
        text: offerExpiringSms(facts, contacts),
        group,
        dedupeKey: `${key}:sms`,
        notBefore: smsAllowedFrom(now),
      });
    }
  }
}
