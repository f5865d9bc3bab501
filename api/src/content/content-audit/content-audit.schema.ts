import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';
import { StaffActor } from '../staff-actor.schema';

/** One change to the site's content: who, when, what. Written once, never edited. */
@Schema({ collection: COLLECTIONS.contentAudit, versionKey: false })
export class ContentAuditRecord {
  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: StaffActor, required: true })
  by!: StaffActor;

  @Prop({ type: String, required: true })
  area!: string;

  @Prop({ type: String, required: true })
  action!: string;

  @Prop({ type: String, required: true })
  summary!: string;
}
export const ContentAuditSchema = SchemaFactory.createForClass(ContentAuditRecord);
ContentAuditSchema.index({ at: -1, _id: -1 });
