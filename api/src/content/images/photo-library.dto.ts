import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { PHOTO_CAPTION_MAX, type FocalPoint, type LibraryPhotoFields } from '@icast/contracts';
import { WholeNumberFrom } from '../../platform/http/pagination';
import { Trimmed } from '../../platform/http/trimmed';

export class FocalPointDto implements FocalPoint {
  @ApiProperty({ minimum: 0, maximum: 100, description: 'Percent of the width from the left' })
  @WholeNumberFrom(0, 100)
  x!: number;

  @ApiProperty({ minimum: 0, maximum: 100, description: 'Percent of the height from the top' })
  @WholeNumberFrom(0, 100)
  y!: number;
}

export class LibraryPhotoDto implements LibraryPhotoFields {
  @ApiProperty({ maxLength: PHOTO_CAPTION_MAX })
  @Trimmed()
  @IsString({ message: 'caption must be text' })
  @MaxLength(PHOTO_CAPTION_MAX, { message: `The caption can be at most ${PHOTO_CAPTION_MAX} characters` })
  caption!: string;

  @ApiPropertyOptional({ type: FocalPointDto, nullable: true, description: 'null: the centre' })
  @IsOptional()
  @ValidateNested()
  @Type(() => FocalPointDto)
  focus!: FocalPointDto | null;
}
