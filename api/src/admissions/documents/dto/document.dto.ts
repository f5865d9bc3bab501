import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DOCUMENT_KIND_VALUES, type DocumentKind, type DocumentReviewRequest } from '@icast/contracts';
import { OneOfPipe } from '../../../platform/http/one-of.pipe';
import { Trimmed } from '../../../platform/http/trimmed';

/** `:kind` in a route: one of the documents the school asks for. */
export const DocumentKindPipe = new OneOfPipe<DocumentKind>(DOCUMENT_KIND_VALUES, 'The document');

export class DocumentReviewDto implements DocumentReviewRequest {
  @ApiProperty({ enum: ['accepted', 'resend'] })
  @IsIn(['accepted', 'resend'], { message: 'review must be accepted or resend' })
  review!: 'accepted' | 'resend';

  @ApiPropertyOptional({ maxLength: 500, example: 'The photo is blurred: please send a sharper one.' })
  @IsOptional()
  @Trimmed()
  @IsString({ message: 'note must be a string' })
  @MaxLength(500, { message: 'note must be at most 500 characters' })
  note?: string;
}
