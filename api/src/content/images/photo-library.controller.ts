import { Body, Controller, Param, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConflictResponse, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { SearchPageQueryDto } from '../../platform/http/pagination';
import { ImageUploadInterceptor, type UploadedImage } from './image-upload.interceptor';
import { LibraryPhotoDto } from './photo-library.dto';
import { PhotoLibraryService } from './photo-library.service';

/** The dashboard's "Photos": editors and admins see every photo the school uploaded and where it is used. */
@ApiTags('images')
@Controller()
export class PhotoLibraryController {
  constructor(private readonly library: PhotoLibraryService) {}

  @Endpoint(ENDPOINTS.photoLibrary.list)
  list(@Query() query: SearchPageQueryDto) {
    return this.library.list(query);
  }

  @Endpoint(ENDPOINTS.photoLibrary.update)
  update(@Param('id') id: string, @Body() body: LibraryPhotoDto) {
    return this.library.update(id, body);
  }

  /** multipart: image */
  @Endpoint(ENDPOINTS.photoLibrary.replace)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImageUploadInterceptor)
  replace(@Param('id') id: string, @UploadedFile() image: UploadedImage) {
    return this.library.replace(id, image);
  }

  @Endpoint(ENDPOINTS.photoLibrary.remove)
  @ApiConflictResponse({ description: 'The photo is shown somewhere: details.usedOn names where' })
  async remove(@Param('id') id: string) {
    await this.library.remove(id);
    return { message: 'Photo deleted' };
  }
}
