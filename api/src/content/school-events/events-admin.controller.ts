import { Body, Controller, Param, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ImageUploadInterceptor, type UploadedImage } from '../images/image-upload.interceptor';
import { EventDto } from './event.dto';
import { EventsService } from './events.service';

/** Editors (and admins) add, change and delete events; a photo goes through the photo pipeline. */
@ApiTags('events')
@Controller()
export class EventsAdminController {
  constructor(private readonly events: EventsService) {}

  @Endpoint(ENDPOINTS.events.staffList)
  async list() {
    return { data: await this.events.staffList() };
  }

  /** multipart: title, startsAt, endsAt, campus, venue, description, imageAlt, image? */
  @Endpoint(ENDPOINTS.events.create)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImageUploadInterceptor)
  create(@Body() body: EventDto, @UploadedFile() image: UploadedImage, @CurrentStaff() by: StaffUser) {
    return this.events.create(body, image, by);
  }

  @Endpoint(ENDPOINTS.events.update)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImageUploadInterceptor)
  update(
    @Param('id') id: string,
    @Body() body: EventDto,
    @UploadedFile() image: UploadedImage,
    @CurrentStaff() by: StaffUser,
  ) {
    return this.events.update(id, body, image, by);
  }

  @Endpoint(ENDPOINTS.events.remove)
  async remove(@Param('id') id: string, @CurrentStaff() by: StaffUser) {
    await this.events.remove(id, by);
    return { message: 'Event deleted' };
  }
}
