import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { PendingEvents } from '../../platform/domain-events/domain-event';
import {
  type AcceptanceFeeAfterClosing,
  COLLECTIONS,
  LATE_FEE_OUTCOMES,
  type LateFeeOutcome,
  OFFER_STATES,
  type OfferState,
} from '@icast/contracts';
import { MAJORITY_WRITE_CONCERN } from '../../platform/database/write-concern';

const CLOSED_STATES: ReadonlyArray<AcceptanceFeeAfterClosing['offerState']> = ['withdrawn', 'declined', 'expired'];

/**
 * An acceptance fee that arrived after its offer had closed, as versions before `acceptance_fees_to_settle` wrote it
 * on the offer (one per offer). Read only to copy it there at start.
 */
@Schema({ _id: false, versionKey: false })
export class PaidAfterClosing {
  @Prop({ type: String, required: true })
  paymentReference!: string;

  @Prop({ type: Date, required: true })
  paidAt!: Date;

  @Prop({ type: String, required: true, enum: CLOSED_STATES })
  offerState!: AcceptanceFeeAfterClosing['offerState'];
}

/** A place offered to an application. The latest (highest `number`) is the one that counts. */
@Schema({ collection: COLLECTIONS.offers, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class Offer {
  @Prop({ type: String, required: true })
  applicationReference!: string;

  /** 1 for the first offer to an application, then 2... The unique index keeps two racing offers from both landing. */
  @Prop({ type: Number, required: true })
  number!: number;

  @Prop({ type: Number, required: true })
  feeKobo!: number;

  @Prop({ type: Date, required: true })
  deadline!: Date;

  @Prop({ type: Date, required: true })
  madeAt!: Date;

  /** The staff member's e-mail: staff see it, the family never does. */
  @Prop({ type: String, required: true })
  madeBy!: string;

  /** Staff confirmed this offer beyond the seats set for the class (it holds a seat above them). */
  @Prop({ type: Boolean })
  beyondSeats?: boolean;

  @Prop({ type: String, required: true, enum: OFFER_STATES, default: 'open' })
  state!: OfferState;

  @Prop({ type: Date })
  acceptedAt?: Date;

  @Prop({ type: String })
  paymentReference?: string;

  /** Written by earlier versions; now each such fee is an AcceptanceFeeToSettle (copied there at start). */
  @Prop({ type: SchemaFactory.createForClass(PaidAfterClosing) })
  paidAfterClosing?: PaidAfterClosing;
}

export type StoredOffer = Offer & { _id: unknown };
export const OfferSchema = SchemaFactory.createForClass(Offer);
OfferSchema.index({ applicationReference: 1, number: 1 }, { unique: true });

/**
 * The grant of an acceptance, keyed by the offer. A conditional update is not a claim on FerretDB v1 (it reads, then
 * writes back): the unique `_id` of this insert is what lets exactly one of a racing callback and webhook accept.
 */
@Schema({ collection: COLLECTIONS.offerAcceptances, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class OfferAcceptance {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  paymentReference!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const OfferAcceptanceSchema = SchemaFactory.createForClass(OfferAcceptance);

/**
 * An acceptance fee that did not accept its offer (the offer had closed, or another fee had already accepted it),
 * keyed by the payment: the unique `_id` records it once however often Paystack reports it, and each such fee is the
 * office's to refund or to reinstate the place with. What closed the offer is read from the offer when staff look,
 * since a fee can arrive while the other fee that took the offer is still being recorded.
 */
@Schema({ collection: COLLECTIONS.acceptanceFeesToSettle, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class AcceptanceFeeToSettle {
  /** The payment reference. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  applicationReference!: string;

  @Prop({ type: String, required: true })
  offerId!: string;

  /** The payment's own time (its grant's), never a second stamp of the same fact. */
  @Prop({ type: Date, required: true })
  paidAt!: Date;

  /** The fee's receipt and staff notice, until messaging has sent them (platform/domain-events). */
  @Prop({ type: Object })
  pendingEvents?: PendingEvents;
}

export const AcceptanceFeeToSettleSchema = SchemaFactory.createForClass(AcceptanceFeeToSettle);
AcceptanceFeeToSettleSchema.index({ applicationReference: 1 });

/**
 * How the office settled an acceptance fee paid after its offer closed, keyed by the payment: the unique `_id` lets
 * exactly one of two staff members (or two clicks) settle it, as the acceptance claim does.
 */
@Schema({ collection: COLLECTIONS.lateFeeSettlements, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class LateFeeSettlement {
  /** The payment reference. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  applicationReference!: string;

  @Prop({ type: String, required: true, enum: LATE_FEE_OUTCOMES })
  outcome!: LateFeeOutcome;

  @Prop({ type: String, required: true })
  by!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const LateFeeSettlementSchema = SchemaFactory.createForClass(LateFeeSettlement);
