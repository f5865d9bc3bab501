import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  type ContactMessage,
  type ContactReply,
  type ContactResponse,
  ENDPOINTS,
  type PagedList,
  type StaffUser,
} from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PageQueryDto } from '../../platform/http/pagination';
import { ParseObjectIdPipe } from '../../platform/http/parse-object-id.pipe';
import { contactThanks } from './contact-messages';
import { ContactService } from './contact.service';
import { ContactReplyDto } from './dto/contact-reply.dto';
import { CreateContactDto } from './dto/create-contact.dto';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';

/** Per IP per minute: enough for a family sending a few questions, not for a spam bot. */
export const CONTACT_THROTTLE = { limit: 10, ttl: 60_000 } as const;

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Endpoint(ENDPOINTS.contact.send)
  @RateLimit(CONTACT_THROTTLE.limit, 'across-instances', CONTACT_THROTTLE.ttl)
  @ApiCreatedResponse({ description: 'Stored for the school office' })
  @ApiBadRequestResponse({ description: 'Missing, malformed, over-long or unknown fields' })
  async create(@Body() body: CreateContactDto): Promise<ContactResponse> {
    const stored = await this.contact.create(body);
    return {
      message: contactThanks(stored.email),
      data: { _id: stored._id, createdAt: stored.createdAt },
    };
  }

  @Endpoint(ENDPOINTS.contact.messages)
  @ApiOkResponse({ description: '{data: ContactMessage[], page, pageSize, total}, newest first' })
  list(@Query() query: PageQueryDto): Promise<PagedList<ContactMessage>> {
    return this.contact.list(query);
  }

  @Endpoint(ENDPOINTS.contact.markRead)
  @ApiOkResponse({ description: 'The message, now marked read' })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  async markRead(@Param('id', ParseObjectIdPipe) id: string): Promise<ContactMessage> {
    return this.contact.markRead(id);
  }

  @Endpoint(ENDPOINTS.contact.reply)
  @ApiCreatedResponse({ description: 'The reply, queued to the sender in the thread of their message' })
  @ApiNotFoundResponse({ description: 'No message with this id' })
  reply(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ContactReplyDto,
    @CurrentStaff() member: StaffUser,
  ): Promise<ContactReply> {
    return this.contact.reply(id, body.message, member);
  }
}
