import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type DuplicateFlag, ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../auth/staff-access';
import { Endpoint } from '../common/endpoint.decorator';
import { DuplicatesService } from './duplicates.service';
import { DuplicateListQueryDto, DuplicateMergeDto } from './dto/duplicate.dto';

/** Admissions staff see possible duplicate applications and merge or dismiss each. */
@ApiTags('application')
@Controller()
export class DuplicatesController {
  constructor(private readonly duplicates: DuplicatesService) {}

  @Endpoint(ENDPOINTS.duplicates.list)
  list(@Query() query: DuplicateListQueryDto): Promise<DuplicateFlag[]> {
    return this.duplicates.list(query.state);
  }

  @Endpoint(ENDPOINTS.duplicates.dismiss)
  @HttpCode(200)
  dismiss(@Param('id') id: string, @CurrentStaff() staff: StaffUser): Promise<DuplicateFlag> {
    return this.duplicates.dismiss(id, staff.email);
  }

  @Endpoint(ENDPOINTS.duplicates.merge)
  @HttpCode(200)
  merge(
    @Param('id') id: string,
    @Body() body: DuplicateMergeDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<DuplicateFlag> {
    return this.duplicates.merge(id, body.keep, staff.email);
  }
}
