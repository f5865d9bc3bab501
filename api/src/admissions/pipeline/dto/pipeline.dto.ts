import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  APPLICATION_STATUS_VALUES,
  ATTENDANCE_CHOICES,
  type ApplicationStatusValue,
  BULK_STATUS_MAX,
  type BulkStatusChange,
  CAMPUSES,
  type PipelineFilters,
} from '@icast/contracts';
import { Trimmed } from '../../../platform/http/trimmed';

const CAMPUS_VALUES = CAMPUSES.map((choice) => choice.value);
const ATTENDANCE_VALUES = ATTENDANCE_CHOICES.map((choice) => choice.value);

export class PipelineFiltersDto implements PipelineFilters {
  @ApiPropertyOptional({ enum: CAMPUS_VALUES })
  @IsOptional()
  @IsIn(CAMPUS_VALUES, { message: `campus must be one of ${CAMPUS_VALUES.join(', ')}` })
  campus?: string;

  @ApiPropertyOptional({ enum: ATTENDANCE_VALUES })
  @IsOptional()
  @IsIn(ATTENDANCE_VALUES, { message: `attendance must be one of ${ATTENDANCE_VALUES.join(', ')}` })
  attendance?: string;

  @ApiPropertyOptional({ example: '2026-2', description: 'year and term, as the form stores it' })
  @IsOptional()
  @Matches(/^\d{4}-[123]$/, { message: 'startTerm must be a year and term like 2026-2' })
  startTerm?: string;
}

export class BulkStatusChangeDto implements BulkStatusChange {
  @ApiProperty({ type: [String], maxItems: BULK_STATUS_MAX })
  @IsArray({ message: 'references must be a list' })
  @ArrayMinSize(1, { message: 'Choose at least one application' })
  @ArrayMaxSize(BULK_STATUS_MAX, { message: `Change at most ${BULK_STATUS_MAX} applications at once` })
  @IsString({ each: true, message: 'each reference must be text' })
  @MaxLength(40, { each: true, message: 'each reference must be at most 40 characters' })
  references!: string[];

  @ApiProperty({ enum: APPLICATION_STATUS_VALUES })
  @IsIn(APPLICATION_STATUS_VALUES, { message: `status must be one of ${APPLICATION_STATUS_VALUES.join(', ')}` })
  status!: ApplicationStatusValue;

  @ApiPropertyOptional({ maxLength: 500, description: 'Why, for the history; staff only' })
  @IsOptional()
  @Trimmed()
  @IsString({ message: 'note must be text' })
  @MaxLength(500, { message: 'note must be at most 500 characters' })
  note?: string;

  @ApiPropertyOptional({ maxLength: 1500, description: 'Sent to every family affected' })
  @IsOptional()
  @Trimmed()
  @IsString({ message: 'familyMessage must be text' })
  @MaxLength(1500, { message: 'The message to families must be at most 1,500 characters' })
  familyMessage?: string;
}
