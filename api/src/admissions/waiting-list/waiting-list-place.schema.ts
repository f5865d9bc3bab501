import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';
import { MAJORITY_WRITE_CONCERN } from '../../platform/database/write-concern';

/** Where staff put an application on its class's waiting list; without one it queues by when it was listed. */
@Schema({ collection: COLLECTIONS.waitingListPlaces, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class WaitingListPlace {
  /** The application's reference. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, required: true })
  rank!: number;
}

export const WaitingListPlaceSchema = SchemaFactory.createForClass(WaitingListPlace);
