import { Injectable } from '@nestjs/common';
import { type ApplicationStatusValue, officePhone } from '@icast/contracts';
import type { Applicant } from '../../admissions/applications/applicant';
import { AppConfig } from '../../platform/config/app-config';
import type { MailContent } from '../layout/mail-layout';
import { OutboxService } from '../outbox/outbox.service';
import { ParentLinks } from '../../admissions/family-access/parent-links';
import { SiteContentService } from '../../content/site-content/site-content.service';
import {
  applicationReceivedEmail,
  applicationReceivedSms,
  applicationStatusEmail,
  applicationsUpdateEmail,
  applicationsUpdateSms,
  applicationStatusSms,
  newApplicationNotice,
  parentLinkEmail,
} from './application-texts';
import {
  acceptancePaidNotice,
  acceptanceReceiptEmail,
  acceptanceReceiptFacts,
  acceptanceReceiptSms,
  formPaidNotice,
  type PaidAcceptanceFee,
  type PaidForm,
  receiptEmail,
  receiptFacts,
  receiptSms,
} from '../payment-messages/payment-texts';
import { renderReceiptPdf } from '../../payments/receipts/receipt-pdf';
import { StaffNotifications } from '../staff-notifications/staff-notifications.service';

/**
 * The messages of the admissions journey: the payer's receipt, the family's application messages and the staff
 * notices. Each is queued once per event (the outbox's dedupe key), however often the event is reported.
 */
@Injectable()
export class AdmissionsMessages {
  private readonly siteUrl: string;

  constructor(
    private readonly outbox: OutboxService,
    private readonly staff: StaffNotifications,
    private readonly siteContent: SiteContentService,
    private readonly parentLinks: ParentLinks,
    config: AppConfig,
  ) {
    this.siteUrl = config.publicSiteUrl;
  }

  /** A payment Paystack confirmed: receipt (with the PDF) and SMS to the payer, a notice to staff. */
  async formPaid(payment: PaidForm): Promise<void> {
    const receiptKey = `payment-receipt:${payment.reference}`;
    // Verify and the webhook both report every paid payment; the receipt is queued last, so its presence means done.
    if (await this.outbox.has(receiptKey)) return;
    const group = `payment:${payment.reference}`;
    await this.outbox.enqueueSms({
      kind: 'paymentReceipt',
      to: payment.phone,
      text: receiptSms(payment, this.siteUrl),
      group,
      dedupeKey: `payment-receipt-sms:${payment.reference}`,
    });
    await this.staff.notify('formPaid', payment.reference, { ...formPaidNotice(payment, this.siteUrl), group });
    const settings = await this.siteContent.settings();
    const facts = receiptFacts(payment, settings.academicYear);
    await this.outbox.enqueueEmail({
      kind: 'paymentReceipt',
      to: payment.email,
      ...receiptEmail(facts, this.siteUrl),
      attachments: [
        {
          filename: `ICAST-receipt-${payment.reference}.pdf`,
          contentType: 'application/pdf',
          content: await renderReceiptPdf(facts, settings),
        },
      ],
      group,
      dedupeKey: receiptKey,
    });
  }

  /**
   * An acceptance fee Paystack confirmed, once the offers feature knows what it did: the receipt (with the PDF) and
   * SMS to the payer, and a notice to staff, which says when the office must refund it or reinstate the place.
   */
  async acceptanceFeePaid(fee: PaidAcceptanceFee, parentLink: string): Promise<void> {
    const receiptKey = `acceptance-receipt:${fee.reference}`;
    if (await this.outbox.has(receiptKey)) return;
    const group = `payment:${fee.reference}`;
    if (fee.phone) {
      await this.outbox.enqueueSms({
        kind: 'acceptanceReceipt',
        to: fee.phone,
        text: acceptanceReceiptSms(fee),
        group,
        dedupeKey: `acceptance-receipt-sms:${fee.reference}`,
      });
    }
    await this.staff.notify('acceptancePaid', fee.reference, { ...acceptancePaidNotice(fee, this.siteUrl), group });
    const settings = await this.siteContent.settings();
    const facts = acceptanceReceiptFacts(fee, settings.academicYear);
    await this.outbox.enqueueEmail({
      kind: 'acceptanceReceipt',
      to: fee.email,
      ...acceptanceReceiptEmail(fee, facts, parentLink, officePhone(settings)),
      attachments: [
        {
          filename: `ICAST-receipt-${fee.reference}.pdf`,
          contentType: 'application/pdf',
          content: await renderReceiptPdf(facts, settings),
        },
      ],
      group,
      dedupeKey: receiptKey,
    });
  }

