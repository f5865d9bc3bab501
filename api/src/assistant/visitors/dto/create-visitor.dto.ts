import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, Matches } from 'class-validator';
import { E164_PATTERN, normalisePhoneNumber } from '@icast/contracts';
import { PrivacyNoticeVersionField } from '../../../platform/http/privacy-notice-field';

export class CreateVisitorDto {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 80,
    example: 'Ada Obi',
    description: 'Trimmed; blank counts as absent',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @Length(1, 80, { message: 'name must be between 1 and 80 characters' })
  name?: string;

  @ApiProperty({
    example: '08031234567',
    description: 'Nigerian (08031234567, +2348031234567) or international E.164 (+447911123456); stored as E.164',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (normalisePhoneNumber(value) ?? value) : value,
  )
  @IsString({ message: 'number must be a string' })
  @Matches(E164_PATTERN, {
    message: 'number must be a Nigerian phone number like 08031234567 or an international one like +447911123456',
  })
  number!: string;

  @PrivacyNoticeVersionField()
  privacyNoticeVersion?: number | string;
}
