import { BadRequestException, Body, Controller, HttpCode, Param } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, erasureRefusalProblem, type StaffErasureRequest, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ErasureRequests } from './erasure-requests.service';

/** Settings > Data requests: families' erasure requests with the days left, approved or refused by an admin. */
@ApiTags('admissions')
@Controller()
export class ErasureStaffController {
  constructor(private readonly erasure: ErasureRequests) {}

  @Endpoint(ENDPOINTS.familyData.staffList)
  @ApiOkResponse({ description: 'Pending requests first, soonest due first; then the decided ones, newest first' })
  async list(): Promise<{ data: StaffErasureRequest[] }> {
    return { data: await this.erasure.list() };
  }

  @Endpoint(ENDPOINTS.familyData.approve)
  @HttpCode(200)
  @ApiConflictResponse({ description: 'Already decided' })
  approve(@Param('id') id: string, @CurrentStaff() user: StaffUser): Promise<StaffErasureRequest> {
    return this.erasure.approve(id, user.email);
  }

  @Endpoint(ENDPOINTS.familyData.refuse)
  @HttpCode(200)
  @ApiConflictResponse({ description: 'Already decided' })
  refuse(
    @Param('id') id: string,
    @Body() body: { reason?: unknown },
    @CurrentStaff() user: StaffUser,
  ): Promise<StaffErasureRequest> {
    const problem = erasureRefusalProblem(body);
    if (problem) throw new BadRequestException(problem);
    return this.erasure.refuse(id, String(body.reason), user.email);
  }
}
