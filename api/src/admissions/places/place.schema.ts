import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';
import type { PendingEvents } from '../../platform/domain-events/domain-event';
import { MAJORITY_WRITE_CONCERN } from '../../platform/database/write-concern';

/** The seats staff set for one row: class, campus, start term, day or boarding (`rowKey`). */
@Schema({ collection: COLLECTIONS.placeSeats, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class PlaceSeats {
  /** The row's key, `<class>|<campus>|<start term>|<attendance>`. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  classAppliedFor!: string;

  @Prop({ type: String, required: true })
  campus!: string;

  @Prop({ type: String, required: true })
  startTerm!: string;

  @Prop({ type: String, required: true })
  attendance!: string;

  @Prop({ type: Number, required: true })
  seats!: number;

  @Prop({ type: String, required: true })
  by!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const PlaceSeatsSchema = SchemaFactory.createForClass(PlaceSeats);

/**
 * A seat held by an offer (then by the place accepted with it), keyed `<row>#<seat>`: of racing offers for the last
 * seats each insert lands on a different number or fails, so a row never holds more than its seats unless staff
 * confirmed an offer beyond them (a number above the seats). Deleted when the place frees.
 */
@Schema({ collection: COLLECTIONS.placeClaims, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class PlaceClaim {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  row!: string;

  @Prop({ type: Number, required: true })
  seat!: number;

  @Prop({ type: String, required: true })
  applicationReference!: string;

  @Prop({ type: String, required: true })
  offerId!: string;

  /** A fee paid after its offer expired took this seat back (the expiry's release leaves it alone). */
  @Prop({ type: String })
  paymentReference?: string;

  /** The offer's terms, for the one-tap offer to the waiting child when this place frees. */
  @Prop({ type: Number, required: true })
  feeKobo!: number;

  @Prop({ type: Number, required: true })
  deadlineDays!: number;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export type StoredPlaceClaim = PlaceClaim;
export const PlaceClaimSchema = SchemaFactory.createForClass(PlaceClaim);
PlaceClaimSchema.index({ row: 1 });
PlaceClaimSchema.index({ applicationReference: 1 });

/** The waiting child proposed for one freed place, keyed by the place freed: proposed once, however many free it. */
@Schema({ collection: COLLECTIONS.placeProposals, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class PlaceProposal {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  row!: string;

  /** Empty while `choosing`: the place is claimed, its child not yet. */
  @Prop({ type: String, default: '' })
  applicationReference!: string;

  @Prop({ type: String, default: '' })
  childName!: string;

  @Prop({ type: String, required: true, enum: ['choosing', 'open', 'offered'] })
  state!: 'choosing' | 'open' | 'offered';

  @Prop({ type: Number })
  feeKobo?: number;

  @Prop({ type: Number })
  deadlineDays?: number;

  @Prop({ type: Date, required: true })
  at!: Date;

  /** The proposal's event for messaging (staff alerts), until delivered (platform/domain-events). */
  @Prop({ type: Object })
  pendingEvents?: PendingEvents;
}

export const PlaceProposalSchema = SchemaFactory.createForClass(PlaceProposal);
PlaceProposalSchema.index({ row: 1, state: 1 });
PlaceProposalSchema.index({ applicationReference: 1 });

/** A waiting child with a proposal open, keyed by the application: two places freed at once propose two children. */
@Schema({ collection: COLLECTIONS.placeProposedChildren, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class PlaceProposedChild {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  proposal!: string;
}

export const PlaceProposedChildSchema = SchemaFactory.createForClass(PlaceProposedChild);
