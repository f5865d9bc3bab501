import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/**
 * Failed sign-ins per e-mail and per IP, kept in the database so a lockout survives restarts and holds across
 * API instances. Rows are reset on success and ignored once stale (no TTL index: not in the portable subset).
 */
@Schema({ collection: 'login_attempts', versionKey: false })
export class LoginAttempt {
  /** `email:<address>` or `ip:<address>`. */
  @Prop({ type: String, required: true })
  key!: string;

  @Prop({ type: Number, default: 0 })
  failures!: number;

  @Prop({ type: Date })
  lastFailureAt?: Date;

  /** How many lockouts in a row; each one lasts twice as long as the one before. */
  @Prop({ type: Number, default: 0 })
  lockouts!: number;

  @Prop({ type: Date })
  lockedUntil?: Date;
}

export type LoginAttemptDocument = HydratedDocument<LoginAttempt>;
export const LoginAttemptSchema = SchemaFactory.createForClass(LoginAttempt);
LoginAttemptSchema.index({ key: 1 }, { unique: true });
