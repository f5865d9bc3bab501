import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  type MakeOfferRequest,
  MISSING_DOCUMENTS_REASON_MAX,
  OFFER_FEE_MAX_NAIRA,
  type OfferProposalRequest,
} from '@icast/contracts';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** Why the place is offered while required documents are missing: the same field on every kind of offer. */
export const MissingDocumentsReasonField = () =>
  applyDecorators(
    ApiPropertyOptional({
      maxLength: MISSING_DOCUMENTS_REASON_MAX,
      description: 'Why the place is offered while required documents are missing (for the history; staff only)',
    }),
    IsOptional(),
    Transform(trimmed),
    IsString({ message: 'The reason must be text' }),
    MaxLength(MISSING_DOCUMENTS_REASON_MAX, {
      message: `The reason can be at most ${MISSING_DOCUMENTS_REASON_MAX} characters`,
    }),
  );

export class MakeOfferDto implements MakeOfferRequest {
  @ApiProperty({ description: 'The acceptance fee in naira', minimum: 1, maximum: OFFER_FEE_MAX_NAIRA })
  @Type(() => Number)
  @IsInt({ message: 'Enter the acceptance fee in whole naira, like 50000' })
  @Min(1, { message: 'Enter an acceptance fee of at least 1 naira' })
  @Max(OFFER_FEE_MAX_NAIRA, { message: `The acceptance fee can be at most ${OFFER_FEE_MAX_NAIRA} naira` })
  feeNaira!: number;

  @ApiProperty({ description: 'YYYY-MM-DD: the family may pay until the end of that day (Lagos time)' })
  @IsString({ message: 'Enter the deadline' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'Enter the deadline as a real date' })
  deadline!: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'Why, for the history; staff only' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(500, { message: 'The note can be at most 500 characters' })
  note?: string;

  @ApiPropertyOptional({ description: 'Staff confirmed an offer beyond the seats set for the class' })
  @IsOptional()
  @IsBoolean({ message: 'beyondSeats must be true or false' })
  beyondSeats?: boolean;

  @MissingDocumentsReasonField()
  missingDocumentsReason?: string;
}

/** The one-tap offer of a freed place: the terms are copied; only the reason for documents missing is staff's. */
export class OfferProposalDto implements OfferProposalRequest {
  @MissingDocumentsReasonField()
  missingDocumentsReason?: string;
}
