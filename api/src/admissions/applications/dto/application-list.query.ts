import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  type ApplicationListQuery,
  type ApplicationStatusValue,
  CAMPUSES,
  CLASSES_APPLIED_FOR,
  LIVE_APPLICATION_STATUSES,
} from '@icast/contracts';
import { SearchPageQueryDto } from '../../../platform/http/pagination';

const CLASS_VALUES = CLASSES_APPLIED_FOR.map((choice) => choice.value);
const CAMPUS_VALUES = CAMPUSES.map((choice) => choice.value);

/** The applications list: search in the reference and the child's names, one status, class and campus. */
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
}
