import { Body, Controller, Param, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ImageUploadInterceptor, type UploadedImage } from '../images/image-upload.interceptor';
import { PublicResponseCacheInterceptor } from '../public-cache/public-response-cache.interceptor';
import { SitePagesService } from './site-pages.service';

/** The edited public pages as visitors read them: from the public read cache, cleared by every save. */
@ApiTags('site pages')
@Controller()
@SkipThrottle()
@UseInterceptors(PublicResponseCacheInterceptor)
export class SitePagesPublicController {
  constructor(private readonly pages: SitePagesService) {}

  @Endpoint(ENDPOINTS.sitePages.read)
  @ApiOkResponse({ description: "A page's title, opening sentence and blocks, photos with their sizes" })
  read(@Param('key') key: string) {
    return this.pages.page(key);
  }
}

/** Editors (and admins) change a page's words, order of blocks and photos; every save is in the content log. */
@ApiTags('site pages')
@Controller()
export class SitePagesAdminController {
  constructor(private readonly pages: SitePagesService) {}

  @Endpoint(ENDPOINTS.sitePages.staffRead)
  read(@Param('key') key: string) {
    return this.pages.page(key);
  }

  /** The body is checked whole by `sitePageProblems` (shared with the dashboard), never by a DTO class. */
  @Endpoint(ENDPOINTS.sitePages.update)
  update(@Param('key') key: string, @Body() body: unknown, @CurrentStaff() by: StaffUser) {
    return this.pages.save(key, body, by);
  }

  @Endpoint(ENDPOINTS.sitePages.uploadPhoto)
  @UseInterceptors(ImageUploadInterceptor)
  uploadPhoto(@UploadedFile() image: UploadedImage) {
    return this.pages.uploadPhoto(image);
  }
}
