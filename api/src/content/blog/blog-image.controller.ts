import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { sendImage } from '../images/image.controller';
import { BlogImageService } from './blog-image.service';

@ApiTags('blog')
@Controller()
export class BlogImageController {
  constructor(private readonly images: BlogImageService) {}

  /** Public: the cover as one file, for the original site's `<img src>`; pages use the post's `picture` sizes. */
  @Endpoint(ENDPOINTS.blog.image)
  @ApiOkResponse({ description: 'The image bytes (JPEG; older uploads as they were stored: PNG or WebP)' })
  async serve(@Param('id') id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendImage(request, response, await this.images.find(id));
  }
}
