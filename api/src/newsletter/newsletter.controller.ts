import { Body, Controller, HttpStatus, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ENDPOINTS, type NewsletterResponse, type NewsletterSubscriber, type PagedList } from '@icast/contracts';
import type { Response } from 'express';
import { Endpoint } from '../common/endpoint.decorator';
import { PageQueryDto } from '../common/pagination';
import { SubscribeDto } from './dto/subscribe.dto';
import { NewsletterService } from './newsletter.service';

export const NEWSLETTER_THROTTLE = { limit: 10, ttl: 60_000 } as const;

@ApiTags('newsletter')
@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Endpoint(ENDPOINTS.newsletter.subscribe)
  @Throttle({ default: NEWSLETTER_THROTTLE })
  @ApiCreatedResponse({ description: 'A new subscriber' })
  @ApiOkResponse({ description: 'Already subscribed: answered kindly, nothing stored twice' })
  @ApiBadRequestResponse({ description: 'Not an e-mail address, over-long or unknown fields' })
  async subscribe(
    @Body() body: SubscribeDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<NewsletterResponse> {
    const isNew = await this.newsletter.subscribe(body.email);
    if (!isNew) {
      response.status(HttpStatus.OK);
      return {
        message: 'You are already on our newsletter list. Thank you for staying in touch!',
        alreadySubscribed: true,
      };
    }
    return { message: 'Thank you for subscribing! School news will reach your inbox.', alreadySubscribed: false };
  }

  @Endpoint(ENDPOINTS.newsletter.subscribers)
  @ApiOkResponse({ description: '{data: NewsletterSubscriber[], page, pageSize, total}, newest first' })
  list(@Query() query: PageQueryDto): Promise<PagedList<NewsletterSubscriber>> {
    return this.newsletter.list(query);
  }
}
