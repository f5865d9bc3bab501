import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type BookingRecord, ENDPOINTS, type StaffSlot, type StaffUser } from '@icast/contracts';
import { ApplicationReferencePipe } from '../applications/application-reference.pipe';
import { ApplicationService } from '../applications/application.service';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ParseObjectIdPipe } from '../../platform/http/parse-object-id.pipe';
import { seatHolderFor } from './application-seat-holder';
import { BookingsService } from './bookings.service';
import { NewSlotDto, SlotChoiceDto } from './dto/booking.dto';

/** Admissions staff publish slots, see who booked, and book or cancel on a family's behalf. */
@ApiTags('bookings')
@Controller()
export class BookingsStaffController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly applications: ApplicationService,
  ) {}

  @Endpoint(ENDPOINTS.bookings.staffSlots)
  slots(): Promise<StaffSlot[]> {
    return this.bookings.staffSlots();
  }

  @Endpoint(ENDPOINTS.bookings.createSlot)
  createSlot(@Body() body: NewSlotDto, @CurrentStaff() staff: StaffUser): Promise<StaffSlot> {
    return this.bookings.createSlot(body, staff.email);
  }

  @Endpoint(ENDPOINTS.bookings.removeSlot)
  async removeSlot(@Param('id', ParseObjectIdPipe) id: string): Promise<{ message: string }> {
    await this.bookings.removeSlot(id);
    return { message: 'The slot is removed.' };
  }

  @Endpoint(ENDPOINTS.bookings.bookForApplication)
  async bookForApplication(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Body() body: SlotChoiceDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<BookingRecord> {
    return this.bookings.bookByStaff(body.slotId, await seatHolderFor(this.applications, reference, staff.email));
  }

  @Endpoint(ENDPOINTS.bookings.staffCancel)
  async cancel(@Param('id', ParseObjectIdPipe) id: string): Promise<{ message: string }> {
    await this.bookings.cancelByStaff(id);
    return { message: 'The booking is cancelled and the family is told.' };
  }
}
