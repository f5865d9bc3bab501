import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';

/**
 * A question the assistant could not answer well, stored once per normalised wording with a running count: given
 * the fallback, answered without confidence, or marked "not helpful" by the visitor (the two last counted apart).
 */
@Schema({ collection: COLLECTIONS.unansweredQuestions, versionKey: false })
export class UnansweredQuestion {
  /** Lower-cased, trimmed, inner whitespace collapsed: the same question asked twice is one row. */
  @Prop({ type: String, required: true, unique: true })
  question!: string;

  @Prop({ type: Number, required: true, default: 1 })
  count!: number;

  /** Of `count`: times answered without confidence (absent on rows older than the count). */
  @Prop({ type: Number })
  lowConfidence?: number;

  /** Of `count`: times a visitor marked the reply "not helpful". */
  @Prop({ type: Number })
  notHelpful?: number;

  @Prop({ type: Date, required: true })
  firstAskedAt!: Date;

  @Prop({ type: Date, required: true })
  lastAskedAt!: Date;
}

export const UnansweredQuestionSchema = SchemaFactory.createForClass(UnansweredQuestion);
// The staff list reads the most asked first.
UnansweredQuestionSchema.index({ count: -1, lastAskedAt: -1 });
