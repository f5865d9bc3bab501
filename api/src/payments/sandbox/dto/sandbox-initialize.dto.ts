import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PAYER_LIMITS } from '@icast/contracts';
import type { PaystackInitializeInput } from '../../paystack.client';
import { PAYMENT_REFERENCE_PATTERN } from '../../dto/initialize-payment.dto';

/** What Paystack's POST /transaction/initialize takes from us, checked as strictly as Paystack would. */
export class SandboxInitializeDto implements PaystackInitializeInput {
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(PAYER_LIMITS.email)
  email!: string;

  /** Kobo: the fee's range (100 to 10,000,000 naira). */
  @IsInt({ message: 'amount must be a whole number of kobo' })
  @Min(10_000)
  @Max(1_000_000_000)
  amount!: number;

  @IsString()
  @Matches(PAYMENT_REFERENCE_PATTERN, { message: 'reference must be 6 to 64 letters, digits, ".", "=" or "-"' })
  reference!: string;

  /** Checked against PUBLIC_SITE_URL by the sandbox itself. */
  @IsString()
  @MaxLength(2000)
  callback_url!: string;

  @IsIn(['NGN'], { message: 'currency must be NGN' })
  currency!: 'NGN';

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  channels!: string[];

  /** Accepted as Paystack does; the sandbox keeps only `for`, what the money is for, as its checkout's title. */
  @IsOptional()
  @IsObject()
  metadata!: Record<string, string>;
}
