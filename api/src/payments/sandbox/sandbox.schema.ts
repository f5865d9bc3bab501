import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';

export const SANDBOX_SESSION_STATUSES = ['ongoing', 'success', 'abandoned'] as const;
export type SandboxSessionStatus = (typeof SANDBOX_SESSION_STATUSES)[number];

/** A checkout started in the sandbox: "Paystack's" side of a test payment, kept until it expires. */
@Schema({ collection: COLLECTIONS.paymentSandboxSessions, versionKey: false })
export class SandboxSession {
  @Prop({ type: String, required: true })
  reference!: string;

  @Prop({ type: String, required: true })
  email!: string;

  @Prop({ type: Number, required: true })
  amount!: number;

  @Prop({ type: String, required: true })
  currency!: 'NGN';

  /** What the money is for (the initialize call's `metadata.for`), the checkout page's title. */
  @Prop({ type: String })
  description?: string;

  /** Checked to lie under PUBLIC_SITE_URL before it is stored. */
  @Prop({ type: String, required: true })
  callback_url!: string;

  @Prop({ type: String, required: true, enum: SANDBOX_SESSION_STATUSES })
  status!: SandboxSessionStatus;

  @Prop({ type: Date })
  paid_at?: Date;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const SandboxSessionSchema = SchemaFactory.createForClass(SandboxSession);
SandboxSessionSchema.index({ reference: 1 }, { unique: true });
// A plain index, not a TTL one (outside the portable subset): the sandbox prunes expired checkouts whenever it
// starts one, so the collection stays bounded on MongoDB and FerretDB alike.
SandboxSessionSchema.index({ expiresAt: 1 });

/** The one sandbox key of this installation: made on first start, never in the source. */
@Schema({ collection: COLLECTIONS.paymentSandboxKeys, versionKey: false })
export class SandboxKey {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  secretKey!: string;

  @Prop({ type: Date, required: true })
  createdAt!: Date;
}

export const SandboxKeySchema = SchemaFactory.createForClass(SandboxKey);
