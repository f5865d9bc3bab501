import { Controller, HttpCode, Param, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type OutboxMessageView, type OutboxPage } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ParseObjectIdPipe } from '../../platform/http/parse-object-id.pipe';
import { OutboxListQueryDto } from './outbox-list.query';
import { OutboxService } from './outbox.service';

/** Admins watch every message the site sends and resend one that failed. */
@ApiTags('outbox')
@Controller()
export class OutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Endpoint(ENDPOINTS.outbox.list)
  @ApiOkResponse({
    description: 'One page of messages, newest first (optionally of one state), and the totals per state',
  })
  list(@Query() query: OutboxListQueryDto): Promise<OutboxPage> {
    return this.outbox.list(query);
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
