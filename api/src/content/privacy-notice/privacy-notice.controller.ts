import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PrivacyNoticeDto } from './privacy-notice.dto';
import { PrivacyNotices } from './privacy-notices.service';

/** The privacy notice for everyone (current and any older version); editors and admins save new versions. */
@ApiTags('privacy-notice')
@Controller()
export class PrivacyNoticeController {
  constructor(private readonly notices: PrivacyNotices) {}

  @Endpoint(ENDPOINTS.privacyNotice.current)
  current() {
    return this.notices.current();
  }

  @Endpoint(ENDPOINTS.privacyNotice.version)
  version(@Param('version') version: string) {
    return this.notices.version(version);
  }

  @Endpoint(ENDPOINTS.privacyNotice.versions)
  versions() {
    return this.notices.versions();
  }

  @Endpoint(ENDPOINTS.privacyNotice.save)
  save(@Body() body: PrivacyNoticeDto, @CurrentStaff() by: StaffUser) {
    return this.notices.save(body.text, by);
  }
}
