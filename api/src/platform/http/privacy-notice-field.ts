import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PRIVACY_NOTICE_VERSION_MAX_DIGITS } from '@icast/contracts';

/**
 * `privacyNoticeVersion` on a form that collects a family's details: the version of the privacy notice its page
 * showed. Only let through here; the content context's `PrivacyNotices.seen` checks it (length first) and turns
 * it into what is stored. Left out, the version current when the form arrives is recorded (marked `assumed`).
 */
export const PrivacyNoticeVersionField = () =>
  applyDecorators(
    ApiPropertyOptional({
      description:
        'The version of the privacy notice the form showed (a whole number); left out, the version current on ' +
        'receipt is recorded',
      example: 1,
      maxLength: PRIVACY_NOTICE_VERSION_MAX_DIGITS,
    }),
    Allow(),
  );
