import { ForbiddenException, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import { randomBytes } from 'node:crypto';
import {
  type InitializePaymentRequest,
  type InitializePaymentResponse,
  type PagedList,
  type PaymentConfig,
  paymentPaidFor,
  type PaymentRecord,
  type PaymentStatus,
  type VerifyPaymentResponse,
} from '@icast/contracts';
import { SITE } from '@icast/content';
import { isDuplicateKey } from '../platform/database/duplicate-key';
import { lagosDaysBetween } from '../platform/http/lagos-time';
import { containsText, findPage, readAll } from '../platform/http/pagination';
import { AppConfig } from '../platform/config/app-config';
import { pendingEventsOf } from '../platform/domain-events/domain-event';
import { DomainEvents } from '../platform/domain-events/domain-events.service';
import { PAYMENT_GRANTS_SOURCE, PAYMENTS_EVENTS } from './payments-events';
import type { PaidForm } from './receipts/receipt-pdf';
import { SiteContentService } from '../content';
import type { PaymentListQueryDto } from './dto/payment-list.query';
import { Payment, PaymentGrant } from './payment.schema';
import { PaystackClient, type PaystackTransaction, PaystackUnavailableException } from './paystack.client';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Paystack lets a customer finish an abandoned or failed checkout later, so those can still become paid. */
const GRANTABLE: PaymentStatus[] = ['pending', 'abandoned', 'failed'];

type StoredPayment = Payment & { _id: unknown };

/** An acceptance fee Paystack confirmed, as the feature that offered the place needs it (and its receipt). */
export interface PaidAcceptance {
  paymentReference: string;
  applicationReference: string;
  offerId: string;
  amountKobo: number;
  /** The payment's own time: the one its grant stamped, the same the payments list shows. */
  paidAt: Date;
  payer: InitializePaymentRequest;
  childName?: string;
  testMode: boolean;
}

/** Starting an acceptance fee: who pays, how much, for which offer and child, and the page Paystack returns to. */
export interface AcceptanceCheckoutInput {
  payer: InitializePaymentRequest;
  amountKobo: number;
  applicationReference: string;
  offerId: string;
  childName: string;
  returnPath: string;
}

/** Payments that are not an application form's fee never open forms or link an application. */
const FORM_PAYMENTS = { purpose: { $ne: 'acceptance' } } as const;
type KoboTotal = { kobo: number };

/** Newest first; _id keeps payments started in the same millisecond in one order across pages. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
const SEARCHED_FIELDS = ['reference', 'first_name', 'last_name', 'email', 'phone'];

function paymentFilter(query: PaymentListQueryDto): FilterQuery<Payment> {
  const started = lagosDaysBetween(query.from, query.to);
  return {
    ...containsText<Payment>(query.q, SEARCHED_FIELDS),
    ...(query.status ? { status: query.status } : {}),
    ...(started ? { createdAt: started } : {}),
  };
}

function toRecord(row: StoredPayment): PaymentRecord {
  return {
    _id: String(row._id),
    reference: row.reference,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    amountKobo: row.amountKobo,
    currency: row.currency,
    status: row.status,
    purpose: row.purpose ?? 'form',
    ...(row.applicationReference ? { applicationReference: row.applicationReference } : {}),
    ...(row.childName ? { childName: row.childName } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.paidAt ? { paidAt: row.paidAt.toISOString() } : {}),
    ...(row.expiresAt ? { expiresAt: row.expiresAt.toISOString() } : {}),
  };
}

@Injectable()
export class PaymentService implements OnModuleInit {
  private readonly logger = new Logger(PaymentService.name);
  private readonly acceptanceListeners: Array<(paid: PaidAcceptance) => Promise<void>> = [];

  constructor(
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    @InjectModel(PaymentGrant.name) private readonly grants: Model<PaymentGrant>,
    private readonly config: AppConfig,
    private readonly paystack: PaystackClient,
    private readonly siteContent: SiteContentService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.registerSource(PAYMENT_GRANTS_SOURCE, this.grants as never);
  }

  /** The configured fee and validity, and the academic year staff set in the school details. */
  async paymentConfig(): Promise<PaymentConfig> {
    const { applicationFeeNaira, formValidityDays } = this.config.admissions;
    const { academicYear } = await this.siteContent.settings();
    return {
      feeNaira: applicationFeeNaira,
      feeKobo: this.feeKobo(),
      currency: 'NGN',
      validityDays: formValidityDays,
      academicYear,
      testMode: this.paystack.testMode,
    };
  }

  /** The application form's fee. */
  initialize(payer: InitializePaymentRequest): Promise<InitializePaymentResponse> {
    return this.start(payer, this.feeKobo(), { purpose: 'form' }, '/payment_success');
  }

  /** An offer's acceptance fee, through the same checkout, checks and grant as the form's. */
  initializeAcceptance(input: AcceptanceCheckoutInput): Promise<InitializePaymentResponse> {
    const { payer, amountKobo, applicationReference, offerId, childName, returnPath } = input;
    return this.start(
      payer,
      amountKobo,
      { purpose: 'acceptance', applicationReference, offerId, ...(childName ? { childName } : {}) },
      returnPath,
    );
  }

  /** Whether an acceptance fee for this offer is already paid (a second checkout for it is refused). */
  async hasPaidAcceptance(offerId: string): Promise<boolean> {
    const paid = await this.payments.exists({ purpose: 'acceptance', offerId: String(offerId), status: 'paid' }).exec();
    return paid !== null;
  }

  /** A paid acceptance fee by its reference, for its receipt; null when there is none. */
  async paidAcceptance(reference: string): Promise<PaidAcceptance | null> {
    const payment = await this.payments
      .findOne({ reference: String(reference), purpose: 'acceptance', status: 'paid' })
      .lean()
      .exec();
    return payment ? this.paidAcceptanceOf(payment) : null;
  }

  /**
   * The offers feature hears of each paid acceptance fee here (it depends on payments, not the reverse). Called on
   * every report of a paid acceptance (verify and webhook alike, replays too): the listener grants it once.
   */
  onAcceptancePaid(listener: (paid: PaidAcceptance) => Promise<void>): void {
    this.acceptanceListeners.push(listener);
  }

  /** What the application form costs: the one configured fee (never waits on the settings read). */
  private feeKobo(): number {
    return this.config.admissions.applicationFeeNaira * 100;
  }

  /** Pending record first (so nothing paid can go unrecorded), then Paystack's checkout address. */
  private async start(
    payer: InitializePaymentRequest,
    amountKobo: number,
    purpose: Pick<Payment, 'purpose' | 'applicationReference' | 'offerId' | 'childName'>,
    returnPath: string,
  ): Promise<InitializePaymentResponse> {
    const reference = `ICAST-PAY-${Date.now().toString(36).toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;
    await this.payments.create({
      ...payer,
      ...purpose,
      reference,
      amountKobo,
      currency: 'NGN',
      status: 'pending',
      createdAt: new Date(),
    });
    const checkout = await this.paystack.initialize({
      email: payer.email,
      amount: amountKobo,
      currency: 'NGN',
      reference,
      callback_url: `${this.config.publicSiteUrl}${returnPath}`,
      channels: ['card', 'bank', 'ussd', 'bank_transfer'],
      metadata: {
        first_name: payer.first_name,
        last_name: payer.last_name,
        phone: payer.phone,
        purpose: purpose.purpose,
        // What the checkout page says the money is for (the sandbox shows it as its title).
        for: `${SITE.fullName}: ${paymentPaidFor(purpose)}`,
      },
    });
    return { reference, authorization_url: checkout.authorization_url, testMode: this.paystack.testMode };
  }

  /**
   * The browser's callback: asks Paystack itself, never trusts the redirect. When Paystack does not answer (slow,
   * down), the payment may well be made and its webhook may yet come: the answer says it is still being confirmed,
   * and the page asks again, instead of a failure that would send the parent to pay twice.
   */
  async verify(reference: string): Promise<VerifyPaymentResponse> {
    const payment = await this.find(reference);
    let unanswered = false;
    if (payment.status !== 'paid') {
      try {
        await this.applyProviderResult(payment, await this.paystack.verify(reference), 'verify');
      } catch (error) {
        if (!(error instanceof PaystackUnavailableException)) throw error;
        unanswered = true;
      }
    }
    const current = await this.find(reference);
    if (unanswered && current.status !== 'paid') {
      return { success: false, confirming: true, data: this.receiptOf(current) };
    }
    await this.afterPaid(current);
    return { success: current.status === 'paid', data: this.receiptOf(current) };
  }

  /** A signed charge.success event; answers quickly and is safe to replay. */
  async handleChargeSuccess(transaction: PaystackTransaction): Promise<void> {
    const payment = await this.payments
      .findOne({ reference: String(transaction.reference) })
      .lean()
      .exec();
    if (!payment) {
      this.logger.warn(`Webhook for unknown reference ${String(transaction.reference)}`);
      return;
    }
    await this.applyProviderResult(payment, transaction, 'webhook');
    await this.afterPaid(await this.find(payment.reference));
  }

  /**
   * What a paid payment sets off: the form's receipt (the grant's event, delivered here if still pending: every
   * report of the payment is a chance), or the acceptance of the place offered.
   */
  private async afterPaid(payment: StoredPayment): Promise<void> {
    if (payment.status !== 'paid' || !payment.paidAt) return;
    if (payment.purpose !== 'acceptance') {
      await this.events.deliverFrom(PAYMENT_GRANTS_SOURCE, { _id: payment.reference });
      return;
    }
    const paid = this.paidAcceptanceOf(payment);
    if (!paid) return;
    for (const listener of this.acceptanceListeners) await listener(paid);
  }

  private paidAcceptanceOf(payment: StoredPayment): PaidAcceptance | null {
    if (!payment.applicationReference || !payment.offerId || !payment.paidAt) return null;
    return {
      paymentReference: payment.reference,
      applicationReference: payment.applicationReference,
      offerId: payment.offerId,
      amountKobo: payment.amountKobo,
      paidAt: payment.paidAt,
      payer: {
        first_name: payment.first_name,
        last_name: payment.last_name,
        email: payment.email,
        phone: payment.phone,
      },
      ...(payment.childName ? { childName: payment.childName } : {}),
      testMode: this.paystack.testMode,
    };
  }

  /** A paid form's payment as its receipt and messages describe it; null when it is not a paid form. */
  async paidForm(reference: string): Promise<PaidForm | null> {
    const payment = await this.payments
      .findOne({ reference: String(reference), ...FORM_PAYMENTS })
      .lean()
      .exec();
    if (!payment || payment.status !== 'paid' || !payment.paidAt || !payment.expiresAt) return null;
    return {
      reference: payment.reference,
      firstName: payment.first_name,
      lastName: payment.last_name,
      email: payment.email,
      phone: payment.phone,
      amountKobo: payment.amountKobo,
      paidAt: payment.paidAt,
      expiresAt: payment.expiresAt,
      testMode: this.paystack.testMode,
    };
  }

  /**
   * Grants the payment only for success with the expected amount and currency: the first report claims the grant
   * (a unique insert that also fixes its time), and every report writes that grant's values.
   */
  private async applyProviderResult(
    payment: StoredPayment,
    transaction: PaystackTransaction,
    source: 'verify' | 'webhook',
  ): Promise<void> {
    const matches = transaction.amount === payment.amountKobo && transaction.currency === payment.currency;
    if (transaction.status === 'success' && matches) {
      await this.writeGrant(payment.reference, await this.claimGrant(payment, transaction, source));
      return;
    }
    // Granted meanwhile by another report: a stale word from Paystack must not be written over it.
    if (await this.grants.exists({ _id: payment.reference }).exec()) return;
    if (transaction.status === 'success') {
      this.logger.error(
        `Payment ${payment.reference}: Paystack reports ${transaction.amount} ${transaction.currency}, expected ` +
          `${payment.amountKobo} ${payment.currency}; not granted`,
      );
    }
    const status: PaymentStatus | undefined =
      transaction.status === 'abandoned' ? 'abandoned' : transaction.status === 'failed' ? 'failed' : undefined;
    await this.payments.updateOne(
      { reference: payment.reference, status: { $in: GRANTABLE } },
      { $set: { providerStatus: matches ? transaction.status : 'amount_mismatch', ...(status ? { status } : {}) } },
    );
  }

  /** For downloads: the payer of a paid reference whose form has not expired, else 403. */
  async requireUsablePayment(reference: string): Promise<StoredPayment> {
    const payment = await this.payments
      .findOne({ reference: String(reference), ...FORM_PAYMENTS })
      .lean()
      .exec();
    if (!payment || payment.status !== 'paid' || !payment.expiresAt || payment.expiresAt.getTime() <= Date.now()) {
      throw new ForbiddenException('No paid, unexpired application form has this reference');
    }
    return payment;
  }

  /** For an application linking its paid form: paid at some time, expired or not. */
  async isPaid(reference: string): Promise<boolean> {
    const paid = await this.payments.exists({ reference: String(reference), status: 'paid', ...FORM_PAYMENTS }).exec();
    return paid !== null;
  }

  /** One page, newest first, filtered as the staff list asks. */
  list(query: PaymentListQueryDto): Promise<PagedList<PaymentRecord>> {
    return findPage(this.payments, { filter: paymentFilter(query), sort: NEWEST_FIRST, query }, toRecord);
  }

  /** Every payment, newest first, read from a cursor (the CSV export). */
  exportAll(): AsyncGenerator<PaymentRecord> {
    return readAll(this.payments, NEWEST_FIRST, toRecord);
  }

  /** For the dashboard: forms sold so far. */
  countPaid(): Promise<number> {
    return this.payments.countDocuments({ status: 'paid', ...FORM_PAYMENTS }).exec();
  }

  /** For the dashboard: kobo received from payments completed since then. */
  async paidKoboSince(since: Date): Promise<number> {
    const [total] = await this.payments
      .aggregate<KoboTotal>([
        { $match: { status: 'paid', paidAt: { $gte: since } } },
        { $group: { _id: null, kobo: { $sum: '$amountKobo' } } },
      ])
      .exec();
    return total?.kobo ?? 0;
  }

  /** For the dashboard's weekly chart. */
  async paidDatesSince(since: Date): Promise<Date[]> {
    const rows = await this.payments
      .find({ status: 'paid', paidAt: { $gte: since } }, { paidAt: 1 })
      .lean()
      .exec();
    return rows.flatMap((row) => (row.paidAt ? [row.paidAt] : []));
  }

  /** The grant of this payment: the one claimed now, or the one a racing report claimed first. */
  private async claimGrant(
    payment: StoredPayment,
    transaction: PaystackTransaction,
    source: 'verify' | 'webhook',
  ): Promise<PaymentGrant> {
    const now = new Date();
    const reported = transaction.paid_at ? new Date(transaction.paid_at) : undefined;
    const grant: PaymentGrant = {
      _id: payment.reference,
      paidAt: reported && !Number.isNaN(reported.getTime()) ? reported : now,
      // A form can be downloaded for a while; an acceptance fee opens nothing and so never expires.
      ...(payment.purpose === 'acceptance'
        ? {}
        : { expiresAt: new Date(now.getTime() + this.config.admissions.formValidityDays * DAY_MS) }),
      grantedBy: source,
    };
    // A form's grant carries the event its receipt is sent on: granted and announced in one write.
    const announced =
      payment.purpose === 'acceptance'
        ? {}
        : {
            pendingEvents: pendingEventsOf(PAYMENTS_EVENTS.create('formPaid', { reference: payment.reference }, now)),
          };
    try {
      await this.grants.create({ ...grant, ...announced });
      return grant;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const first = await this.grants.findById(payment.reference).lean<PaymentGrant>().exec();
      if (!first) throw error;
      return first;
    }
  }

  /** The grant's values on the payment; the same whichever report writes them, so any order leaves one result. */
  private async writeGrant(reference: string, grant: PaymentGrant): Promise<void> {
    await this.payments.updateOne(
      { reference, status: { $in: GRANTABLE } },
      {
        $set: {
          status: 'paid',
          providerStatus: 'success',
          paidAt: grant.paidAt,
          ...(grant.expiresAt ? { expiresAt: grant.expiresAt } : {}),
          grantedBy: grant.grantedBy,
          grantCount: 1,
        },
      },
    );
  }

  /**
   * The payment as stored, with its grant written if a racing report's write (FerretDB writes whole documents back)
   * left it out.
   */
  private async find(reference: string): Promise<StoredPayment> {
    const payment = await this.payments.findOne({ reference }).lean().exec();
    if (!payment) throw new NotFoundException('Payment not found');
    if (payment.status === 'paid') return payment;
    const grant = await this.grants.findById(payment.reference).lean<PaymentGrant>().exec();
    if (!grant) return payment;
    await this.writeGrant(payment.reference, grant);
    return (await this.payments.findOne({ reference }).lean().exec()) ?? payment;
  }

  /**
   * Anyone holding the reference may ask (it travels in the callback URL, so it sits in browser history and
   * Paystack's redirect): the answer carries only what the success page shows. The original site's field names
   * stay; the first name greets the payer, the last name is its initial and the e-mail is masked.
   */
  private receiptOf(payment: StoredPayment): VerifyPaymentResponse['data'] {
    return {
      first_name: payment.first_name,
      last_name: initialOf(payment.last_name),
      email: maskedEmail(payment.email),
      reference: payment.reference,
      amount: payment.amountKobo / 100,
      amountKobo: payment.amountKobo,
      currency: payment.currency,
      status: payment.status,
      ...(payment.paidAt ? { paidAt: payment.paidAt.toISOString() } : {}),
      ...(payment.expiresAt ? { expiresAt: payment.expiresAt.toISOString() } : {}),
      purpose: payment.purpose ?? 'form',
      ...(payment.applicationReference ? { applicationReference: payment.applicationReference } : {}),
    };
  }
}

/** `Okafor` as `O.`: enough for "Thank you, Adaeze O.", not enough to identify anyone. */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? `${first.toUpperCase()}.` : '';
}

/** `ada.obi@example.com` as `a***@example.com`: the payer recognises their address, nobody else learns it. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}
