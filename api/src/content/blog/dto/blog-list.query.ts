import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { BLOG_CATEGORIES, BLOG_LIST_MAX_LIMIT, BLOG_SEARCH_MAX } from '@icast/contracts';

/** URL values are lower case (`events`); `all` means no filter. */
export const BLOG_CATEGORY_FILTERS = ['all', ...BLOG_CATEGORIES.map((category) => category.toLowerCase())];

const lowerCaseTrimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export class BlogListQuery {
  @ApiPropertyOptional({ enum: BLOG_CATEGORY_FILTERS, description: 'Case-insensitive; all or absent = every category' })
  @IsOptional()
  @Transform(lowerCaseTrimmed)
  @IsIn(BLOG_CATEGORY_FILTERS, { message: `category must be one of ${BLOG_CATEGORY_FILTERS.join(', ')}` })
  category?: string;

  @ApiPropertyOptional({ maxLength: BLOG_SEARCH_MAX, description: 'Words searched in title and content' })
  @IsOptional()
  @IsString({ message: 'q must be a string' })
  @MaxLength(BLOG_SEARCH_MAX, { message: `q must be at most ${BLOG_SEARCH_MAX} characters` })
  q?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(10_000, { message: 'page must be at most 10000' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: BLOG_LIST_MAX_LIMIT, description: 'Absent: the blog page size (9)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(BLOG_LIST_MAX_LIMIT, { message: `limit must be at most ${BLOG_LIST_MAX_LIMIT}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'true: featured posts only' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;
}
