import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
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

  // Admin-only once the auth module lands (issue 6).
  @Get('visitors')
  @ApiOkResponse({ type: VisitorListResponse })
  async list() {
    return { data: await this.visitors.list() };
  }
}
