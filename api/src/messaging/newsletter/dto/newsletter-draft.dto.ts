import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NEWSLETTER_LIMITS, type NewsletterDraft } from '@icast/contracts';
import { Trimmed } from '../../../platform/http/trimmed';

export class NewsletterDraftDto implements NewsletterDraft {
  @ApiProperty({ example: 'Inter-house sports day', maxLength: NEWSLETTER_LIMITS.subject })
  @Trimmed()
  @IsString({ message: 'subject must be a string' })
  @IsNotEmpty({ message: 'subject is required' })
  @MaxLength(NEWSLETTER_LIMITS.subject, { message: `subject must be at most ${NEWSLETTER_LIMITS.subject} characters` })
  subject!: string;

  @ApiProperty({
    example: 'Dear parents,\n\nOur sports day is on Friday at the Elebu campus.',
    description: 'Plain text: blank lines separate paragraphs, web addresses become links',
    maxLength: NEWSLETTER_LIMITS.body,
  })
  @Trimmed()
  @IsString({ message: 'body must be a string' })
  @IsNotEmpty({ message: 'body is required' })
  @MaxLength(NEWSLETTER_LIMITS.body, { message: `body must be at most ${NEWSLETTER_LIMITS.body} characters` })
  body!: string;
}
