import { Body, Controller, HttpCode, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ACCESS_WHAT_APPLICATION,
  APPLICATION_FIELDS,
  type ApplicationDetail,
  type ApplicationSummary,
  ENDPOINTS,
  type PagedList,
  type StaffUser,
} from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { StaffAccessLog } from '../access-log/staff-access-log';
import { type CsvColumn, streamCsv } from '../../platform/http/csv';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import type { Applicant } from './applicant';
import { ApplicationReferencePipe } from './application-reference.pipe';
import { ApplicationService } from './application.service';
import { ApplicationListQueryDto } from './dto/application-list.query';
import { ChangeApplicationStatusDto } from './dto/change-status.dto';

type ExportedApplication = ApplicationSummary & { applicant: Applicant };

/** The answers an office works from, by their form labels; choices as the parent saw them. */
const ANSWER_COLUMNS = [
  'classAppliedFor',
  'campus',
  'attendance',
  'startTerm',
  'dob',
  'parentEmail',
  'parentPhone',
  'formReference',
];

const APPLICATION_CSV_COLUMNS: CsvColumn<ExportedApplication>[] = [
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Surname', value: (row) => row.surname },
  { header: 'First name', value: (row) => row.firstname },
  { header: 'Status', value: (row) => row.status },
  { header: 'Submitted', value: (row) => row.submittedAt },
  { header: 'Updated', value: (row) => row.updatedAt },
  ...ANSWER_COLUMNS.map((name) => {
    const field = APPLICATION_FIELDS.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`APPLICATION_FIELDS has no ${name}`);
    return { header: field.label, value: (row: ExportedApplication) => row.applicant.answer(name) };
  }),
];

/** Admissions staff review applications: the list, one application, its status, a CSV export. */
@ApiTags('application')
@Controller()
export class ApplicationStaffController {
  constructor(
    private readonly applications: ApplicationService,
    private readonly accessLog: StaffAccessLog,
  ) {}

  @Endpoint(ENDPOINTS.applications.list)
  list(@Query() query: ApplicationListQueryDto): Promise<PagedList<ApplicationSummary>> {
    return this.applications.list(query);
  }

  @Endpoint(ENDPOINTS.applications.csv)
  csv(@Res() response: Response): Promise<void> {
    return streamCsv(response, 'applications', APPLICATION_CSV_COLUMNS, this.applications.exportAll());
  }

  @Endpoint(ENDPOINTS.applications.detail)
  async detail(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @CurrentStaff() staff: StaffUser,
  ): Promise<ApplicationDetail> {
    const detail = await this.applications.detail(reference);
    // Recorded once the application is known to exist, before its answers (health included) leave the server.
    await this.accessLog.record(staff, reference, ACCESS_WHAT_APPLICATION);
    return detail;
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
