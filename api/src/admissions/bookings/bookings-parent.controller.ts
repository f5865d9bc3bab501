import { Body, Controller, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BOOKING_KIND_VALUES, type BookingKind, ENDPOINTS, type ManagedBooking } from '@icast/contracts';
import { FamilyApplication } from '../applications/family-application.decorator';
import { ApplicationService } from '../applications/application.service';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { OneOfPipe } from '../../platform/http/one-of.pipe';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';
import { ParentAccessGuard } from '../family-access/parent-access.guard';
import { seatHolderFor } from './application-seat-holder';
import { BookingsService } from './bookings.service';
import { SlotChoiceDto } from './dto/booking.dto';

/**
 * A family books, moves and cancels its application's entrance assessment or interview from its own page. Every
 * handler first checks that the parent's link opens this application.
 */
@ApiTags('parent')
@Controller()
@UseGuards(ParentAccessGuard)
export class BookingsParentController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly applications: ApplicationService,
  ) {}

  @Endpoint(ENDPOINTS.bookings.parentList)
  async list(@FamilyApplication() reference: string): Promise<ManagedBooking[]> {
    return this.bookings.forApplication(reference);
  }

  @Endpoint(ENDPOINTS.bookings.parentBook)
  @HttpCode(200)
  @RateLimit(20, 'across-instances')
  async book(@FamilyApplication() reference: string, @Body() body: SlotChoiceDto): Promise<ManagedBooking> {
    return this.bookings.bookForFamily(body.slotId, await seatHolderFor(this.applications, reference, 'family'));
  }

  @Endpoint(ENDPOINTS.bookings.parentCancel)
  @HttpCode(204)
  @RateLimit(20, 'across-instances')
  async cancel(
    @FamilyApplication() reference: string,
    @Param('kind', new OneOfPipe(BOOKING_KIND_VALUES, 'The booking kind')) kind: BookingKind,
  ): Promise<void> {
    await this.bookings.cancelForFamily(reference, kind);
  }
}
