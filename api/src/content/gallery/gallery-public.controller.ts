import { Controller, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PublicResponseCacheInterceptor } from '../public-cache/public-response-cache.interceptor';
import { AlbumQueryDto } from './gallery.dto';
import { GalleryService } from './gallery.service';

@ApiTags('gallery')
@Controller()
@SkipThrottle()
@UseInterceptors(PublicResponseCacheInterceptor)
export class GalleryPublicController {
  constructor(private readonly gallery: GalleryService) {}

  @Endpoint(ENDPOINTS.gallery.albums)
  @ApiOkResponse({ description: 'Published albums with their photos in order, newest album first' })
  albums(@Query() query: AlbumQueryDto) {
    return this.gallery.published(query.category);
  }
}
