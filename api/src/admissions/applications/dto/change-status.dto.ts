import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { APPLICATION_STATUS_VALUES, type ApplicationStatusValue } from '@icast/contracts';

export class ChangeApplicationStatusDto {
  @ApiProperty({ enum: APPLICATION_STATUS_VALUES })
  @IsIn(APPLICATION_STATUS_VALUES, { message: `status must be one of ${APPLICATION_STATUS_VALUES.join(', ')}` })
  status!: ApplicationStatusValue;

  @ApiPropertyOptional({ maxLength: 500, description: 'Why, for the history; staff only' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(500)
  note?: string;
}
