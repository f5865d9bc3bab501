import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { NewsletterTokenRequest } from '@icast/contracts';

export class NewsletterTokenDto implements NewsletterTokenRequest {
  @ApiProperty({ description: 'The token from the confirmation link' })
  @IsString({ message: 'token must be a string' })
  @MaxLength(200, { message: 'token must be at most 200 characters' })
  token!: string;
}

/** RFC 8058: a mail program's one-click unsubscribe posts exactly this form field; the page posts nothing. */
export class OneClickUnsubscribeDto {
  @ApiPropertyOptional({ enum: ['One-Click'] })
  @IsOptional()
  @IsIn(['One-Click'], { message: 'List-Unsubscribe must be One-Click' })
  'List-Unsubscribe'?: string;
}
