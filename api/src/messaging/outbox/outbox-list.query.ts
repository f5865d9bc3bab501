import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { OUTBOX_STATES, type OutboxState } from '@icast/contracts';
import { PageQueryDto } from '../../platform/http/pagination';

/** `?state=failed&page=2`: one page of the outbox, optionally of one state. */
export class OutboxListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: OUTBOX_STATES })
  @IsOptional()
  @IsIn(OUTBOX_STATES, { message: `state must be one of ${OUTBOX_STATES.join(', ')}` })
  state?: OutboxState;
}
