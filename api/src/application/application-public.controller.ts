import { Body, Controller, Param } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { type ApplicationStatusLookup, type ApplicationSubmitted, ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { ApplicationBodyPipe } from './application-body.pipe';
import { ApplicationReferencePipe } from './application-reference.pipe';
import { ApplicationService } from './application.service';

/** Parents: the online application and its status lookup (the original site's /api/form paths). */
@ApiTags('application')
@Controller()
export class ApplicationPublicController {
  constructor(private readonly applications: ApplicationService) {}

  @Endpoint(ENDPOINTS.applications.submit)
  // Generous enough for a school office or cyber cafe where many parents share one address.
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiBody({
    description: 'Every field of APPLICATION_FIELDS (docs/product.md#application-fields); unknown fields are refused',
  })
  @ApiCreatedResponse({ description: '{reference, message}' })
  async submit(@Body(ApplicationBodyPipe) fields: Record<string, string>): Promise<ApplicationSubmitted> {
    const reference = await this.applications.submit(fields);
    return { reference, message: 'Form submitted successfully!' };
  }

  /** What a parent may see about an application: its status and dates, nothing about the child. */
  @Endpoint(ENDPOINTS.applications.status)
  status(@Param('reference', ApplicationReferencePipe) reference: string): Promise<ApplicationStatusLookup> {
    return this.applications.statusOf(reference);
  }
}
