import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';

/**
 * What only one booking may hold: an application's booking of a kind (`application:<reference>:<kind>`), or an
 * e-mail's booking of one tour (`tour:<slot>:<email>`). Taken by inserting this row before the seat; the unique `_id`
 * lets exactly one of any number of racing requests book, where reading first would let them all through.
 */
@Schema({ collection: COLLECTIONS.bookingClaims, versionKey: false })
export class BookingClaim {
  @Prop({ type: String, required: true })
  _id!: string;

  /** When it was taken: a claim whose booking never came (a request that died between the two) is stale after a while. */
  @Prop({ type: Date, required: true })
  at!: Date;
}

export const BookingClaimSchema = SchemaFactory.createForClass(BookingClaim);
