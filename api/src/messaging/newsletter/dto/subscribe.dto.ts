import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { CONTACT_LIMITS } from '@icast/contracts';
import { PrivacyNoticeVersionField } from '../../../platform/http/privacy-notice-field';

export class SubscribeDto {
  @ApiProperty({ example: 'ada.obi@example.com', maxLength: CONTACT_LIMITS.email })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'email must be a string' })
  @MaxLength(CONTACT_LIMITS.email, { message: `email must be at most ${CONTACT_LIMITS.email} characters` })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email!: string;

  @PrivacyNoticeVersionField()
  privacyNoticeVersion?: number | string;
}
