import { Body, Controller } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { AnnouncementUpdateDto, ClosureUpdateDto, CountersDto, SiteSettingsDto } from './site-content.dto';
import { SiteContentService } from './site-content.service';

/** Editors (and admins) change the site's settings, announcement and counters; every change is audited. */
@ApiTags('site content')
@Controller()
export class SiteContentAdminController {
  constructor(private readonly content: SiteContentService) {}

  @Endpoint(ENDPOINTS.siteContent.staffRead)
  @ApiOkResponse({ description: 'Everything, hidden items and any announcement included' })
  read() {
    return this.content.staffContent();
  }

  @Endpoint(ENDPOINTS.siteContent.updateSettings)
  updateSettings(@Body() body: SiteSettingsDto, @CurrentStaff() by: StaffUser) {
    return this.content.updateSettings(body, by);
  }

  @Endpoint(ENDPOINTS.siteContent.updateAnnouncement)
  async updateAnnouncement(@Body() body: AnnouncementUpdateDto, @CurrentStaff() by: StaffUser) {
    return { announcement: await this.content.updateAnnouncement(body.announcement, by) };
  }

  @Endpoint(ENDPOINTS.siteContent.updateClosure)
  async updateClosure(@Body() body: ClosureUpdateDto, @CurrentStaff() by: StaffUser) {
    return { closure: await this.content.updateClosure(body.closure, by) };
  }

  @Endpoint(ENDPOINTS.siteContent.updateCounters)
  updateCounters(@Body() body: CountersDto, @CurrentStaff() by: StaffUser) {
    return this.content.replaceCounters(body, by);
  }
}
