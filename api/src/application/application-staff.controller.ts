import { Body, Controller, HttpCode, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type ApplicationDetail, type ApplicationSummary, ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../auth/staff-access';
import { sendCsv, toCsv } from '../common/csv';
import { Endpoint } from '../common/endpoint.decorator';
import { ApplicationReferencePipe } from './application-reference.pipe';
import { ApplicationService } from './application.service';
import { ChangeApplicationStatusDto } from './dto/change-status.dto';

/** Admissions staff review applications: the list, one application, its status, a CSV export. */
@ApiTags('application')
@Controller()
export class ApplicationStaffController {
  constructor(private readonly applications: ApplicationService) {}

  @Endpoint(ENDPOINTS.applications.list)
  list(): Promise<ApplicationSummary[]> {
    return this.applications.list();
  }

  @Endpoint(ENDPOINTS.applications.csv)
  async csv(@Res() response: Response): Promise<void> {
    const rows = await this.applications.list();
    const csv = toCsv(rows, [
      { header: 'Reference', value: (row) => row.reference },
      { header: 'Surname', value: (row) => row.surname },
      { header: 'First name', value: (row) => row.firstname },
      { header: 'Status', value: (row) => row.status },
      { header: 'Submitted', value: (row) => row.submittedAt },
      { header: 'Updated', value: (row) => row.updatedAt },
    ]);
    sendCsv(response, 'applications', csv);
  }

  @Endpoint(ENDPOINTS.applications.detail)
  detail(@Param('reference', ApplicationReferencePipe) reference: string): Promise<ApplicationDetail> {
    return this.applications.detail(reference);
  }

  @Endpoint(ENDPOINTS.applications.changeStatus)
  @HttpCode(200)
  changeStatus(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Body() body: ChangeApplicationStatusDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<ApplicationDetail> {
    return this.applications.changeStatus(reference, body.status, staff.email, body.note);
  }
}
