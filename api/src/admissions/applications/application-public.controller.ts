import { Body, Controller, HttpCode } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type ApplicationStatusLookup,
  type ApplicationStatusQuery,
  type ApplicationSubmitted,
  ENDPOINTS,
} from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ParentLinks } from '../family-access/parent-links';
import { ApplicationBodyPipe, type ApplicationSubmission } from './application-body.pipe';
import { ApplicationService } from './application.service';
import { ApplicationStatusQueryPipe } from './status-query-body.pipe';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';

/** Parents: the online application and its status lookup (the original site's /api/form paths). */
@ApiTags('application')
@Controller()
export class ApplicationPublicController {
  constructor(
    private readonly applications: ApplicationService,
    private readonly parentLinks: ParentLinks,
  ) {}

  @Endpoint(ENDPOINTS.applications.submit)
  // Generous enough for a school office or cyber cafe where many parents share one address.
  @RateLimit(30, 'across-instances')
  @ApiBody({
    description: 'Every field of APPLICATION_FIELDS (docs/product.md#application-fields); unknown fields are refused',
  })
  @ApiCreatedResponse({ description: '{reference, message}' })
  async submit(@Body(ApplicationBodyPipe) submission: ApplicationSubmission): Promise<ApplicationSubmitted> {
    const reference = await this.applications.submit(submission);
    // On screen this link opens only the application just sent: whoever typed the form may not own the e-mail.
    return {
      reference,
      parentLink: this.parentLinks.linkFor('reference', reference),
      message: 'Form submitted successfully!',
    };
  }

  /**
   * What a parent may see about an application (its status and dates, nothing about the child), given the
   * reference and the child's date of birth. Either one wrong gets the same 404.
   */
  @Endpoint(ENDPOINTS.applications.status)
  @HttpCode(200)
  @RateLimit(30, 'across-instances')
  @ApiBody({ description: "{reference, dob}: dob is the child's date of birth, YYYY-MM-DD" })
  @ApiOkResponse({ description: '{reference, status, submittedAt, updatedAt}' })
  status(@Body(ApplicationStatusQueryPipe) query: ApplicationStatusQuery): Promise<ApplicationStatusLookup> {
    return this.applications.statusOf(query);
  }
}
