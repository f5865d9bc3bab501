import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type BookingConfirmation, ENDPOINTS, type ManagedBooking, type OpenSlot } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { BookingsService } from './bookings.service';
import { OpenSlotsQueryDto, SlotChoiceDto, TourBookingDto } from './dto/booking.dto';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';

/** Anyone may write here: stricter than the global limit. */
const BOOKING_THROTTLE = { limit: 20, ttl: 60_000 };

/**
 * Families and visitors: the open slots, a school tour booked by anyone, and a booking managed with the token its
 * confirmation e-mail carries (the token is the credential; it is stored only as a hash).
 */
@ApiTags('bookings')
@Controller()
export class BookingsPublicController {
  constructor(private readonly bookings: BookingsService) {}

  @Endpoint(ENDPOINTS.bookings.openSlots)
  openSlots(@Query() query: OpenSlotsQueryDto): Promise<OpenSlot[]> {
    return this.bookings.openSlots(query.kind, query.campus);
  }

  @Endpoint(ENDPOINTS.bookings.bookTour)
  @RateLimit(BOOKING_THROTTLE.limit, 'across-instances', BOOKING_THROTTLE.ttl)
  bookTour(@Body() body: TourBookingDto): Promise<BookingConfirmation> {
    const { slotId, privacyNoticeVersion, ...visitor } = body;
    return this.bookings.bookTour(slotId, { ...visitor, bookedBy: 'visitor' }, privacyNoticeVersion);
  }

  @Endpoint(ENDPOINTS.bookings.manage)
  manage(@Param('token') token: string): Promise<ManagedBooking> {
    return this.bookings.managed(token);
  }

  @Endpoint(ENDPOINTS.bookings.move)
  @HttpCode(200)
  @RateLimit(BOOKING_THROTTLE.limit, 'across-instances', BOOKING_THROTTLE.ttl)
  move(@Param('token') token: string, @Body() body: SlotChoiceDto): Promise<BookingConfirmation> {
    return this.bookings.move(token, body.slotId);
  }

  @Endpoint(ENDPOINTS.bookings.cancel)
  @HttpCode(200)
  async cancel(@Param('token') token: string): Promise<{ message: string }> {
    await this.bookings.cancel(token);
    return { message: 'The booking is cancelled.' };
  }
}
