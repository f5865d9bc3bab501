import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';

/**
 * One claim of one piece of work: `<collection>:<id>:<claimVersion>`. Inserting it is the claim, because the
 * unique `_id` is the one write both MongoDB and FerretDB v1 decide atomically (docs/decisions/messaging.md).
 */
@Schema({ collection: COLLECTIONS.jobLeases, versionKey: false })
export class JobLease {
  @Prop({ type: String, required: true })
  _id!: string;

  /** Which API process took it (host:pid:random), for whoever reads the collection. */
  @Prop({ type: String, required: true })
  holder!: string;

  @Prop({ type: Date, required: true })
  takenAt!: Date;
}

export const JobLeaseSchema = SchemaFactory.createForClass(JobLease);
JobLeaseSchema.index({ takenAt: 1 });
