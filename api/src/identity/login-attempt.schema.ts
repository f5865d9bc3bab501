import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One document per sign-in attempt, written before its password is checked. Counting documents, rather than
 * incrementing a counter (FerretDB loses concurrent `$inc`s), counts every one of many parallel attempts. A success
 * deletes its own document; documents older than the counting window are pruned by the next attempt.
 */
@Schema({ collection: 'sign_in_attempts', versionKey: false })
export class LoginAttempt {
  @Prop({ type: String, required: true })
  email!: string;

  @Prop({ type: String, required: true })
  ip!: string;

  @Prop({ type: Date, required: true })
  at!: Date;

  /** False while the password is being checked; a success then forgives only attempts already found wrong. */
  @Prop({ type: Boolean, default: false })
  checked!: boolean;

  /** A later correct password for this e-mail forgave it; it still counts against the address. */
  @Prop({ type: Boolean, default: false })
  forgivenForEmail!: boolean;

  /**
   * Set only for an attempt from a trusted device (its id from the device cookie): counted for that device, not for
   * the e-mail.
   */
  @Prop({ type: String })
  device?: string;

  /** A later correct password from the same trusted device forgave it; it still counts against the address. */
  @Prop({ type: Boolean, default: false })
  forgivenForDevice!: boolean;
}

export const LoginAttemptSchema = SchemaFactory.createForClass(LoginAttempt);
LoginAttemptSchema.index({ email: 1, at: 1 });
LoginAttemptSchema.index({ ip: 1, at: 1 });
LoginAttemptSchema.index({ device: 1, at: 1 });
LoginAttemptSchema.index({ at: 1 });

/**
 * One document per lockout of an e-mail, an address or a trusted device. Attempts racing to lock the same key insert the same
 * `(key, seq)`, so the unique index keeps exactly one and the others read it back. Pruned a day after they end.
 */
@Schema({ collection: 'sign_in_locks', versionKey: false })
export class LoginLock {
  /** `email:<address>`, `ip:<address>` or `device:<device id>`. */
  @Prop({ type: String, required: true })
  key!: string;

  /** 1, 2, 3... per key: the next lock after this one takes seq + 1. */
  @Prop({ type: Number, required: true })
  seq!: number;

  /** Lockouts in a row (each within a day of the one before); each lasts twice as long, up to the cap. */
  @Prop({ type: Number, required: true })
  level!: number;

  @Prop({ type: Date, required: true })
  until!: Date;
}

export const LoginLockSchema = SchemaFactory.createForClass(LoginLock);
LoginLockSchema.index({ key: 1, seq: 1 }, { unique: true });
LoginLockSchema.index({ until: 1 });
