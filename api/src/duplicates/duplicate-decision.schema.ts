import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';

/**
 * What staff decided about one flag. The flags themselves are found afresh from the applications each time; the
 * flag's id is the `_id` here, so of two staff deciding the same flag at once exactly one decision is stored.
 */
@Schema({ collection: COLLECTIONS.duplicateDecisions, versionKey: false })
export class DuplicateDecision {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: ['dismissed', 'merged'] })
  state!: 'dismissed' | 'merged';

  @Prop({ type: String })
  kept?: string;

  @Prop({ type: String })
  merged?: string;

  @Prop({ type: String, required: true })
  by!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const DuplicateDecisionSchema = SchemaFactory.createForClass(DuplicateDecision);
DuplicateDecisionSchema.index({ merged: 1 });
