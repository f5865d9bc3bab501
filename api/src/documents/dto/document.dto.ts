import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DOCUMENT_KIND_VALUES, type DocumentKind, type DocumentReviewRequest } from '@icast/contracts';
import { Trimmed } from '../../common/trimmed';

/** `:kind` in a route: one of the documents the school asks for. */
@Injectable()
export class DocumentKindPipe implements PipeTransform<string, DocumentKind> {
  transform(value: string): DocumentKind {
    if (!(DOCUMENT_KIND_VALUES as readonly string[]).includes(value)) {
      throw new BadRequestException(`The document must be one of ${DOCUMENT_KIND_VALUES.join(', ')}`);
    }
    return value as DocumentKind;
  }
}

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
