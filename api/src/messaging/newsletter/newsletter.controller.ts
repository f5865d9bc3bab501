import { Body, Controller, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiGoneResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type NewsletterResponse, type NewsletterSubscriber, type PagedList } from '@icast/contracts';
import { NEWSLETTER_SUBSCRIBE_ANSWER, SITE } from '@icast/content';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PageQueryDto } from '../../platform/http/pagination';
import { SubscribeDto } from './dto/subscribe.dto';
import { NewsletterTokenDto, OneClickUnsubscribeDto } from './dto/newsletter-token.dto';
import { NewsletterService } from './newsletter.service';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';

export const NEWSLETTER_THROTTLE = { limit: 10, ttl: 60_000 } as const;

/** The one answer to every subscription: it says what to do next and nothing about the address. */
export const SUBSCRIBE_ANSWER = NEWSLETTER_SUBSCRIBE_ANSWER;

@ApiTags('newsletter')
@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Endpoint(ENDPOINTS.newsletter.subscribe)
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit(NEWSLETTER_THROTTLE.limit, 'across-instances', NEWSLETTER_THROTTLE.ttl)
  @ApiAcceptedResponse({ description: 'The same answer for every address; a confirmation link goes out by e-mail' })
  @ApiBadRequestResponse({ description: 'Not an e-mail address, over-long or unknown fields' })
  async subscribe(@Body() body: SubscribeDto): Promise<NewsletterResponse> {
    await this.newsletter.subscribe(body.email, body.privacyNoticeVersion, body.phone || undefined, {
      campus: body.campus,
      sections: body.sections,
    });
    return { message: SUBSCRIBE_ANSWER };
  }

  @Endpoint(ENDPOINTS.newsletter.confirm)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Confirmed: newsletters will be sent to the address' })
  @ApiBadRequestResponse({ description: 'Not one of our links' })
  @ApiGoneResponse({ description: 'The link has expired' })
  async confirm(@Body() body: NewsletterTokenDto): Promise<NewsletterResponse> {
    await this.newsletter.confirm(body.token);
    return { message: `Thank you! Your subscription is confirmed: ${SITE.fullName} news will reach your inbox.` };
  }

  @Endpoint(ENDPOINTS.newsletter.unsubscribe)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Unsubscribed (also when it already was)' })
  @ApiBadRequestResponse({ description: 'Not one of our links' })
  async unsubscribe(@Param('token') token: string, @Body() _body: OneClickUnsubscribeDto): Promise<NewsletterResponse> {
    await this.newsletter.unsubscribe(token);
    return { message: `You are unsubscribed. ${SITE.fullName} will send no more newsletters to this address.` };
  }

  @Endpoint(ENDPOINTS.newsletter.subscribers)
  @ApiOkResponse({
    description: '{data: NewsletterSubscriber[], page, pageSize, total}, newest first, each with its state',
  })
  list(@Query() query: PageQueryDto): Promise<PagedList<NewsletterSubscriber>> {
    return this.newsletter.list(query);
  }
}
