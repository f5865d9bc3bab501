import { BadRequestException, Body, Controller } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ENDPOINTS,
  type RetentionDays,
  retentionDaysProblem,
  type RetentionRun,
  type RetentionSettings,
  type StaffUser,
} from '@icast/contracts';
import { CurrentStaff } from '../identity';
import { Endpoint } from '../platform/http/endpoint.decorator';
import { Retention } from '../platform/privacy/retention';

/** Settings > Data retention: how long each kind of personal data is kept, and what each night's run deleted. */
@ApiTags('dashboard')
@Controller()
export class RetentionController {
  constructor(private readonly retention: Retention) {}

  @Endpoint(ENDPOINTS.retention.settings)
  @ApiOkResponse({ description: 'RetentionSettings: the days each kind is kept' })
  settings(): Promise<RetentionSettings> {
    return this.retention.settings();
  }

  @Endpoint(ENDPOINTS.retention.update)
  @ApiOkResponse({ description: 'RetentionSettings, as saved' })
  @ApiBadRequestResponse({ description: 'A kind missing, unknown, or not a whole number of days in range' })
  update(@Body() body: { days?: unknown }, @CurrentStaff() user: StaffUser): Promise<RetentionSettings> {
    const problem = retentionDaysProblem(body?.days);
    if (problem) throw new BadRequestException(problem);
    return this.retention.update(body.days as RetentionDays, user.email);
  }

  @Endpoint(ENDPOINTS.retention.runs)
  @ApiOkResponse({ description: 'The latest runs, newest first, with what each deleted' })
  async runs(): Promise<{ data: RetentionRun[] }> {
    return { data: await this.retention.runs() };
  }
}
