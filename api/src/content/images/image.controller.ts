import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ENDPOINTS, IMAGE_CONTENT_TYPES, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ImageService, type ServedVariant } from './image.service';

/**
 * Sends stored photo bytes. Nothing is ever changed under an id (a new photo gets a new id), so browsers keep it for
 * a year without asking again; the ETag names the variant, which is the same on every instance. A photo anyone may
 * see forever is kept by proxies and CDNs too; an owned one (an album's, which may be unpublished tomorrow) only by
 * the browser that was allowed to see it, so no shared cache goes on serving it after the owner hid it.
 */
export function sendImage(
  request: Request,
  response: Response,
  image: ServedVariant | { id: string; contentType: string; data: Buffer; provisional?: boolean },
): void {
  const etag = `"${image.id}"`;
  const shared = !('shared' in image) || image.shared;
  response.setHeader('ETag', etag);
  // A provisional copy (a cover whose larger widths are still being made) is asked for again each time.
  response.setHeader(
    'Cache-Control',
    image.provisional ? 'no-cache' : `${shared ? 'public' : 'private'}, max-age=31536000, immutable`,
  );
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
  @ApiNotFoundResponse({ description: 'No such photo, width or format, or one its owner does not show to this caller' })
  async serve(
    @Param('id') id: string,
    @Param('file') file: string,
    @CurrentStaff() staff: StaffUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    // A 404 may turn into the photo once its album is published: no cache may keep the refusal.
    response.setHeader('Cache-Control', 'no-store');
    sendImage(request, response, await this.images.variant(id, file, staff));
  }
}
