import { Controller } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS } from '@icast/contracts';
import { StaffOnly } from '../auth/staff-access';
import { Endpoint } from '../common/endpoint.decorator';
import { DashboardService } from './dashboard.service';

@ApiTags('dashboard')
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Any signed-in staff member: the dashboard home's figures, chart and notification counts. */
  @Endpoint(ENDPOINTS.dashboard.summary)
  @StaffOnly()
  @ApiOkResponse({ description: 'DashboardSummary (see @icast/contracts)' })
  summary() {
    return this.dashboard.summary();
  }
}
