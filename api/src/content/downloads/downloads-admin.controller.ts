import { Body, Controller, Param, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { DownloadUploadInterceptor } from './download-upload.interceptor';
import { SchoolDownloadDto } from './downloads.dto';
import { DownloadsService } from './downloads.service';

/** Editors (and admins) add the school's documents, change their words, replace their files and delete them. */
@ApiTags('downloads')
@Controller()
export class DownloadsAdminController {
  constructor(private readonly downloads: DownloadsService) {}

  @Endpoint(ENDPOINTS.downloads.staffList)
  async list() {
    return { data: await this.downloads.staffList() };
  }

  /** multipart: file (PDF), title, category, description?, validFrom? */
  @Endpoint(ENDPOINTS.downloads.create)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(DownloadUploadInterceptor)
  create(
    @Body() body: SchoolDownloadDto,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @CurrentStaff() by: StaffUser,
  ) {
    return this.downloads.create(body, file, by);
  }

  /** multipart: the same words, and a new file to replace the old one at the same address (optional). */
  @Endpoint(ENDPOINTS.downloads.update)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(DownloadUploadInterceptor)
  update(
    @Param('id') id: string,
    @Body() body: SchoolDownloadDto,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @CurrentStaff() by: StaffUser,
  ) {
    return this.downloads.update(id, body, file, by);
  }

  @Endpoint(ENDPOINTS.downloads.remove)
  async remove(@Param('id') id: string, @CurrentStaff() by: StaffUser) {
    await this.downloads.remove(id, by);
    return { message: 'Document deleted' };
  }
}
