import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { type InitializePaymentRequest, PAYER_LIMITS } from '@icast/contracts';
import { Trimmed } from '../../platform/http/trimmed';

/** Swagger's description of the payer; PayerBodyPipe checks it with the rules the payment page uses. */
export class InitializePaymentBody implements InitializePaymentRequest {
  @ApiProperty({ example: 'Adaeze', maxLength: PAYER_LIMITS.name })
  first_name!: string;

  @ApiProperty({ example: 'Okafor', maxLength: PAYER_LIMITS.name })
  last_name!: string;

  @ApiProperty({ example: 'ada@example.com', maxLength: PAYER_LIMITS.email, description: 'Stored in lower case' })
  email!: string;

  @ApiProperty({ example: '08031234567', description: 'Nigerian or international; stored as E.164' })
  phone!: string;
}

/** ICAST-PAY-<time>-<hex> today; Paystack's own rule for references is letters, digits, '.', '=' and '-'. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{6,64}$/;

export class VerifyPaymentDto {
  @ApiProperty({ example: 'ICAST-PAY-LZ1X2Y-3F9A1C' })
  @Trimmed()
  @IsString()
  @Matches(PAYMENT_REFERENCE_PATTERN, { message: 'reference is not a payment reference' })
  reference!: string;
}
