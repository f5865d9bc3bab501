import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MissingDocumentsReasonField } from '../../offers/dto/make-offer.dto';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  type DecisionReleaseRequest,
  OFFER_FEE_MAX_NAIRA,
  type PrepareDecisionRequest,
  PREPARED_DECISION_VALUES,
  PREPARED_DECISIONS_MAX,
  type PreparedDecisionValue,
} from '@icast/contracts';
import { Trimmed } from '../../../platform/http/trimmed';

const isOffer = (body: PrepareDecisionDto) => body.decision === 'offered';

export class PrepareDecisionDto implements PrepareDecisionRequest {
  @ApiProperty({ enum: PREPARED_DECISION_VALUES })
  @IsIn(PREPARED_DECISION_VALUES, { message: 'Choose the decision: offer a place, waiting list or not successful' })
  decision!: PreparedDecisionValue;

  @ApiPropertyOptional({ description: 'An offer: the acceptance fee in naira', maximum: OFFER_FEE_MAX_NAIRA })
  @ValidateIf(isOffer)
  @Type(() => Number)
  @IsInt({ message: 'Enter the acceptance fee in whole naira, like 50000' })
  @Min(1, { message: 'Enter an acceptance fee of at least 1 naira' })
  @Max(OFFER_FEE_MAX_NAIRA, { message: `The acceptance fee can be at most ${OFFER_FEE_MAX_NAIRA} naira` })
  feeNaira?: number;

  @ApiPropertyOptional({ description: 'An offer: YYYY-MM-DD, the last day to pay (Lagos time)' })
  @ValidateIf(isOffer)
  @IsString({ message: 'Enter the deadline' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'Enter the deadline as a real date' })
  deadline?: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'Why, for the history; staff only' })
  @IsOptional()
  @Trimmed()
  @IsString({ message: 'The note must be text' })
  @MaxLength(500, { message: 'The note can be at most 500 characters' })
  note?: string;

  @MissingDocumentsReasonField()
  missingDocumentsReason?: string;
}

export class DecisionReleaseDto implements DecisionReleaseRequest {
  @ApiPropertyOptional({ type: [String], description: 'Absent: every prepared decision' })
  @IsOptional()
  @IsArray({ message: 'references must be a list' })
  @ArrayMinSize(1, { message: 'Choose at least one decision' })
  @ArrayMaxSize(PREPARED_DECISIONS_MAX, { message: `At most ${PREPARED_DECISIONS_MAX} at once` })
  @IsString({ each: true, message: 'each reference must be text' })
  @MaxLength(40, { each: true, message: 'each reference must be at most 40 characters' })
  references?: string[];

  @ApiPropertyOptional({ example: '2026-12-01T09:00:00+01:00' })
  @ValidateIf((body: DecisionReleaseDto) => !body.now)
  @IsString({ message: 'Enter the release date and time' })
  @MaxLength(40, { message: 'Enter the release date and time' })
  @IsISO8601({ strict: true }, { message: 'Enter the release date and time' })
  releaseAt?: string;

  @ApiPropertyOptional({ description: 'Release now instead of at a set time' })
  @IsOptional()
  @IsBoolean({ message: 'now must be true or false' })
  now?: boolean;
}
