import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Length, Matches } from 'class-validator';
import type { InitializePaymentRequest } from '@icast/contracts';
import { E164_PATTERN, normalisePhoneNumber } from '../../visitor/phone-number';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class InitializePaymentDto implements InitializePaymentRequest {
  @ApiProperty({ example: 'Adaeze' })
  @Transform(trimmed)
  @IsString()
  @Length(1, 60, { message: 'first_name must be between 1 and 60 characters' })
  first_name!: string;

  @ApiProperty({ example: 'Okafor' })
  @Transform(trimmed)
  @IsString()
  @Length(1, 60, { message: 'last_name must be between 1 and 60 characters' })
  last_name!: string;

  @ApiProperty({ example: 'ada@example.com' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @Length(3, 120)
  email!: string;

  @ApiProperty({ example: '08031234567', description: 'Stored as E.164' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (normalisePhoneNumber(value) ?? value) : value,
  )
  @IsString()
  @Matches(E164_PATTERN, { message: 'phone must be a phone number like 08031234567' })
  phone!: string;
}

export class VerifyPaymentDto {
  @ApiProperty({ example: 'ICAST-PAY-LZ1X2Y-3F9A1C' })
  @Transform(trimmed)
  @IsString()
  @Matches(/^[A-Za-z0-9.=-]{6,64}$/, { message: 'reference is not a payment reference' })
  reference!: string;
}
