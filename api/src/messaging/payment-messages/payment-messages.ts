import { Injectable, type OnModuleInit } from '@nestjs/common';
import { officePhone } from '@icast/contracts';
import { type AdmissionsEvent, ParentLinks } from '../../admissions';
import { acceptanceFeeOf, PaymentService, type PaymentsEvent, PAYMENTS_EVENTS, Receipts } from '../../payments';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { SiteContentService } from '../../content';
import { Mailer } from '../layout/mailer';
import { StaffNotifications } from '../staff-notifications/staff-notifications.service';
import {
  acceptancePaidNotice,
  acceptanceReceiptEmail,
  acceptanceReceiptSms,
  formPaidNotice,
  receiptEmail,
  receiptSms,
} from './payment-texts';

/** Receipts: the payer's e-mail (the PDF attached) and SMS, and the staff notice, for each fee Paystack confirmed. */
@Injectable()
export class PaymentMessages implements OnModuleInit {
  constructor(
    private readonly payments: PaymentService,
    private readonly receipts: Receipts,
    private readonly parentLinks: ParentLinks,
    private readonly mailer: Mailer,
    private readonly staff: StaffNotifications,
    private readonly siteContent: SiteContentService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(
      PAYMENTS_EVENTS.type('formPaid'),
      'messaging (formPaid)',
      (event: PaymentsEvent<'formPaid'>) => this.formPaid(event),
    );
  }

  /** An application form's fee: receipt (with the PDF) and SMS to the payer, a notice to staff. */
  async formPaid({ payload }: PaymentsEvent<'formPaid'>): Promise<void> {
    const payment = await this.payments.paidForm(payload.reference);
    if (!payment) return;
    const siteUrl = this.mailer.siteUrl;
    const group = `payment:${payment.reference}`;
    await this.mailer.enqueueSms({
      kind: 'paymentReceipt',
      to: payment.phone,
      text: receiptSms(payment, siteUrl),
      group,
      dedupeKey: `payment-receipt-sms:${payment.reference}`,
    });
    await this.staff.notify('formPaid', payment.reference, { ...formPaidNotice(payment, siteUrl), group });
    const receipt = await this.receipts.form(payment);
    await this.mailer.enqueueEmail({
      kind: 'paymentReceipt',
      to: payment.email,
      ...receiptEmail(receipt.facts, siteUrl),
      attachments: [
        { filename: `ICAST-receipt-${payment.reference}.pdf`, contentType: 'application/pdf', content: receipt.pdf },
      ],
      group,
      dedupeKey: `payment-receipt:${payment.reference}`,
    });
  }

  /**
   * An acceptance fee, once admissions knows what it did: the receipt (with the PDF and the link to the family's
   * page) and SMS to the payer, and a notice to staff, which says when the office must refund it or reinstate the place.
   */
  async acceptancePaid({ payload }: AdmissionsEvent<'acceptancePaid'>): Promise<void> {
    const paid = await this.payments.paidAcceptance(payload.paymentReference);
    if (!paid) return;
    const fee = acceptanceFeeOf(paid, payload.childName, payload.notAcceptedBecause);
    const group = `payment:${fee.reference}`;
    if (fee.phone) {
      await this.mailer.enqueueSms({
        kind: 'acceptanceReceipt',
        to: fee.phone,
        text: acceptanceReceiptSms(fee),
        group,
        dedupeKey: `acceptance-receipt-sms:${fee.reference}`,
      });
    }
    await this.staff.notify('acceptancePaid', fee.reference, {
      ...acceptancePaidNotice(fee, this.mailer.siteUrl),
      group,
    });
    const receipt = await this.receipts.acceptanceFee(fee);
    const settings = await this.siteContent.settings();
    await this.mailer.enqueueEmail({
      kind: 'acceptanceReceipt',
      to: fee.email,
      ...acceptanceReceiptEmail(
        fee,
        receipt.facts,
        this.parentLinks.linkFor('email', fee.email),
        officePhone(settings),
      ),
      attachments: [
        { filename: `ICAST-receipt-${fee.reference}.pdf`, contentType: 'application/pdf', content: receipt.pdf },
      ],
      group,
      dedupeKey: `acceptance-receipt:${fee.reference}`,
    });
  }
}
