import { Body, Controller, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
import { NewsletterCampaigns } from './newsletter-campaigns.service';
import { ClosureAlerts } from './closure-alerts.service';

const DRAFT_BODY = {
  description:
    '{subject, blocks, audience?}: checked whole by `newsletterProblems` (shared with the dashboard), each problem at its field',
};

/**
 * Editors (and admins) write newsletters: preview, a test to themselves, then to the subscribers of the lists chosen,
 * now or at a set time; they approve or cancel the monthly digest.
 */
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
  @ApiBody(DRAFT_BODY)
  @ApiOkResponse({
    description: 'The subject, HTML and text a subscriber will get, and how many subscribers it reaches',
  })
  preview(@Body() draft: unknown): Promise<NewsletterPreview> {
    return this.campaigns.preview(draft);
  }

  @Endpoint(ENDPOINTS.newsletter.testSend)
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiBody(DRAFT_BODY)
  @ApiOkResponse({ description: 'A test copy is queued to your own address' })
  testSend(@Body() draft: unknown, @CurrentStaff() member: StaffUser): Promise<{ message: string }> {
    return this.campaigns.testSend(draft, member);
  }

  @Endpoint(ENDPOINTS.newsletter.campaigns)
  @ApiOkResponse({ description: 'One page of newsletters, newest first, with progress; how many would get one' })
  list(@Query() query: PageQueryDto): Promise<NewsletterCampaignList> {
    return this.campaigns.list(query);
  }

  @Endpoint(ENDPOINTS.newsletter.send)
  @ApiBody(DRAFT_BODY)
  @ApiCreatedResponse({ description: 'The newsletter, being queued now or held until `sendAt`' })
  send(@Body() draft: unknown, @CurrentStaff() member: StaffUser): Promise<NewsletterCampaign> {
    return this.campaigns.send(draft, member);
  }

  @Endpoint(ENDPOINTS.newsletter.cancel)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Cancelled: nothing of it will be sent' })
  @ApiConflictResponse({ description: 'It has already started going out' })
  cancel(@Param('id') id: string, @CurrentStaff() member: StaffUser): Promise<NewsletterCampaign> {
    return this.campaigns.cancel(id, member);
  }

  @Endpoint(ENDPOINTS.newsletter.approve)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Approved: going now, or held until `sendAt`' })
  @ApiConflictResponse({ description: 'It is not waiting for approval (approved or cancelled already)' })
  approve(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentStaff() member: StaffUser,
  ): Promise<NewsletterCampaign> {
    return this.campaigns.approve(id, body, member);
  }
}
