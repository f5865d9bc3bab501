import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';
import { MAJORITY_WRITE_CONCERN } from '../../platform/database/write-concern';

/**
 * A paid application form used on an application. The form's reference is the `_id`, so of several applications
 * sent at once with one form exactly one is stored (an insert is a claim on FerretDB v1 too; a conditional update
 * is not: docs/decisions/messaging.md).
 */
@Schema({ collection: COLLECTIONS.paidFormUses, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class PaidFormUse {
  /** The payment's reference, ICAST-PAY-... */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  applicationReference!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const PaidFormUseSchema = SchemaFactory.createForClass(PaidFormUse);
