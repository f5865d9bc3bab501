import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, type ErasureState } from '@icast/contracts';
import type { Types } from 'mongoose';

/**
 * A family's request that the school delete its data. While pending it names the family (the e-mail address or
 * reference their link opened, their applications and addresses); once erased only the dates, the decision and who
 * made it stay, so the record proves the request was met without keeping the family.
 */
@Schema({ collection: COLLECTIONS.erasureRequests, versionKey: false })
export class ErasureRequest {
  /**
   * `pending:<family>` while pending, `decided:<id>` after: the unique index keeps a family to one pending request
   * however many times it is asked for at once (a plain unique index, as the portable subset allows).
   */
  @Prop({ type: String, required: true })
  openKey!: string;

  @Prop({ type: String, required: true, enum: ['pending', 'erased', 'refused'] })
  state!: ErasureState;

  @Prop({ type: Date, required: true })
  requestedAt!: Date;

  @Prop({ type: Date, required: true })
  dueBy!: Date;

  /** The e-mail address or reference the family's link opened; removed once erased. */
  @Prop({ type: String })
  family?: string;

  @Prop({ type: [String] })
  references?: string[];

  @Prop({ type: [String] })
  emails?: string[];

  @Prop({ type: Date })
  decidedAt?: Date;

  @Prop({ type: String })
  decidedBy?: string;

  @Prop({ type: String, maxlength: 1000 })
  reason?: string;

  @Prop({ type: Number })
  erasedRecords?: number;

  /** A decision is claimed (WorkClaimer) before it is carried out, so two staff deciding at once decide once. */
  @Prop({ type: Number, required: true, default: 0 })
  claimVersion!: number;

  @Prop({ type: Date, default: null })
  lockedUntil?: Date | null;
}

export type StoredErasureRequest = ErasureRequest & { _id: Types.ObjectId };
export const ErasureRequestSchema = SchemaFactory.createForClass(ErasureRequest);
ErasureRequestSchema.index({ openKey: 1 }, { unique: true });
ErasureRequestSchema.index({ family: 1, requestedAt: -1 });
