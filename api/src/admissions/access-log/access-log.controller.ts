import { Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ENDPOINTS, type PagedList, type StaffAccessEntry } from '@icast/contracts';
import { type CsvColumn, streamCsv } from '../../platform/http/csv';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { SearchPageQueryDto } from '../../platform/http/pagination';
import { StaffAccessLog } from './staff-access-log';

const ACCESS_CSV_COLUMNS: CsvColumn<StaffAccessEntry>[] = [
  { header: 'When', value: (row) => row.at },
  { header: 'Staff member', value: (row) => row.staffName },
  { header: 'E-mail', value: (row) => row.staffEmail },
  { header: 'Role', value: (row) => row.staffRole },
  { header: 'Application', value: (row) => row.applicationReference },
  { header: 'What was opened', value: (row) => row.what },
];

/** Admins see who opened which child's file, and export it. */
@ApiTags('access-log')
@Controller()
export class AccessLogController {
  constructor(private readonly accessLog: StaffAccessLog) {}

  @Endpoint(ENDPOINTS.accessLog.list)
  list(@Query() query: SearchPageQueryDto): Promise<PagedList<StaffAccessEntry>> {
    return this.accessLog.list(query);
  }

  @Endpoint(ENDPOINTS.accessLog.csv)
  csv(@Query() query: SearchPageQueryDto, @Res() response: Response): Promise<void> {
    return streamCsv(response, 'access-log', ACCESS_CSV_COLUMNS, this.accessLog.exportAll(query.q));
  }
}
