import { Schema } from 'mongoose';

/**
 * Stored with each record a family's form made: the privacy notice version the page showed and when the school
 * received it (`privacyNotice`). Absent on records from before the notice, or sent without a version.
 */
export const NoticeSeenSchema = new Schema(
  { version: { type: Number, required: true }, seenAt: { type: Date, required: true } },
  { _id: false },
);
