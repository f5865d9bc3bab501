import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import type { DuplicateMergeRequest, DuplicateState } from '@icast/contracts';

export class DuplicateListQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'dismissed', 'merged'], default: 'open' })
  @IsOptional()
  @IsIn(['open', 'dismissed', 'merged'], { message: 'state must be open, dismissed or merged' })
  state?: DuplicateState;
}

export class DuplicateMergeDto implements DuplicateMergeRequest {
  @ApiProperty({ example: 'ICAST-2025-7KQM-4XHP-9RTD', description: 'The application to keep' })
  @IsString({ message: 'keep must be an application reference' })
  @Matches(/^[A-Z0-9-]{5,40}$/, { message: 'keep must be an application reference' })
  keep!: string;
}
