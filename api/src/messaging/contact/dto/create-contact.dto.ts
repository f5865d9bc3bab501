import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { CONTACT_LIMITS, type ContactRequest } from '@icast/contracts';
import { PrivacyNoticeVersionField } from '../../../platform/http/privacy-notice-field';
import { Trimmed } from '../../../platform/http/trimmed';

export class CreateContactDto implements ContactRequest {
  @ApiProperty({ example: 'Ada Obi', maxLength: CONTACT_LIMITS.name })
  @Trimmed()
  @IsString({ message: 'name must be a string' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(CONTACT_LIMITS.name, { message: `name must be at most ${CONTACT_LIMITS.name} characters` })
  name!: string;

  @ApiProperty({ example: 'ada.obi@example.com', maxLength: CONTACT_LIMITS.email })
  @Trimmed()
  @IsString({ message: 'email must be a string' })
  @MaxLength(CONTACT_LIMITS.email, { message: `email must be at most ${CONTACT_LIMITS.email} characters` })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email!: string;

  @ApiProperty({ example: '0803 123 4567', maxLength: CONTACT_LIMITS.tel })
  @Trimmed()
  @IsString({ message: 'tel must be a string' })
  @MaxLength(CONTACT_LIMITS.tel, { message: `tel must be at most ${CONTACT_LIMITS.tel} characters` })
  @Matches(/^\+?[\d\s()-]{7,}$/, { message: 'tel must be a phone number (digits, spaces, +, - or brackets)' })
  tel!: string;

  @ApiProperty({ example: 'Hostel enquiry', maxLength: CONTACT_LIMITS.subject })
  @Trimmed()
  @IsString({ message: 'subject must be a string' })
  @IsNotEmpty({ message: 'subject is required' })
  @MaxLength(CONTACT_LIMITS.subject, { message: `subject must be at most ${CONTACT_LIMITS.subject} characters` })
  subject!: string;

  @ApiProperty({ example: 'Do you have boarding places in JSS1?', maxLength: CONTACT_LIMITS.message })
  @Trimmed()
  @IsString({ message: 'message must be a string' })
  @IsNotEmpty({ message: 'message is required' })
  @MaxLength(CONTACT_LIMITS.message, { message: `message must be at most ${CONTACT_LIMITS.message} characters` })
  message!: string;

  @PrivacyNoticeVersionField()
  privacyNoticeVersion?: number | string;
}
