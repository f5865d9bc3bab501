import { Body, Controller } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { SiteMenusService } from './site-menus.service';

/**
 * Editors (and admins) change the header's menu and the footer's links. Visitors read them inside `GET site-content`
 * (the frame's one read), so the menus need no public route of their own.
 */
@ApiTags('site content')
@Controller()
export class SiteMenusController {
  constructor(private readonly menus: SiteMenusService) {}

  /** The body is checked whole by `siteMenusProblems` (shared with the dashboard), never by a DTO class. */
  @Endpoint(ENDPOINTS.siteContent.updateMenus)
  @ApiOkResponse({ description: 'The menus as saved, hidden entries included' })
  update(@Body() body: unknown, @CurrentStaff() by: StaffUser) {
    return this.menus.save(body, by);
  }
}
