import { Body, Controller, Get, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { StaffOnly } from '../auth/staff-access';
import { sendCsv, toCsv } from '../common/csv';
import { CreateVisitorDto } from './dto/create-visitor.dto';
import { VisitorCreatedResponse, VisitorListResponse } from './dto/visitor.view';
import { VisitorService } from './visitor.service';

@ApiTags('visitor')
@Controller('visitor')
export class VisitorController {
  constructor(private readonly visitors: VisitorService) {}

  /** Public "leave your number" form. Stricter than the global limit: anyone can write here. */
  @Post()
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiCreatedResponse({ type: VisitorCreatedResponse })
  @ApiBadRequestResponse({ description: 'Unknown field, bad phone number or over-long name' })
  async create(@Body() body: CreateVisitorDto) {
    return { message: 'Thanks!', data: await this.visitors.create(body) };
  }

  @Get('visitors')
  @StaffOnly()
  @ApiOkResponse({ type: VisitorListResponse })
  async list() {
    return { data: await this.visitors.list() };
  }

  @Get('visitors.csv')
  @StaffOnly()
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
