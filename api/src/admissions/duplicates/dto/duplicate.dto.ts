import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  APPLICATION_REFERENCE_EXAMPLE,
  DUPLICATE_MAX_PAGE_SIZE,
  DUPLICATE_PAGE_SIZE,
  type DuplicateDismissRequest,
  type DuplicateListQuery,
  type DuplicateMergeRequest,
  type DuplicateState,
} from '@icast/contracts';
import { PageQueryDto } from '../../../platform/http/pagination';

const REFERENCE = /^[A-Z0-9-]{5,40}$/;
const REFERENCE_MESSAGE = (name: string) =>
  `${name} must be an application reference like ${APPLICATION_REFERENCE_EXAMPLE}`;

export class DuplicateListQueryDto extends PageQueryDto implements DuplicateListQuery {
  @ApiPropertyOptional({ enum: ['open', 'dismissed'], default: 'open' })
  @IsOptional()
  @IsIn(['open', 'dismissed'], { message: 'state must be open or dismissed' })
  state?: DuplicateState;
}

/** The page asked for, in pages of DUPLICATE_PAGE_SIZE groups unless it asks for fewer (at most the maximum). */
export const duplicatePage = (query: PageQueryDto): { page: number; pageSize: number } => ({
  page: query.page ?? 1,
  pageSize: Math.min(query.pageSize ?? DUPLICATE_PAGE_SIZE, DUPLICATE_MAX_PAGE_SIZE),
});

export class DuplicateDismissDto implements DuplicateDismissRequest {
  @ApiProperty({ example: '2026-03-01T10:00:00.000Z', description: "The group's newestSubmittedAt as staff saw it" })
  @IsString({ message: 'upTo must be the newest submission time staff saw' })
  @MaxLength(40, { message: 'upTo must be the newest submission time staff saw' })
  @IsISO8601({ strict: true }, { message: 'upTo must be the newest submission time staff saw' })
  upTo!: string;
}

export class DuplicateMergeDto implements DuplicateMergeRequest {
  @ApiProperty({ example: APPLICATION_REFERENCE_EXAMPLE, description: 'The application to keep' })
  @IsString({ message: REFERENCE_MESSAGE('keep') })
  @MaxLength(40, { message: REFERENCE_MESSAGE('keep') })
  @Matches(REFERENCE, { message: REFERENCE_MESSAGE('keep') })
  keep!: string;

  @ApiProperty({ example: APPLICATION_REFERENCE_EXAMPLE, description: 'The application merged into the kept one' })
  @IsString({ message: REFERENCE_MESSAGE('merge') })
  @MaxLength(40, { message: REFERENCE_MESSAGE('merge') })
  @Matches(REFERENCE, { message: REFERENCE_MESSAGE('merge') })
  merge!: string;

  @ApiPropertyOptional({
    description:
      'Move the documents the kept application lacks. Default: only when both give the same e-mail and phone',
  })
  @IsOptional()
  @IsBoolean({ message: 'moveDocuments must be true or false' })
  moveDocuments?: boolean;
}
