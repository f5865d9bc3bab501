import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ENDPOINTS, type PagedList, type VisitorRecord } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { type CsvColumn, streamCsv } from '../../platform/http/csv';
import { PageQueryDto } from '../../platform/http/pagination';
import { CreateVisitorDto } from './dto/create-visitor.dto';
import { VisitorCreatedResponse, VisitorListResponse } from './dto/visitor.view';
import { VisitorService } from './visitor.service';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';

const VISITOR_CSV_COLUMNS: CsvColumn<VisitorRecord>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Phone', value: (row) => row.number },
  { header: 'Submitted at', value: (row) => row.submittedAt },
];

@ApiTags('visitor')
@Controller()
export class VisitorController {
  constructor(private readonly visitors: VisitorService) {}

  /** Public "leave your number" form. Stricter than the global limit: anyone can write here. */
  @Endpoint(ENDPOINTS.visitors.record)
  @RateLimit(30, 'across-instances')
  @ApiCreatedResponse({ type: VisitorCreatedResponse })
  @ApiBadRequestResponse({ description: 'Unknown field, bad phone number or over-long name' })
  async create(@Body() body: CreateVisitorDto) {
    return { message: 'Thanks!', data: await this.visitors.create(body) };
  }

  @Endpoint(ENDPOINTS.visitors.list)
  @ApiOkResponse({ type: VisitorListResponse })
  list(@Query() query: PageQueryDto): Promise<PagedList<VisitorRecord>> {
    return this.visitors.list(query);
  }

  @Endpoint(ENDPOINTS.visitors.csv)
  @ApiOkResponse({ description: 'text/csv download of every visitor, newest first' })
  csv(@Res() response: Response): Promise<void> {
    return streamCsv(response, 'visitors', VISITOR_CSV_COLUMNS, this.visitors.exportAll());
  }
}
