import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { PendingEvents } from '../platform/domain-events/domain-event';
import {
  COLLECTIONS,
  PAYMENT_PURPOSES,
  type PaymentPurpose,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@icast/contracts';
import { MAJORITY_WRITE_CONCERN } from '../platform/database/write-concern';

@Schema({ collection: COLLECTIONS.payments, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class Payment {
  @Prop({ type: String, required: true })
  reference!: string;

  @Prop({ type: String, required: true })
  first_name!: string;

  @Prop({ type: String, required: true })
  last_name!: string;

  @Prop({ type: String, required: true })
  email!: string;

  @Prop({ type: String, required: true })
  phone!: string;

  /** What Paystack must report as paid; fixed when the payment starts, never taken from the browser. */
  @Prop({ type: Number, required: true })
  amountKobo!: number;

  @Prop({ type: String, required: true, default: 'NGN' })
  currency!: 'NGN';

  @Prop({ type: String, required: true, enum: PAYMENT_STATUSES, default: 'pending' })
  status!: PaymentStatus;

  /** Paystack's own word at the last check (success, abandoned, failed...), for staff. */
  @Prop({ type: String })
  providerStatus?: string;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date })
  paidAt?: Date;

  @Prop({ type: Date })
  expiresAt?: Date;

  /** Which report granted it (verify or webhook): the one that claimed the grant (`payment_grants`). */
  @Prop({ type: String })
  grantedBy?: 'verify' | 'webhook';

  /** What the money buys: the application form (the original site's only payment) or an offer's acceptance fee. */
  @Prop({ type: String, required: true, enum: PAYMENT_PURPOSES, default: 'form' })
  purpose!: PaymentPurpose;

  /** For an acceptance fee: the application and the offer it accepts, and the child (for staff and the receipt). */
  @Prop({ type: String })
  applicationReference?: string;

  @Prop({ type: String })
  offerId?: string;

  @Prop({ type: String })
  childName?: string;

  /**
   * 1 once granted. Every report of a paid payment writes the grant's values (the same ones: they come from its one
   * `payment_grants` row), so two reports racing cannot leave two grants' times or counts behind.
   */
  @Prop({ type: Number, required: true, default: 0 })
  grantCount!: number;
}

export const PaymentSchema = SchemaFactory.createForClass(Payment);
PaymentSchema.index({ reference: 1 }, { unique: true });
PaymentSchema.index({ createdAt: -1 });
// The dashboard's forms sold, monthly revenue and weekly chart (on MongoDB; FerretDB scans anyway).
PaymentSchema.index({ status: 1, paidAt: -1 });

/**
 * The grant of a payment, keyed by its reference. A conditional update is not a claim on FerretDB v1 (it reads, then
 * writes the whole document back), so the unique `_id` of this insert is what lets exactly one of a racing verify and
 * webhook grant it. It holds the values the grant writes (when it was paid, until when a form opens), so every later
 * report writes the same ones: the payment is stamped from one clock, once.
 */
@Schema({ collection: COLLECTIONS.paymentGrants, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class PaymentGrant {
  /** The payment reference. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** Paystack's own time of payment when it gave one, else when the grant was claimed. */
  @Prop({ type: Date, required: true })
  paidAt!: Date;

  @Prop({ type: Date })
  expiresAt?: Date;

  @Prop({ type: String, required: true })
  grantedBy!: 'verify' | 'webhook';

  /** A form's grant carries its `formPaid` event until messaging has sent the receipt (platform/domain-events). */
  @Prop({ type: Object })
  pendingEvents?: PendingEvents;
}

export const PaymentGrantSchema = SchemaFactory.createForClass(PaymentGrant);
