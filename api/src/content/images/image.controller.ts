import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ENDPOINTS, IMAGE_CONTENT_TYPES } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ImageService, type ServedVariant } from './image.service';

/**
 * Sends stored photo bytes. Nothing is ever changed under an id (a new photo gets a new id), so browsers and any
 * proxy keep it for a year without asking again; the ETag names the variant, which is the same on every instance.
 */
export function sendImage(
  request: Request,
  response: Response,
  image: ServedVariant | { id: string; contentType: string; data: Buffer; provisional?: boolean },
): void {
  const etag = `"${image.id}"`;
  response.setHeader('ETag', etag);
  // A provisional copy (a cover whose larger widths are still being made) is asked for again each time.
  response.setHeader('Cache-Control', image.provisional ? 'no-cache' : 'public, max-age=31536000, immutable');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (request.get('if-none-match') === etag) {
    response.status(304).end();
    return;
  }
  const contentType = 'format' in image ? IMAGE_CONTENT_TYPES[image.format] : image.contentType;
  response.type(contentType).send(image.data);
}

@ApiTags('images')
@Controller()
export class ImageController {
  constructor(private readonly images: ImageService) {}

  @Endpoint(ENDPOINTS.images.variant)
  @ApiOkResponse({ description: 'One width of a photo in AVIF, WebP or JPEG, with a one-year immutable cache' })
  @ApiNotFoundResponse({ description: 'No such photo, width or format' })
  async serve(
    @Param('id') id: string,
    @Param('file') file: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    sendImage(request, response, await this.images.variant(id, file));
  }
}
