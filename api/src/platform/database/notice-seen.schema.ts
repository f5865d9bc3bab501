import { Schema } from 'mongoose';

/**
 * Stored with each record a family's form made: the privacy notice version the page showed and when the school
 * received it (`privacyNotice`); `assumed` when the form sent no version and the one current at receipt was taken.
 * Absent on records from before the notice.
 */
export const NoticeSeenSchema = new Schema(
  {
    version: { type: Number, required: true },
    seenAt: { type: Date, required: true },
    assumed: { type: Boolean, required: false },
  },
  { _id: false },
);
