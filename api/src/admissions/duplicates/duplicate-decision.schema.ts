import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';

/**
 * Staff said a group is not a duplicate (brothers and sisters, a school office's phone). The groups themselves are
 * found afresh from the applications each time; a dismissal covers its group up to the newest submission staff saw
 * (`upTo`), so a later application sharing the key opens the group again. The `_id` is `<group>@<upTo>`: of two
 * staff dismissing what they both saw, exactly one dismissal is stored.
 *
 * Rows from before groups (one per pair: `state`, `kept`, `merged`) are read once at start: a merge among them
 * becomes an ApplicationMerge (DuplicatesService.adoptPairMerges).
 */
@Schema({ collection: COLLECTIONS.duplicateDecisions, versionKey: false })
export class DuplicateDecision {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String })
  group?: string;

  @Prop({ type: Date })
  upTo?: Date;

  @Prop({ type: String, enum: ['dismissed', 'merged'] })
  state?: 'dismissed' | 'merged';

  @Prop({ type: String })
  kept?: string;

  @Prop({ type: String })
  merged?: string;

  @Prop({ type: String, required: true })
  by!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const DuplicateDecisionSchema = SchemaFactory.createForClass(DuplicateDecision);
DuplicateDecisionSchema.index({ group: 1 });

/**
 * A merge in force: `_id` is the merged application, so an application is merged away once, however many staff
 * click (an insert is a claim on FerretDB v1 too; a conditional update is not: docs/decisions/messaging.md). Undo
 * deletes it (a delete reports one winner) and puts both applications back.
 */
@Schema({ collection: COLLECTIONS.applicationMerges, versionKey: false })
export class ApplicationMerge {
  @Prop({ type: String, required: true })
  _id!: string;

  /** The application kept. */
  @Prop({ type: String, required: true })
  kept!: string;

  /** The group it was merged from (a legacy pair's id for merges made before groups). */
  @Prop({ type: String, required: true })
  group!: string;

  /** The document kinds moved to the kept application. */
  @Prop({ type: [String], default: [] })
  documentsMoved!: string[];

  @Prop({ type: String, required: true })
  by!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const ApplicationMergeSchema = SchemaFactory.createForClass(ApplicationMerge);
ApplicationMergeSchema.index({ kept: 1 });
ApplicationMergeSchema.index({ at: -1 });
