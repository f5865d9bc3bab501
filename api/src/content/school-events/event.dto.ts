import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsMongoId,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  CALENDAR_MONTH_PATTERN,
  EVENT_CATEGORIES,
  EVENT_LIMITS,
  EVENT_LIST_MAX,
  EVENT_LIST_WHEN,
  EVENT_OCCURRENCES_MAX,
  EVENT_REPEAT_FREQUENCIES,
  IMAGE_ALT_MAX,
  type EventCategory,
  type EventListWhen,
  type EventRepeatFrequency,
} from '@icast/contracts';
import { Trimmed } from '../../platform/http/trimmed';
import { TimeSpanDto, toBoolean } from '../site-content/site-content.dto';

const CATEGORY_MESSAGE = `category must be one of ${EVENT_CATEGORIES.join(', ')}`;
const REPEAT_COUNT_MESSAGE = `repeatCount must be a whole number from 2 to ${EVENT_OCCURRENCES_MAX}`;

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

  @ApiPropertyOptional({ description: 'The id of a photo chosen from the library instead of an upload' })
  @IsOptional()
  @IsMongoId({ message: 'libraryImageId must be the id of a photo in the library' })
  libraryImageId?: string;

  @ApiPropertyOptional({ enum: EVENT_CATEGORIES, default: 'other' })
  @IsOptional()
  @IsIn(EVENT_CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: EventCategory;

  @ApiPropertyOptional({ enum: ['', ...EVENT_REPEAT_FREQUENCIES], description: "'' (or absent): once" })
  @IsOptional()
  @IsIn(['', ...EVENT_REPEAT_FREQUENCIES], { message: `repeat must be one of ${EVENT_REPEAT_FREQUENCIES.join(', ')}` })
  repeat?: EventRepeatFrequency | '';

  @ApiPropertyOptional({ description: 'The last day a date of the series may start on: 2026-12-18' })
  @IsOptional()
  @Matches(/^(\d{4}-\d{2}-\d{2})?$/, { message: 'repeatUntil must be a date like 2026-12-18' })
  repeatUntil?: string;

  @ApiPropertyOptional({ minimum: 2, maximum: EVENT_OCCURRENCES_MAX })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @Type(() => Number)
  @IsInt({ message: REPEAT_COUNT_MESSAGE })
  @Min(2, { message: REPEAT_COUNT_MESSAGE })
  @Max(EVENT_OCCURRENCES_MAX, { message: REPEAT_COUNT_MESSAGE })
  repeatCount?: number;
}

/** `campus` and `category`: the public calendar's filters, on the list, the month and the feed. */
export class EventFilterQuery {
  @ApiPropertyOptional({ description: 'A campus id of the site settings' })
  @IsOptional()
  @Matches(/^[a-z0-9-]{0,40}$/, { message: 'campus must be one of the campus ids' })
  campus?: string;

  @ApiPropertyOptional({ enum: EVENT_CATEGORIES })
  @IsOptional()
  @IsIn(['', ...EVENT_CATEGORIES], { message: CATEGORY_MESSAGE })
  category?: EventCategory | '';
}

export class EventMonthQuery extends EventFilterQuery {
  @ApiProperty({ example: '2026-11' })
  @Matches(CALENDAR_MONTH_PATTERN, { message: 'month must be a month like 2026-11' })
  month!: string;
}

export class EventListQuery extends EventFilterQuery {
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
