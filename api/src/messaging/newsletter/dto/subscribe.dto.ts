import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import {
  CONTACT_LIMITS,
  NEWSLETTER_CAMPUSES,
  NEWSLETTER_SECTIONS,
  type NewsletterCampus,
  type NewsletterSection,
  normalisePhoneNumber,
  PHONE_INPUT_MAX,
} from '@icast/contracts';
import { PrivacyNoticeVersionField } from '../../../platform/http/privacy-notice-field';

const CAMPUS_VALUES = NEWSLETTER_CAMPUSES.map((campus) => campus.value);
const SECTION_VALUES = NEWSLETTER_SECTIONS.map((section) => section.value);
const PHONE_MESSAGE = 'phone must be a phone number, like 0803 512 4471';

export class SubscribeDto {
  @ApiProperty({ example: 'ada.obi@example.com', maxLength: CONTACT_LIMITS.email })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'email must be a string' })
  @MaxLength(CONTACT_LIMITS.email, { message: `email must be at most ${CONTACT_LIMITS.email} characters` })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email!: string;

  @ApiPropertyOptional({ example: '0803 512 4471', description: 'For closure alerts by SMS; needs smsConsent' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'phone must be a string' })
  @MaxLength(PHONE_INPUT_MAX, { message: PHONE_MESSAGE })
  @ValidateBy(
    { name: 'phone', validator: { validate: (value) => value === '' || !!normalisePhoneNumber(String(value)) } },
    { message: PHONE_MESSAGE },
  )
  phone?: string;

  @ApiPropertyOptional({ description: 'true: the subscriber agrees to closure alerts by SMS at `phone`' })
  @ValidateIf((body: SubscribeDto) => !!body.phone)
  @Equals(true, { message: 'Tick the box to agree to closure alerts by SMS, or leave the phone number empty' })
  smsConsent?: boolean;

  @ApiPropertyOptional({ enum: CAMPUS_VALUES, description: 'The campus whose news they want; absent: both' })
  @IsOptional()
  @IsIn(CAMPUS_VALUES, { message: 'campus must be Elebu or Elewura' })
  campus?: NewsletterCampus;

  @ApiPropertyOptional({
    enum: SECTION_VALUES,
    isArray: true,
    description: 'The sections whose news they want; absent: all',
  })
  @IsOptional()
  @IsArray({ message: 'sections must be a list' })
  @ArrayMaxSize(SECTION_VALUES.length, { message: 'sections has more entries than there are sections' })
  @IsIn(SECTION_VALUES, { each: true, message: `sections must be among ${SECTION_VALUES.join(', ')}` })
  sections?: NewsletterSection[];

  @PrivacyNoticeVersionField()
  privacyNoticeVersion?: number | string;
}
