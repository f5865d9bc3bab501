import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CHAT_LIMITS, COLLECTIONS } from '@icast/contracts';

/** A question staff answered for Aunty ICAST: searched with the built-in content, owned by the chatbot. */
@Schema({ collection: COLLECTIONS.chatbotStaffAnswers, timestamps: true, versionKey: false })
export class StaffAnswer {
  @Prop({ type: String, required: true, maxlength: CHAT_LIMITS.staffQuestion })
  question!: string;

  @Prop({ type: String, required: true, maxlength: CHAT_LIMITS.staffAnswer })
  answer!: string;

  createdAt!: Date;
  updatedAt!: Date;
}

export const StaffAnswerSchema = SchemaFactory.createForClass(StaffAnswer);
// The dashboard lists the newest first.
StaffAnswerSchema.index({ createdAt: -1 });
