import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  ASSESSMENT_COMMENT_MAX,
  ASSESSMENT_NOTES_MAX,
  type RecordAssessmentRequest,
  RUBRIC_AREA_NAME_MAX,
  RUBRIC_AREA_SCORE_MAX,
  RUBRIC_AREAS_MAX,
  type RubricUpdate,
} from '@icast/contracts';
import { Trimmed } from '../../../platform/http/trimmed';

/** A score as typed in a form or sent as a number: blank is missing, anything but up to three digits is not a number. */
const wholeNumber = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
};

export class RubricAreaDto {
  @ApiProperty({ maxLength: RUBRIC_AREA_NAME_MAX, example: 'Mathematics' })
  @Trimmed()
  @IsString({ message: 'Enter the name of the area' })
  @MinLength(1, { message: 'Enter the name of the area' })
  @MaxLength(RUBRIC_AREA_NAME_MAX, { message: `The name can be at most ${RUBRIC_AREA_NAME_MAX} characters` })
  name!: string;

  @ApiProperty({ minimum: 1, maximum: RUBRIC_AREA_SCORE_MAX })
  @Transform(wholeNumber)
  @IsDefined({ message: 'Enter the maximum score' })
  @IsInt({ message: 'Enter the maximum score as a whole number' })
  @Min(1, { message: 'The maximum score must be at least 1' })
  @Max(RUBRIC_AREA_SCORE_MAX, { message: `The maximum score can be at most ${RUBRIC_AREA_SCORE_MAX}` })
  maxScore!: number;
}

export class RubricUpdateDto implements RubricUpdate {
  @ApiProperty({ type: [RubricAreaDto], maxItems: RUBRIC_AREAS_MAX })
  @IsArray({ message: 'areas must be a list' })
  @ArrayMinSize(1, { message: 'Give the rubric at least one area' })
  @ArrayMaxSize(RUBRIC_AREAS_MAX, { message: `A rubric can have at most ${RUBRIC_AREAS_MAX} areas` })
  @ValidateNested({ each: true })
  @Type(() => RubricAreaDto)
  areas!: RubricAreaDto[];
}

export class AreaScoreDto {
  @ApiProperty({ example: 'mathematics' })
  @IsString({ message: 'key must be text' })
  @MaxLength(RUBRIC_AREA_NAME_MAX, { message: `key can be at most ${RUBRIC_AREA_NAME_MAX} characters` })
  key!: string;

  @ApiProperty({ minimum: 0, maximum: RUBRIC_AREA_SCORE_MAX })
  @Transform(wholeNumber)
  @IsDefined({ message: 'Enter a score' })
  @IsInt({ message: 'Enter the score as a whole number' })
  @Min(0, { message: 'The score cannot be below 0' })
  score!: number;

  @ApiPropertyOptional({ maxLength: ASSESSMENT_COMMENT_MAX })
  @IsOptional()
  @Trimmed()
  @IsString({ message: 'The comment must be text' })
  @MaxLength(ASSESSMENT_COMMENT_MAX, { message: `The comment can be at most ${ASSESSMENT_COMMENT_MAX} characters` })
  comment?: string;
}

export class RecordAssessmentDto implements RecordAssessmentRequest {
  @ApiProperty({ type: [AreaScoreDto], maxItems: RUBRIC_AREAS_MAX })
  @IsArray({ message: 'scores must be a list' })
  @ArrayMaxSize(RUBRIC_AREAS_MAX, { message: `At most ${RUBRIC_AREAS_MAX} scores` })
  @ValidateNested({ each: true })
  @Type(() => AreaScoreDto)
  scores!: AreaScoreDto[];

  @ApiPropertyOptional({ maxLength: ASSESSMENT_NOTES_MAX })
  @IsOptional()
  @Trimmed()
  @IsString({ message: 'The notes must be text' })
  @MaxLength(ASSESSMENT_NOTES_MAX, { message: `The notes can be at most ${ASSESSMENT_NOTES_MAX} characters` })
  notes?: string;
}
