import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { EVENT_LIMITS, EVENT_LIST_MAX, EVENT_LIST_WHEN, IMAGE_ALT_MAX, type EventListWhen } from '@icast/contracts';
import { Trimmed } from '../../platform/http/trimmed';
import { TimeSpanDto, toBoolean } from '../site-content/site-content.dto';

/** Multipart: every field is text; `image` is the file, `removeImage` "true" drops the current photo. */
export class EventDto extends TimeSpanDto {
  @ApiProperty({ maxLength: EVENT_LIMITS.title })
  @Trimmed()
  @IsString()
  @Length(1, EVENT_LIMITS.title, { message: `title is required and at most ${EVENT_LIMITS.title} characters` })
  title!: string;

  @ApiPropertyOptional({ description: "A campus id of the site settings, or '' for elsewhere" })
  @IsOptional()
  @Matches(/^[a-z0-9-]{0,40}$/, { message: 'campus must be one of the campus ids, or empty' })
  campus?: string;

  @ApiPropertyOptional({ maxLength: EVENT_LIMITS.venue })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(EVENT_LIMITS.venue, { message: `venue is at most ${EVENT_LIMITS.venue} characters` })
  venue?: string;

  @ApiProperty({ maxLength: EVENT_LIMITS.description })
  @Trimmed()
  @IsString()
  @Length(1, EVENT_LIMITS.description, {
    message: `description is required and at most ${EVENT_LIMITS.description} characters`,
  })
  description!: string;

  @ApiPropertyOptional({ maxLength: IMAGE_ALT_MAX })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(IMAGE_ALT_MAX, { message: `imageAlt is at most ${IMAGE_ALT_MAX} characters` })
  imageAlt?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  removeImage?: boolean;
}

export class EventListQuery {
  @ApiPropertyOptional({ enum: EVENT_LIST_WHEN, default: 'upcoming' })
  @IsOptional()
  @IsIn(EVENT_LIST_WHEN, { message: `when must be one of ${EVENT_LIST_WHEN.join(', ')}` })
  when?: EventListWhen;

  @ApiPropertyOptional({ minimum: 1, maximum: EVENT_LIST_MAX, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${EVENT_LIST_MAX}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${EVENT_LIST_MAX}` })
  @Max(EVENT_LIST_MAX, { message: `limit must be a whole number from 1 to ${EVENT_LIST_MAX}` })
  limit?: number;
}
