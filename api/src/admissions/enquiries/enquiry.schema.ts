import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';
import type { NoticeSeen } from '../../content';
import type { PendingEvents } from '../../platform/domain-events/domain-event';

/** A family's first contact before applying: who, for which class or age and campus, how they heard, how to reply. */
@Schema({ collection: COLLECTIONS.enquiries, versionKey: false })
export class Enquiry {
  /** The enquiry's reference (`ENQ-` and ten hex digits): unique by being the `_id`. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  parentName!: string;

  @Prop({ type: Number })
  childAge?: number;

  @Prop({ type: String })
  classOfInterest?: string;

  @Prop({ type: String, required: true })
  campus!: string;

  @Prop({ type: String, required: true })
  source!: string;

  @Prop({ type: String })
  sourceOther?: string;

  /** Lower case, as the application's e-mail is stored: how its application is recognised. */
  @Prop({ type: String })
  email?: string;

  /** International form (+234...), as the application's phone is stored. */
  @Prop({ type: String })
  phone?: string;

  @Prop({ type: Object })
  privacyNotice?: NoticeSeen;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  /** When staff last sent the family the link to the pre-filled application form. */
  @Prop({ type: Date })
  invitedAt?: Date;

  /** The application made from it; set once, by the first application with its e-mail or phone. */
  @Prop({ type: String })
  applicationReference?: string;

  @Prop({ type: Object })
  pendingEvents?: PendingEvents;
}

export const EnquirySchema = SchemaFactory.createForClass(Enquiry);
EnquirySchema.index({ createdAt: -1 });
EnquirySchema.index({ email: 1 });
EnquirySchema.index({ phone: 1 });
