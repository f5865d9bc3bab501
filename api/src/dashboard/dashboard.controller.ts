import { Controller } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../identity';
import { Endpoint } from '../platform/http/endpoint.decorator';
import { DashboardService } from './dashboard.service';
import { summaryForRole } from './summary-for-role';

@ApiTags('dashboard')
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Any signed-in staff member: the dashboard home's figures, chart and notification counts their role may see. */
  @Endpoint(ENDPOINTS.dashboard.summary)
  @ApiOkResponse({ description: 'DashboardSummary (see @icast/contracts)' })
  async summary(@CurrentStaff() user: StaffUser) {
    return summaryForRole(await this.dashboard.summary(), user.role);
  }
}
