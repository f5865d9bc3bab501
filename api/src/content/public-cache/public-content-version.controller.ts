import { Controller } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PublicCacheVersion } from './public-cache-version';

/**
 * The public content's stamp, asked up to four times a second by each of the shell's document servers (one tiny
 * read by _id): when it changes they drop the pages they rendered from the old content, on every instance.
 */
@ApiTags('site content')
@Controller()
@SkipThrottle()
export class PublicContentVersionController {
  constructor(private readonly version: PublicCacheVersion) {}

  @Endpoint(ENDPOINTS.publicContent.version)
  @ApiOkResponse({ description: 'The current stamp of the public content (null before any change was stamped)' })
  async read(): Promise<{ version: string | null }> {
    return { version: await this.version.current() };
  }
}
