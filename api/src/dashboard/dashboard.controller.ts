import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../auth/staff-access';
import { DashboardService } from './dashboard.service';

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Any signed-in staff member: the dashboard home's figures, chart and notification counts. */
  @Get('summary')
  @StaffOnly()
  @ApiOkResponse({ description: 'DashboardSummary (see @icast/contracts)' })
  summary() {
    return this.dashboard.summary();
  }
}
