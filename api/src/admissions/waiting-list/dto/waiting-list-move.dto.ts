import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import type { WaitingListMove } from '@icast/contracts';

export class WaitingListMoveDto implements WaitingListMove {
  @ApiProperty({ minimum: 1, description: '1 is the next to be offered a place' })
  @Type(() => Number)
  @IsInt({ message: 'position: Enter a whole number, 1 for the top of the list' })
  @Min(1, { message: 'position: The top of the list is 1' })
  @Max(10_000, { message: 'position: The list is not that long' })
  position!: number;
}
