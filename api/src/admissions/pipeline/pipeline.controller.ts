import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type BulkStatusOutcome, ENDPOINTS, type PipelineView, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { BulkStatusChangeDto, PipelineFiltersDto } from './dto/pipeline.dto';
import { PipelineService } from './pipeline.service';

/** Admissions staff see where every application stands and move many at once. */
@ApiTags('applications')
@Controller()
export class PipelineController {
  constructor(private readonly pipeline: PipelineService) {}

  @Endpoint(ENDPOINTS.pipeline.view)
  view(@Query() filters: PipelineFiltersDto): Promise<PipelineView> {
    return this.pipeline.view(filters);
  }

  @Endpoint(ENDPOINTS.pipeline.changeStatus)
  @HttpCode(200)
  changeStatus(@Body() body: BulkStatusChangeDto, @CurrentStaff() staff: StaffUser): Promise<BulkStatusOutcome> {
    return this.pipeline.changeStatus(body, staff.email);
  }
}
