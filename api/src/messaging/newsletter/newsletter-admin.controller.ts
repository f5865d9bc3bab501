import { Body, Controller, HttpCode, HttpStatus, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type ClosureSendResult,
  ENDPOINTS,
  type NewsletterCampaign,
  type NewsletterCampaignList,
  type NewsletterPreview,
  type StaffUser,
} from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PageQueryDto } from '../../platform/http/pagination';
import { NewsletterDraftDto } from './dto/newsletter-draft.dto';
import { NewsletterCampaigns } from './newsletter-campaigns.service';
import { ClosureAlerts } from './closure-alerts.service';

/** Editors (and admins) write newsletters: preview, a test to themselves, then to every confirmed subscriber. */
@ApiTags('newsletter')
@Controller()
export class NewsletterAdminController {
  constructor(
    private readonly campaigns: NewsletterCampaigns,
    private readonly closures: ClosureAlerts,
  ) {}

  /** The published school closure to every subscriber by e-mail and SMS, once each however often it is pressed. */
  @Endpoint(ENDPOINTS.siteContent.sendClosure)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'What is queued for this closure in all, by e-mail and by SMS' })
  sendClosure(): Promise<ClosureSendResult> {
    return this.closures.send();
  }

  @Endpoint(ENDPOINTS.newsletter.preview)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The subject, HTML and text a subscriber will get' })
  preview(@Body() draft: NewsletterDraftDto): Promise<NewsletterPreview> {
    return this.campaigns.preview(draft);
  }

  @Endpoint(ENDPOINTS.newsletter.testSend)
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOkResponse({ description: 'A test copy is queued to your own address' })
  testSend(@Body() draft: NewsletterDraftDto, @CurrentStaff() member: StaffUser): Promise<{ message: string }> {
    return this.campaigns.testSend(draft, member);
  }

  @Endpoint(ENDPOINTS.newsletter.campaigns)
  @ApiOkResponse({ description: 'One page of newsletters sent, newest first, with progress; how many would get one' })
  list(@Query() query: PageQueryDto): Promise<NewsletterCampaignList> {
    return this.campaigns.list(query);
  }

  @Endpoint(ENDPOINTS.newsletter.send)
  @ApiCreatedResponse({ description: 'The newsletter, being queued for every confirmed subscriber' })
  send(@Body() draft: NewsletterDraftDto, @CurrentStaff() member: StaffUser): Promise<NewsletterCampaign> {
    return this.campaigns.send(draft, member);
  }
}
