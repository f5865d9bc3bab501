import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import { COLLECTIONS, PREPARED_DECISION_VALUES, type PreparedDecisionValue } from '@icast/contracts';
import { MAJORITY_WRITE_CONCERN } from '../../platform/database/write-concern';

const AreaSchema = new MongooseSchema(
  { key: { type: String, required: true }, name: { type: String, required: true }, maxScore: Number },
  { _id: false },
);

/** A class's own rubric, once staff saved one; keyed by the class. */
@Schema({ collection: COLLECTIONS.assessmentRubrics, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class AssessmentRubric {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [AreaSchema], required: true })
  areas!: Array<{ key: string; name: string; maxScore: number }>;

  @Prop({ type: String, required: true })
  updatedBy!: string;

  @Prop({ type: Date, required: true })
  updatedAt!: Date;
}
export const AssessmentRubricSchema = SchemaFactory.createForClass(AssessmentRubric);

/** An application's scores, keyed by its reference. */
@Schema({ collection: COLLECTIONS.assessments, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class Assessment {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({
    type: [
      new MongooseSchema(
        {
          key: { type: String, required: true },
          name: { type: String, required: true },
          maxScore: { type: Number, required: true },
          score: { type: Number, required: true },
          comment: String,
        },
        { _id: false },
      ),
    ],
    required: true,
  })
  scores!: Array<{ key: string; name: string; maxScore: number; score: number; comment?: string }>;

  @Prop({ type: String })
  notes?: string;

  @Prop({ type: String, required: true })
  recordedBy!: string;

  @Prop({ type: Date, required: true })
  recordedAt!: Date;
}
export const AssessmentSchema = SchemaFactory.createForClass(Assessment);

/**
 * A decision staff prepared for an application, keyed by its reference: the family sees nothing of it (it is not on
 * the application) until its release makes it the application's status.
 */
@Schema({ collection: COLLECTIONS.preparedDecisions, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class PreparedDecisionRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  /** New on every change: the release claims this version, so a decision changed meanwhile is not released twice. */
  @Prop({ type: String, required: true })
  version!: string;

  @Prop({ type: String, required: true, enum: PREPARED_DECISION_VALUES })
  decision!: PreparedDecisionValue;

  @Prop({ type: Number })
  feeNaira?: number;

  @Prop({ type: String })
  deadline?: string;

  @Prop({ type: String })
  note?: string;

  /** An offer made while required documents are missing: staff's reason, given again to the offer at release. */
  @Prop({ type: String })
  missingDocumentsReason?: string;

  @Prop({ type: String, required: true })
  preparedBy!: string;

  @Prop({ type: Date, required: true })
  preparedAt!: Date;

  @Prop({ type: Date })
  releaseAt?: Date;

  @Prop({ type: String, required: true, enum: ['prepared', 'released', 'refused'] })
  state!: 'prepared' | 'released' | 'refused';

  @Prop({ type: Date })
  releasedAt?: Date;

  @Prop({ type: String })
  refusal?: string;
}
export const PreparedDecisionRecordSchema = SchemaFactory.createForClass(PreparedDecisionRecord);
PreparedDecisionRecordSchema.index({ state: 1, releaseAt: 1 });

/** The claim of one prepared decision's release, keyed by its version: a unique insert, so it happens once. */
@Schema({ collection: COLLECTIONS.decisionReleases, versionKey: false, writeConcern: MAJORITY_WRITE_CONCERN })
export class DecisionRelease {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  reference!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}
export const DecisionReleaseSchema = SchemaFactory.createForClass(DecisionRelease);
DecisionReleaseSchema.index({ reference: 1 });