  /** The PDF receipt of an acceptance fee, as the family downloads it from its page. */
  async acceptanceReceiptPdf(fee: PaidAcceptanceFee): Promise<Uint8Array> {
    const settings = await this.siteContent.settings();
    return renderReceiptPdf(acceptanceReceiptFacts(fee, settings.academicYear), settings);
  }

  /** A new online application: staff are told; the family too when the form gave their e-mail or phone. */
  async applicationSubmitted(application: Applicant, parentLinkFor: (email: string) => string): Promise<void> {
    await this.staff.notify('newApplication', application.reference, {
      ...newApplicationNotice(application, this.siteUrl),
      group: `application:${application.reference}`,
    });
    await this.tellFamily(application, 'applicationReceived', `application-received:${application.reference}`, {
      email: (email) => applicationReceivedEmail(application, this.siteUrl, parentLinkFor(email)),
      sms: applicationReceivedSms(application, this.siteUrl),
    });
  }

  /** Staff changed the status: the family hears of it. `change` numbers the change (its place in the history). */
  async applicationStatusChanged(
    application: Applicant,
    status: ApplicationStatusValue,
    change: number,
  ): Promise<void> {
    await this.tellFamily(application, 'applicationStatus', `application-status:${application.reference}:${change}`, {
      email: (email) =>
        applicationStatusEmail(application, status, this.siteUrl, this.parentLinks.linkFor('email', email)),
      sms: applicationStatusSms(application, status, await this.siteContent.settings()),
    });
  }

  /**
   * A fresh sign-in link asked for on the parent's page. At most one per address per ten minutes (the dedupe key),
   * so the form cannot be used to flood someone's inbox. Answers whether a new e-mail was queued (false: one already
   * went to this address in these ten minutes).
   */
  async parentLink(email: string, link: string, now: Date): Promise<boolean> {
    const window = Math.floor(now.getTime() / 600_000);
    const { queued } = await this.outbox.enqueueEmail({
      kind: 'parentLink',
      to: email,
      ...parentLinkEmail(link),
      group: `parent-link:${email}`,
      dedupeKey: `parent-link:${email}:${window}`,
    });
    return queued;
  }

  /**
   * A change made to many applications at once, for one family: one e-mail for all of its children that changed
   * (with `parentLink`, issued for that address) and one SMS to its phone naming how many changed, by the same
   * rules as a single change (a valid e-mail, a phone that normalises, SMS configured). Answers whether anything was
   * queued.
   */
  async applicationsUpdated(
    family: { email?: string; phone?: string; parentLink?: string },
    changes: Array<{ application: Applicant; status: ApplicationStatusValue }>,
    familyMessage: string | undefined,
    batch: string,
  ): Promise<boolean> {
    const settings = await this.siteContent.settings();
    const group = `applications-update:${batch}`;
    let queued = false;
    if (family.email && family.parentLink) {
      await this.outbox.enqueueEmail({
        kind: 'applicationsUpdate',
        to: family.email,
        ...applicationsUpdateEmail(changes, familyMessage, family.parentLink, settings),
        group,
        dedupeKey: `applications-update:${batch}:${family.email}`,
      });
      queued = true;
    }
    if (family.phone) {
      const sms = await this.outbox.enqueueSms({
        kind: 'applicationsUpdate',
        to: family.phone,
        text: applicationsUpdateSms(changes, queued, settings),
        group,
        dedupeKey: `applications-update:${batch}:${family.email ?? family.phone}:sms`,
      });
      queued ||= sms !== undefined;
    }
    return queued;
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
      await this.outbox.enqueueEmail({ kind, to: contact.email, ...message.email(contact.email), group, dedupeKey });
    }
    if (contact.phone) {
      await this.outbox.enqueueSms({
        kind,
        to: contact.phone,
        text: message.sms,
        group,
        dedupeKey: `${dedupeKey}:sms`,
      });
    }
  }
}
