import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Allow,
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  ARTICLE_DOCUMENT_MAX_CHARS,
  BLOG_CATEGORIES,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_TITLE_MAX,
  IMAGE_ALT_MAX,
  type BlogCategory,
} from '@icast/contracts';

/** Multipart sends every field as text: accept "true"/"false" as booleans, leave anything else to @IsBoolean. */
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An ISO date-time with its offset (the editor sends Lagos time as +01:00); "" clears the schedule. */
const toScheduleTime = ({ value }: { value: unknown }) => {
  if (value === '' || value === null) return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return value;
  }
  return new Date(value);
};

/** Fields the create and edit forms share. */
class BlogPostFields {
  @ApiProperty({ maxLength: BLOG_TITLE_MAX })
  @Transform(trimmed)
  @IsString()
  @Length(1, BLOG_TITLE_MAX, { message: `title is required and at most ${BLOG_TITLE_MAX} characters` })
  title!: string;

  /** Required unless a `document` is sent, whose plain text then becomes the content. */
  @ApiProperty({ maxLength: BLOG_CONTENT_MAX })
  @ValidateIf((post: BlogPostFields) => post.document === undefined || post.content !== undefined)
  @IsString()
  @Length(1, BLOG_CONTENT_MAX, { message: `content is required and at most ${BLOG_CONTENT_MAX} characters` })
  content!: string;

  @ApiPropertyOptional({
    description:
      "The rich editor's document (TipTap JSON, as text in multipart): checked against the article allow-list, " +
      `at most ${ARTICLE_DOCUMENT_MAX_CHARS} characters`,
  })
  @Allow()
  document?: unknown;

  @ApiPropertyOptional({ maxLength: BLOG_EXCERPT_MAX, description: 'A short summary for cards; "" removes it' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(BLOG_EXCERPT_MAX, { message: `excerpt is at most ${BLOG_EXCERPT_MAX} characters` })
  excerpt?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  isPublished?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  isFeatured?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Publish at this time (ISO 8601 with offset); the post is Scheduled until then. "" or null: at once.',
  })
  @IsOptional()
  @Transform(toScheduleTime)
  @IsDate({ message: 'publishAt must be a date and time with its offset, like 2026-09-01T08:00:00+01:00' })
  publishAt?: Date | null;

  @ApiPropertyOptional({ maxLength: IMAGE_ALT_MAX, description: 'What the cover shows, for screen readers' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(IMAGE_ALT_MAX, { message: `imageAlt is at most ${IMAGE_ALT_MAX} characters` })
  imageAlt?: string;
}

const CATEGORY_MESSAGE = { message: `category must be one of ${BLOG_CATEGORIES.join(', ')}` };

/** What a draft key looks like: the form's random key, 16 to 64 letters, digits and hyphens. */
export const DRAFT_KEY = /^[A-Za-z0-9-]{16,64}$/;
const DRAFT_KEY_MESSAGE = { message: 'draftKey must be 16 to 64 letters, digits or hyphens' };

export class AddBlogDto extends BlogPostFields {
  @ApiProperty({ enum: BLOG_CATEGORIES })
  @IsIn(BLOG_CATEGORIES, CATEGORY_MESSAGE)
  category!: BlogCategory;

  @ApiPropertyOptional({
    description: 'One random key per draft, sent with every submit of it: a repeated submit answers the first post',
  })
  @IsOptional()
  @IsString(DRAFT_KEY_MESSAGE)
  @MaxLength(64, DRAFT_KEY_MESSAGE)
  @Matches(DRAFT_KEY, DRAFT_KEY_MESSAGE)
  draftKey?: string;
}

/** The original's edit call sends title, content and category (optional); flags and a new image are optional. */
export class UpdateBlogDto extends BlogPostFields {
  @ApiPropertyOptional({ enum: BLOG_CATEGORIES })
  @IsOptional()
  @IsIn(BLOG_CATEGORIES, CATEGORY_MESSAGE)
  category?: BlogCategory;

  /** "true" drops the current image (multipart text). */
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  removeImage?: boolean;
}

export class BlogFlagsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isPublished?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isFeatured?: boolean;
}

export class AdminBlogQueryDto {
  @ApiPropertyOptional({ description: 'Title or content contains (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: [...BLOG_CATEGORIES, 'Uncategorized'] })
  @IsOptional()
  @IsIn([...BLOG_CATEGORIES, 'Uncategorized'])
  category?: string;

  @ApiPropertyOptional({ enum: ['published', 'draft'] })
  @IsOptional()
  @IsIn(['published', 'draft'])
  status?: 'published' | 'draft';

  @ApiPropertyOptional({ default: 200 })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;
}

export class ImproveTextDto {
  @ApiProperty({ maxLength: BLOG_CONTENT_MAX })
  @IsString()
  @MaxLength(BLOG_CONTENT_MAX)
  text!: string;
}
