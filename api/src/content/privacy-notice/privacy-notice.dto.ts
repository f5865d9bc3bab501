import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { PRIVACY_NOTICE_TEXT_MAX, PRIVACY_NOTICE_TEXT_MIN, type PrivacyNoticeForm } from '@icast/contracts';
import { Trimmed } from '../../platform/http/trimmed';

export class PrivacyNoticeDto implements PrivacyNoticeForm {
  @ApiProperty({ minLength: PRIVACY_NOTICE_TEXT_MIN, maxLength: PRIVACY_NOTICE_TEXT_MAX })
  @Trimmed()
  @IsString({ message: 'text must be a string' })
  @Length(PRIVACY_NOTICE_TEXT_MIN, PRIVACY_NOTICE_TEXT_MAX, {
    message: `text must be ${PRIVACY_NOTICE_TEXT_MIN} to ${PRIVACY_NOTICE_TEXT_MAX} characters: the whole notice`,
  })
  text!: string;
}
