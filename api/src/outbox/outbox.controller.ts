import { Controller, HttpCode, Param, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, OUTBOX_STATES, type OutboxMessageView, type OutboxPage } from '@icast/contracts';
import { StaffOnly } from '../auth/staff-access';
import { Endpoint } from '../common/endpoint.decorator';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe';
import { OutboxStateQuery } from './outbox-state.query';
import { OutboxService } from './outbox.service';

/** Admins watch every message the site sends and resend one that failed. */
@ApiTags('outbox')
@Controller()
@StaffOnly('admin')
export class OutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Endpoint(ENDPOINTS.outbox.list)
  @ApiQuery({ name: 'state', required: false, enum: OUTBOX_STATES })
  @ApiOkResponse({ description: 'The newest messages (optionally of one state) and the totals per state' })
  list(@Query() query: OutboxStateQuery): Promise<OutboxPage> {
    return this.outbox.list(query.state);
  }

  @Endpoint(ENDPOINTS.outbox.resend)
  @HttpCode(200)
  @ApiOkResponse({ description: 'The message, queued again with a fresh set of tries' })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  @ApiConflictResponse({ description: 'The message has not failed' })
  resend(@Param('id', ParseObjectIdPipe) id: string): Promise<OutboxMessageView> {
    return this.outbox.resend(id);
  }
}
