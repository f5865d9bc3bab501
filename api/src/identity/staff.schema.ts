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

  createdAt!: Date;
  updatedAt!: Date;
}

export type StaffDocument = HydratedDocument<Staff>;
export const StaffSchema = SchemaFactory.createForClass(Staff);
StaffSchema.index({ email: 1 }, { unique: true });
