import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { fieldRefusal, SIGN_IN_CODE_MAX, type SecondFactorSetup, type StaffAccount } from '@icast/contracts';
import { AppConfig } from '../platform/config/app-config';
import { SecretSeal } from './second-factor-seal';
import { Staff, type StaffDocument } from './staff.schema';
import { toStaffAccount } from './staff.service';

const ISSUER = 'ICAST Schools';
const STEP_SECONDS = 30;
const RECOVERY_CODES = 10;
/** Crockford's base32 without look-alikes: 16 characters are 80 random bits, read aloud or typed without doubt. */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const SIX_DIGITS = /^\d{6}$/;

export const WRONG_CODE =
  'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.';

const hashRecoveryCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** As printed (`ABCD-EFGH-JKLM-NPQR`) or typed in lower case, with spaces or without dashes. */
const normalRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');

function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const text = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return text.match(/.{4}/g)!.join('-');
}

/**
 * Two-factor sign-in for staff: TOTP (RFC 6238, 30-second steps, 6 digits) from an authenticator app, with ten
 * single-use recovery codes. The secret is sealed with AES-256-GCM under a key derived from the site's documents key
 * (DOCUMENTS_KEY: required in production, kept across restarts, unlike a development JWT_SECRET).
 */
@Injectable()
export class SecondFactor {
  private readonly logger = new Logger(SecondFactor.name);

  constructor(
    @InjectModel(Staff.name) private readonly staff: Model<Staff>,
    private readonly config: AppConfig,
  ) {}

  private get seals(): SecretSeal {
    return new SecretSeal(this.config.documents);
  }

  async setup(id: string): Promise<SecondFactorSetup> {
    const member = await this.member(id);
    if (member.secondFactor) {
      throw new ConflictException('Two-factor sign-in is already on. An admin can reset it if you lost your phone.');
    }
    const secret = authenticator.generateSecret(20);
    const otpauthUrl = authenticator.keyuri(member.email, ISSUER, secret);
    await this.staff.updateOne(
      { _id: member._id },
      { $set: { pendingSecondFactor: { ...this.seals.seal(secret), startedAt: new Date() } } },
    );
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl, qrSvg };
  }

  /** The first code proves the app holds the secret: it becomes the member's, with fresh recovery codes. */
  async confirm(id: string, code: string, now = new Date()): Promise<{ recoveryCodes: string[] }> {
    const member = await this.member(id);
    if (member.secondFactor) throw new ConflictException('Two-factor sign-in is already on.');
    if (!member.pendingSecondFactor) throw new BadRequestException('Start again: scan the QR code first.');
    const step = this.verifyTotp(this.seals.open(member.pendingSecondFactor), code, now, 0);
    if (step === undefined) {
      throw new BadRequestException(
        fieldRefusal('code', 'That code is not right. Enter the 6 digits your authenticator app shows now.'),
      );
    }
    const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const { keyId, sealed } = member.pendingSecondFactor;
    const { modifiedCount } = await this.staff.updateOne(
      { _id: member._id, secondFactor: { $exists: false }, 'pendingSecondFactor.sealed': sealed },
      {
        $set: {
          secondFactor: { keyId, sealed, enrolledAt: now },
          lastCodeStep: step,
          recoveryCodes: recoveryCodes.map((recovery) => hashRecoveryCode(normalRecoveryCode(recovery))),
        },
        $unset: { pendingSecondFactor: 1 },
      },
    );
    if (modifiedCount !== 1) throw new ConflictException('Two-factor sign-in changed meanwhile: start again.');
    return { recoveryCodes };
  }

  /**
   * A sign-in's second step: the current code (one step either side, for a phone's clock), used once; or a recovery
   * code, used once. Each is spent with one conditional update, so two sign-ins racing with one code get one success.
   */
  async accepts(member: StaffDocument, rawCode: string, now = new Date()): Promise<boolean> {
    if (!member.secondFactor || rawCode.length > SIGN_IN_CODE_MAX) return false;
    const code = rawCode.trim();
    if (SIX_DIGITS.test(code)) {
      const step = this.verifyTotp(this.seals.open(member.secondFactor), code, now, member.lastCodeStep ?? 0);
      if (step === undefined) return false;
      const { modifiedCount } = await this.staff.updateOne(
        { _id: member._id, lastCodeStep: { $lt: step } },
        { $set: { lastCodeStep: step } },
      );
      return modifiedCount === 1;
    }
    const hash = hashRecoveryCode(normalRecoveryCode(code));
    const { modifiedCount } = await this.staff.updateOne(
      { _id: member._id, recoveryCodes: hash },
      { $pull: { recoveryCodes: hash } },
    );
    return modifiedCount === 1;
  }

  /** An admin turns another member's second factor off; their sessions end and they enrol again. Recorded. */
  async reset(actor: { id: string; email: string }, id: string, now = new Date()): Promise<StaffAccount> {
    if (!isValidObjectId(id)) throw new NotFoundException('Staff member not found');
    if (id === actor.id) {
      throw new BadRequestException(
        'You cannot reset your own second factor: use a recovery code, or ask another admin',
      );
    }
    const updated = await this.staff
      .findByIdAndUpdate(
        id,
        {
          $set: { secondFactorReset: { by: actor.email, at: now }, lastCodeStep: 0 },
          $unset: { secondFactor: 1, pendingSecondFactor: 1, recoveryCodes: 1 },
          $inc: { tokenVersion: 1 },
        },
        { new: true },
      )
      .lean()
      .exec();
    if (!updated) throw new NotFoundException('Staff member not found');
    this.logger.warn(`second factor of ${updated.email} reset by ${actor.email}`);
    return toStaffAccount(updated);
  }

  /** The step the code belongs to, within one step of now and after `after`; undefined when it is not valid. */
  private verifyTotp(secret: string, code: string, now: Date, after: number): number | undefined {
    if (!SIX_DIGITS.test(code.trim())) return undefined;
    const delta = authenticator
      .clone({ window: 1, step: STEP_SECONDS, epoch: now.getTime() })
      .checkDelta(code.trim(), secret);
    if (delta === null) return undefined;
    const step = Math.floor(now.getTime() / 1000 / STEP_SECONDS) + delta;
    return step > after ? step : undefined;
  }

  private async member(id: string): Promise<StaffDocument> {
    const member = isValidObjectId(id) ? await this.staff.findById(id).exec() : null;
    if (!member) throw new NotFoundException('Staff member not found');
    return member;
  }
}
