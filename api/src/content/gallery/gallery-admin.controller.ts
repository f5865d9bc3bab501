import { Body, Controller, Param, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ImageUploadInterceptor, type UploadedImage } from '../images/image-upload.interceptor';
import { ReorderDto } from '../site-content/site-content.dto';
import { AlbumDto, PhotoTextDto } from './gallery.dto';
import { GalleryService } from './gallery.service';

/** Editors (and admins) build albums one photo per request, so a page can show each upload's progress. */
@ApiTags('gallery')
@Controller()
export class GalleryAdminController {
  constructor(private readonly gallery: GalleryService) {}

  @Endpoint(ENDPOINTS.gallery.staffAlbums)
  async albums() {
    return { data: await this.gallery.all() };
  }

  @Endpoint(ENDPOINTS.gallery.createAlbum)
  create(@Body() body: AlbumDto, @CurrentStaff() by: StaffUser) {
    return this.gallery.create(body, by);
  }

  @Endpoint(ENDPOINTS.gallery.updateAlbum)
  update(@Param('id') id: string, @Body() body: AlbumDto, @CurrentStaff() by: StaffUser) {
    return this.gallery.update(id, body, by);
  }

  @Endpoint(ENDPOINTS.gallery.removeAlbum)
  async remove(@Param('id') id: string, @CurrentStaff() by: StaffUser) {
    await this.gallery.remove(id, by);
    return { message: 'Album deleted' };
  }

  /** multipart: image, alt (required), caption */
  @Endpoint(ENDPOINTS.gallery.addPhoto)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImageUploadInterceptor)
  addPhoto(
    @Param('id') id: string,
    @Body() body: PhotoTextDto,
    @UploadedFile() image: UploadedImage,
    @CurrentStaff() by: StaffUser,
  ) {
    return this.gallery.addPhoto(id, image, body, by);
  }

  @Endpoint(ENDPOINTS.gallery.updatePhoto)
  updatePhoto(
    @Param('id') id: string,
    @Param('photoId') photoId: string,
    @Body() body: PhotoTextDto,
    @CurrentStaff() by: StaffUser,
  ) {
    return this.gallery.updatePhoto(id, photoId, body, by);
  }

  @Endpoint(ENDPOINTS.gallery.removePhoto)
  removePhoto(@Param('id') id: string, @Param('photoId') photoId: string, @CurrentStaff() by: StaffUser) {
    return this.gallery.removePhoto(id, photoId, by);
  }

  @Endpoint(ENDPOINTS.gallery.orderPhotos)
  orderPhotos(@Param('id') id: string, @Body() body: ReorderDto, @CurrentStaff() by: StaffUser) {
    return this.gallery.orderPhotos(id, body.ids, by);
  }
}
