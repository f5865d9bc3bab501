import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, STAFF_ROLES, type StaffRole } from '@icast/contracts';

/**
 * One staff read of a child's data: who (as they were named and roled at that moment), when, which application and
 * what of it. Written before the answer goes out, never changed; admins read it, and the family's copy lists it.
 */
@Schema({ collection: COLLECTIONS.staffAccessLog, versionKey: false })
export class StaffAccess {
  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: String, required: true })
  staffId!: string;

  @Prop({ type: String, required: true })
  staffName!: string;

  @Prop({ type: String, required: true })
  staffEmail!: string;

  @Prop({ type: String, required: true, enum: STAFF_ROLES })
  staffRole!: StaffRole;

  @Prop({ type: String, required: true })
  applicationReference!: string;

  @Prop({ type: String, required: true })
  what!: string;
}

export const StaffAccessSchema = SchemaFactory.createForClass(StaffAccess);
StaffAccessSchema.index({ at: -1, _id: -1 });
StaffAccessSchema.index({ applicationReference: 1, at: -1 });
