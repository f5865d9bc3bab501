import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { COLLECTIONS, STAFF_ROLES, type StaffRole } from '@icast/contracts';

@Schema({ collection: COLLECTIONS.staff, timestamps: true, versionKey: false })
export class Staff {
  /** Stored lower-case so sign-in ignores the case people type. */
  @Prop({ type: String, required: true, lowercase: true, trim: true, maxlength: 254 })
  email!: string;

  @Prop({ type: String, required: true, trim: true, maxlength: 80 })
  name!: string;

  @Prop({ type: String, required: true, enum: STAFF_ROLES })
  role!: StaffRole;

  /** argon2id encoded hash (algorithm, parameters and salt included). */
  @Prop({ type: String, required: true })
  passwordHash!: string;

  @Prop({ type: Boolean, default: false })
  disabled!: boolean;

  /** Part of every session token; bumping it ends all of this member's sessions (sign-out, password change). */
  @Prop({ type: Number, default: 0 })
  tokenVersion!: number;

  /** The authenticator app's secret, sealed (SecondFactorSecrets), once the member confirmed a code from it. */
  @Prop({ type: Object })
  secondFactor?: SealedSecret & { enrolledAt: Date };

  /** A secret being enrolled: shown to the member, waiting for the first code from their app. */
  @Prop({ type: Object })
  pendingSecondFactor?: SealedSecret & { startedAt: Date };

  /** The last 30-second step whose code signed in: a code is never accepted twice. */
  @Prop({ type: Number, default: 0 })
  lastCodeStep!: number;

  /** SHA-256 of each unused recovery code (80 random bits each): one is removed when it is used. */
  @Prop({ type: [String], default: undefined })
  recoveryCodes?: string[];

  /** Who last turned this member's second factor off, and when. */
  @Prop({ type: Object })
  secondFactorReset?: { by: string; at: Date };

  createdAt!: Date;
  updatedAt!: Date;
}

export interface SealedSecret {
  keyId: string;
  /** iv + ciphertext + tag, base64. */
  sealed: string;
}

export type StaffDocument = HydratedDocument<Staff>;
export const StaffSchema = SchemaFactory.createForClass(Staff);
StaffSchema.index({ email: 1 }, { unique: true });
