import { Body, Controller, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { sendCsv, toCsv } from '../common/csv';
import { CreateVisitorDto } from './dto/create-visitor.dto';
import { VisitorCreatedResponse, VisitorListResponse } from './dto/visitor.view';
import { VisitorService } from './visitor.service';

@ApiTags('visitor')
@Controller()
export class VisitorController {
  constructor(private readonly visitors: VisitorService) {}

  /** Public "leave your number" form. Stricter than the global limit: anyone can write here. */
  @Endpoint(ENDPOINTS.visitors.record)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiCreatedResponse({ type: VisitorCreatedResponse })
  @ApiBadRequestResponse({ description: 'Unknown field, bad phone number or over-long name' })
  async create(@Body() body: CreateVisitorDto) {
    return { message: 'Thanks!', data: await this.visitors.create(body) };
  }

  @Endpoint(ENDPOINTS.visitors.list)
  @ApiOkResponse({ type: VisitorListResponse })
  async list() {
    return { data: await this.visitors.list() };
  }

  @Endpoint(ENDPOINTS.visitors.csv)
  @ApiOkResponse({ description: 'text/csv download of every visitor, newest first' })
  async csv(@Res() response: Response) {
    const rows = await this.visitors.list();
    sendCsv(
      response,
      'visitors',
      toCsv(rows, [
        { header: 'Name', value: (row) => row.name },
        { header: 'Phone', value: (row) => row.number },
        { header: 'Submitted at', value: (row) => row.submittedAt },
      ]),
    );
  }
}
