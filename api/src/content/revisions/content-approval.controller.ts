import { Body, Controller, Header, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type ContentApprovalSettings, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ContentApproval } from './content-approval.service';

/** Editors' changes waiting for an admin, the setting that makes them wait, and the private preview links. */
@ApiTags('content approval')
@Controller()
export class ContentApprovalController {
  constructor(private readonly approval: ContentApproval) {}

  @Endpoint(ENDPOINTS.contentApproval.settings)
  settings() {
    return this.approval.settings();
  }

  @Endpoint(ENDPOINTS.contentApproval.updateSettings)
  updateSettings(@Body() body: ContentApprovalSettings) {
    return this.approval.updateSettings(body);
  }

  @Endpoint(ENDPOINTS.contentApproval.list)
  list(@CurrentStaff() by: StaffUser) {
    return this.approval.list(by);
  }

  @Endpoint(ENDPOINTS.contentApproval.changes)
  changes(@Param('id') id: string, @CurrentStaff() by: StaffUser) {
    return this.approval.changes(id, by);
  }

  @Endpoint(ENDPOINTS.contentApproval.approve)
  approve(@Param('id') id: string, @CurrentStaff() by: StaffUser) {
    return this.approval.approve(id, by);
  }

  @Endpoint(ENDPOINTS.contentApproval.sendBack)
  sendBack(@Param('id') id: string, @Body() body: { note?: unknown }, @CurrentStaff() by: StaffUser) {
    return this.approval.sendBack(id, body?.note, by);
  }

  /** Whoever has the link; never kept by a browser, a proxy or the public cache, never indexed. */
  @Endpoint(ENDPOINTS.contentApproval.preview)
  @Header('Cache-Control', 'no-store')
  @Header('X-Robots-Tag', 'noindex, nofollow')
  preview(@Param('token') token: string) {
    return this.approval.preview(token);
  }
}
