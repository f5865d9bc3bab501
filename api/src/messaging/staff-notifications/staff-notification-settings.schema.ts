import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS, type StaffNotificationKind } from '@icast/contracts';

/** One member's own choices; a notification they never switched off is on (when their role receives it). */
@Schema({ collection: COLLECTIONS.staffNotificationSettings, versionKey: false, timestamps: true })
export class StaffNotificationSettings {
  /** The staff member's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Object, default: {} })
  choices!: Partial<Record<StaffNotificationKind, boolean>>;

  /** "Mark all read": every entry of the bell's list up to this time counts as read. */
  @Prop({ type: Date })
  activityReadUpTo?: Date;
}

export const StaffNotificationSettingsSchema = SchemaFactory.createForClass(StaffNotificationSettings);
