import { Controller, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PublicResponseCacheInterceptor } from '../public-cache/public-response-cache.interceptor';
import { SiteContentService } from './site-content.service';

/**
 * Every page's frame and the home page read this once per visit, so it is served from the public read cache
 * (ETag, 304), cleared on every instance by each content change; the cache spends the per-address budget.
 */
@ApiTags('site content')
@Controller()
@SkipThrottle()
@UseInterceptors(PublicResponseCacheInterceptor)
export class SiteContentPublicController {
  constructor(private readonly content: SiteContentService) {}

  @Endpoint(ENDPOINTS.siteContent.read)
  @ApiOkResponse({
    description: 'Settings, the current announcement and the visible FAQs, testimonials, slides, counters',
  })
  read() {
    return this.content.publicContent();
  }
}
