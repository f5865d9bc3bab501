import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateBy, type ValidationArguments } from 'class-validator';
import type { FilterQuery, Model, SortOrder } from 'mongoose';
import { DEFAULT_PAGE_SIZE, LIST_SEARCH_MAX, MAX_PAGE, MAX_PAGE_SIZE, type PagedList } from '@icast/contracts';

/** One message whatever is wrong with the number: "pageSize must be a whole number from 1 to 100". */
export const WholeNumberFrom = (min: number, max: number) =>
  ValidateBy({
    name: 'wholeNumberFrom',
    validator: {
      validate: (value: unknown) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
      defaultMessage: (args?: ValidationArguments) => `${args?.property} must be a whole number from ${min} to ${max}`,
    },
  });

/** `?page=&pageSize=` of every staff list; a list with filters extends it. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @WholeNumberFrom(1, MAX_PAGE)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @WholeNumberFrom(1, MAX_PAGE_SIZE)
  pageSize?: number;
}

/** A paged list with a free-text search. */
export class SearchPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: LIST_SEARCH_MAX, description: 'Case-insensitive text searched in the main fields' })
  @IsOptional()
  @IsString({ message: 'q must be a string' })
  @MaxLength(LIST_SEARCH_MAX, { message: `q must be at most ${LIST_SEARCH_MAX} characters` })
  q?: string;
}

/** Regex metacharacters escaped, so a search for `C++ (basics)` finds that text and cannot hang the server. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Rows where any of `fields` contains `text`, ignoring case (the portable subset: an escaped regex, no text
 * index). Blank text matches everything.
 */
export function containsText<Row>(text: string | undefined, fields: readonly string[]): FilterQuery<Row> {
  const trimmed = text?.trim();
  if (!trimmed) return {};
  const pattern = { $regex: escapeRegex(trimmed), $options: 'i' };
  return { $or: fields.map((field) => ({ [field]: pattern })) } as FilterQuery<Row>;
}

export interface PageRequest<Row> {
  filter: FilterQuery<Row>;
  /** Must end in a unique field (`_id`), so rows with equal dates keep one order from page to page. */
  sort: Record<string, SortOrder>;
  query: PageQueryDto;
  /** Fields left out of the rows (large bodies a list does not show). */
  omit?: readonly string[];
}

/** One page of `model` and the number of rows matching the filter, read side by side. */
export async function findPage<Row, View>(
  model: Model<Row>,
  { filter, sort, query, omit = [] }: PageRequest<Row>,
  toView: (row: Row & { _id: unknown }) => View,
): Promise<PagedList<View>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    model
      .find(filter, Object.fromEntries(omit.map((field) => [field, 0])))
      .sort(sort)
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<Array<Row & { _id: unknown }>>()
      .exec(),
    model.countDocuments(filter).exec(),
  ]);
  return { data: rows.map(toView), page, pageSize, total };
}

/** Every row of `model` (matching `filter`) in `sort` order, read from a cursor one batch at a time (exports). */
export async function* readAll<Row, View>(
  model: Model<Row>,
  sort: Record<string, SortOrder>,
  toView: (row: Row & { _id: unknown }) => View,
  filter: FilterQuery<Row> = {},
): AsyncGenerator<View> {
  for await (const row of model.find(filter).sort(sort).lean().cursor()) yield toView(row as Row & { _id: unknown });
}
