import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';
import type { PendingEvents } from './domain-event';

/** An event whose change wrote no single record to carry it (a deletion): kept here until delivered. */
@Schema({ collection: COLLECTIONS.domainEvents, versionKey: false })
export class StandaloneEvent {
  /** The event's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Object })
  pendingEvents?: PendingEvents;

  @Prop({ type: Date, required: true })
  publishedAt!: Date;

  /** Events every try failed for, kept for a person to read. */
  @Prop({ type: Object })
  failedEvents?: PendingEvents;
}

export const StandaloneEventSchema = SchemaFactory.createForClass(StandaloneEvent);
StandaloneEventSchema.index({ publishedAt: 1 });
