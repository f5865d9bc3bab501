import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { DOWNLOAD_CATEGORIES, DOWNLOAD_LIMITS, type DownloadCategory } from '@icast/contracts';
import { Trimmed } from '../../platform/http/trimmed';

/** Multipart fields are text: an empty date means "no date". */
const emptyAsUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

/** A document's words; its file comes in the multipart field `file` (required to add, optional to change). */
export class SchoolDownloadDto {
  @ApiProperty({ maxLength: DOWNLOAD_LIMITS.title })
  @Trimmed()
  @IsString()
  @Length(1, DOWNLOAD_LIMITS.title, {
    message: `Enter a title of at most ${DOWNLOAD_LIMITS.title} characters, like "Uniform list"`,
  })
  title!: string;

  @ApiProperty({ enum: DOWNLOAD_CATEGORIES })
  @IsIn(DOWNLOAD_CATEGORIES, { message: `Choose a category: ${DOWNLOAD_CATEGORIES.join(', ')}` })
  category!: DownloadCategory;

  @ApiPropertyOptional({ maxLength: DOWNLOAD_LIMITS.description })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(DOWNLOAD_LIMITS.description, {
    message: `The description can be at most ${DOWNLOAD_LIMITS.description} characters`,
  })
  description?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD from which the document applies' })
  @IsOptional()
  @Transform(emptyAsUndefined)
  @IsString()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'Enter "valid from" as a real date' })
  validFrom?: string;
}
