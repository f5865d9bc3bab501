import { IsIn, IsOptional } from 'class-validator';
import { OUTBOX_STATES, type OutboxState } from '@icast/contracts';

export class OutboxStateQuery {
  @IsOptional()
  @IsIn(OUTBOX_STATES, { message: `state must be one of ${OUTBOX_STATES.join(', ')}` })
  state?: OutboxState;
}
