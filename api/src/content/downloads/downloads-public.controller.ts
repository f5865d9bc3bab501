import { Controller, Param, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PublicResponseCacheInterceptor } from '../public-cache/public-response-cache.interceptor';
import { DownloadsService } from './downloads.service';

@ApiTags('downloads')
@Controller()
@SkipThrottle()
export class DownloadsPublicController {
  constructor(private readonly downloads: DownloadsService) {}

  @Endpoint(ENDPOINTS.downloads.list)
  @UseInterceptors(PublicResponseCacheInterceptor)
  @ApiOkResponse({ description: 'Every document, by category then title, without the files' })
  list() {
    return this.downloads.list();
  }

  /**
   * The file at its lasting address. Replaced in place, so caches may keep it only a few minutes and must ask again
   * with the ETag after that; a PDF is never sniffed as anything else.
   */
  @Endpoint(ENDPOINTS.downloads.file)
  @ApiOkResponse({ description: 'The PDF (inline, named after its address)' })
  @ApiNotFoundResponse({ description: 'No document at this address' })
  async file(@Param('file') name: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const file = await this.downloads.file(name);
    response.setHeader('ETag', file.etag);
    response.setHeader('Cache-Control', 'public, max-age=300, must-revalidate');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Disposition', `inline; filename="${file.fileName}"`);
    if (request.get('if-none-match') === file.etag) {
      response.status(304).end();
      return;
    }
    response.type('application/pdf').send(file.data);
  }
}
