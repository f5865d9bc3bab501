import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { StaffUser } from '@icast/contracts';
import { CreateStaffDto, UpdateStaffDto } from './dto/auth.dto';
import { CurrentStaff, StaffOnly } from './staff-access';
import { StaffService } from './staff.service';

/** Admins manage the staff list; editors only run the blog. */
@ApiTags('auth')
@Controller('auth/staff')
@StaffOnly('admin')
export class StaffAdminController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  async list() {
    return { data: await this.staff.list() };
  }

  @Post()
  async create(@Body() body: CreateStaffDto) {
    return { user: await this.staff.create(body) };
  }

  @Patch(':id')
  async update(@CurrentStaff() actor: StaffUser, @Param('id') id: string, @Body() body: UpdateStaffDto) {
    return { user: await this.staff.update(actor.id, id, body) };
  }
}
