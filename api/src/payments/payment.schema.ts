import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
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

  /** Which path granted the form (verify or webhook); set by the one conditional update, so exactly once. */
  @Prop({ type: String })
  grantedBy?: 'verify' | 'webhook';

  /** What the money buys: the application form (the original site's only payment) or an offer's acceptance fee. */
  @Prop({ type: String, required: true, enum: PAYMENT_PURPOSES, default: 'form' })
  purpose!: PaymentPurpose;

  /** For an acceptance fee: the application and the offer it accepts. */
  @Prop({ type: String })
  applicationReference?: string;

  @Prop({ type: String })
  offerId?: string;

  /** Incremented by the granting update only: anything but 0 or 1 would mean a double grant. */
  @Prop({ type: Number, required: true, default: 0 })
  grantCount!: number;
}

export const PaymentSchema = SchemaFactory.createForClass(Payment);
PaymentSchema.index({ reference: 1 }, { unique: true });
PaymentSchema.index({ createdAt: -1 });
// The dashboard's forms sold, monthly revenue and weekly chart (on MongoDB; FerretDB scans anyway).
PaymentSchema.index({ status: 1, paidAt: -1 });
