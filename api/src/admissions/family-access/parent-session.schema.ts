import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COLLECTIONS } from '@icast/contracts';
import type { PendingEvents } from '../../platform/domain-events/domain-event';

/**
 * A parent signed in on one browser by a link. The cookie holds a random value; only its SHA-256 is stored (the
 * `_id`), so a copy of the database signs nobody in. Signing out deletes the row; a newer link asked for ends it
 * through ParentLinkCutoff. It carries its own expiry (today the link's), so sessions renewed on use can come later
 * by moving `expiresAt` forward.
 */
@Schema({ collection: COLLECTIONS.parentSessions, versionKey: false })
export class ParentSessionRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: ['email', 'reference'] })
  scope!: 'email' | 'reference';

  /** The e-mail address (lower case) or the application's reference the link opened. */
  @Prop({ type: String, required: true })
  subject!: string;

  /** When the link that opened it was issued: a link asked for later ends it. */
  @Prop({ type: Date, required: true })
  linkIssuedAt!: Date;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const ParentSessionSchema = SchemaFactory.createForClass(ParentSessionRecord);
// The sweep of expired sessions on MongoDB (FerretDB scans either way); lookups are by `_id`.
ParentSessionSchema.index({ expiresAt: 1 });

/**
 * Links for one e-mail address (`email:<address>`) or one application (`reference:<reference>`) issued before
 * `notBefore` no longer sign in, and sessions they opened end: the family asked for a newer link.
 */
@Schema({ collection: COLLECTIONS.parentLinkCutoffs, versionKey: false })
export class ParentLinkCutoff {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Date, required: true })
  notBefore!: Date;
}

export const ParentLinkCutoffSchema = SchemaFactory.createForClass(ParentLinkCutoff);

/**
 * A sign-in link asked for, one per address and ten-minute window (`_id` `<address>:<window>`): the unique insert is
 * what sends at most one link per window, and it carries the event that has messaging send it.
 */
@Schema({ collection: COLLECTIONS.familyLinkRequests, versionKey: false })
export class FamilyLinkRequest {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: Object })
  pendingEvents?: PendingEvents;
}

export const FamilyLinkRequestSchema = SchemaFactory.createForClass(FamilyLinkRequest);
FamilyLinkRequestSchema.index({ at: 1 });
