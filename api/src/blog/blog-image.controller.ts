import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { BlogImageService } from './blog-image.service';

@ApiTags('blog')
@Controller()
export class BlogImageController {
  constructor(private readonly images: BlogImageService) {}

  /** Public: an image never changes under its id, so browsers keep it for a year and revalidate by ETag. */
  @Endpoint(ENDPOINTS.blog.image)
  @ApiOkResponse({ description: 'The image bytes (image/jpeg, image/png or image/webp)' })
  async serve(@Param('id') id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const image = await this.images.find(id);
    const etag = `"${image.sha256}"`;
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.get('if-none-match') === etag) {
      response.status(304).end();
      return;
    }
    response.type(image.contentType).send(image.data);
  }
}
