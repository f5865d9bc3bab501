import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { Endpoint } from '../platform/http/endpoint.decorator';
import { CreateStaffDto, UpdateStaffDto } from './dto/auth.dto';
import { CurrentStaff } from './staff-access';
import { StaffService } from './staff.service';
import { SecondFactor } from './second-factor';

/** Admins manage the staff list (who may call each route: the endpoint table). */
@ApiTags('auth')
@Controller()
export class StaffAdminController {
  constructor(
    private readonly staff: StaffService,
    private readonly secondFactor: SecondFactor,
  ) {}

  @Endpoint(ENDPOINTS.auth.staffList)
  async list() {
    return { data: await this.staff.list() };
  }

  @Endpoint(ENDPOINTS.auth.staffCreate)
  async create(@Body() body: CreateStaffDto) {
    return { user: await this.staff.create(body) };
  }

  @Endpoint(ENDPOINTS.auth.staffUpdate)
  async update(@CurrentStaff() actor: StaffUser, @Param('id') id: string, @Body() body: UpdateStaffDto) {
    return { user: await this.staff.update(actor.id, id, body) };
  }

  @Endpoint(ENDPOINTS.auth.staffResetSecondFactor)
  @HttpCode(200)
  async resetSecondFactor(@CurrentStaff() actor: StaffUser, @Param('id') id: string) {
    return { user: await this.secondFactor.reset(actor, id) };
  }
}
