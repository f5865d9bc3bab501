import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  type ApplicationListQuery,
  type ApplicationStatusValue,
  ATTENDANCE_CHOICES,
  CAMPUSES,
  CLASSES_APPLIED_FOR,
  LIVE_APPLICATION_STATUSES,
} from '@icast/contracts';
import { SearchPageQueryDto } from '../../../platform/http/pagination';

const CLASS_VALUES = CLASSES_APPLIED_FOR.map((choice) => choice.value);
const CAMPUS_VALUES = CAMPUSES.map((choice) => choice.value);
const ATTENDANCE_VALUES = ATTENDANCE_CHOICES.map((choice) => choice.value);

/** The applications list: search in the reference and the child's names, one status, class, campus, day or boarding, start term. */
export class ApplicationListQueryDto extends SearchPageQueryDto implements ApplicationListQuery {
  // Merged applications are on the Duplicates page, not in this list.
  @ApiPropertyOptional({ enum: LIVE_APPLICATION_STATUSES })
  @IsOptional()
  @IsIn(LIVE_APPLICATION_STATUSES, { message: `status must be one of ${LIVE_APPLICATION_STATUSES.join(', ')}` })
  status?: ApplicationStatusValue;

  @ApiPropertyOptional({ enum: CLASS_VALUES })
  @IsOptional()
  @IsIn(CLASS_VALUES, { message: `classAppliedFor must be one of ${CLASS_VALUES.join(', ')}` })
  classAppliedFor?: string;

  @ApiPropertyOptional({ enum: CAMPUS_VALUES })
  @IsOptional()
  @IsIn(CAMPUS_VALUES, { message: `campus must be one of ${CAMPUS_VALUES.join(', ')}` })
  campus?: string;

  @ApiPropertyOptional({ enum: ['yes', 'no'], description: 'yes: scores recorded; no: not assessed yet' })
  @IsOptional()
  @IsIn(['yes', 'no'], { message: 'assessed must be yes or no' })
  assessed?: string;

  @ApiPropertyOptional({ enum: ATTENDANCE_VALUES })
  @IsOptional()
  @IsIn(ATTENDANCE_VALUES, { message: `attendance must be one of ${ATTENDANCE_VALUES.join(', ')}` })
  attendance?: string;

  @ApiPropertyOptional({ description: 'The start term as stored: 2027-1 for the first term of 2027/2028' })
  @IsOptional()
  @IsString()
  @MaxLength(10, { message: 'startTerm must be written like 2027-1 (the year, then term 1, 2 or 3)' })
  @Matches(/^\d{4}-[123]$/, { message: 'startTerm must be written like 2027-1 (the year, then term 1, 2 or 3)' })
  startTerm?: string;
}

/** The list's filters without its paging: what a message to the families of the listed applications selects. */
export class ApplicationListFilterDto extends OmitType(ApplicationListQueryDto, ['page', 'pageSize'] as const) {}
export type ApplicationListFilter = Omit<ApplicationListQueryDto, 'page' | 'pageSize'>;
