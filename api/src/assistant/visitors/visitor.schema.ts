import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import type { NoticeSeen } from '../../content';
import { NoticeSeenSchema } from '../../platform/database/notice-seen.schema';

@Schema({ collection: 'visitors', versionKey: false })
export class Visitor {
  @Prop({ type: String, trim: true, maxlength: 80 })
  name?: string;

  /** E.164, e.g. +2348031234567. */
  @Prop({ type: String, required: true })
  number!: string;

  @Prop({ type: Date, required: true, default: () => new Date() })
  submittedAt!: Date;

  @Prop({ type: NoticeSeenSchema })
  privacyNotice?: NoticeSeen;
}

export type VisitorDocument = HydratedDocument<Visitor>;
export const VisitorSchema = SchemaFactory.createForClass(Visitor);
// The admin list reads newest first.
VisitorSchema.index({ submittedAt: -1 });
