import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApplicationModule } from '../applications/application.module';
import { OutboxModule } from '../../messaging/outbox/outbox.module';
import { ParentAccessModule } from '../family-access/parent-access.module';
import { BookingClaim, BookingClaimSchema } from './booking-claim.schema';
import { Booking, BookingSchema } from './booking.schema';
import { BookingNotices } from '../../messaging/admissions-messages/booking-messages';
import { BookingSlot, BookingSlotSchema } from './booking-slot.schema';
import { BookingsPublicController } from './bookings-public.controller';
import { BookingsService } from './bookings.service';
import { BookingsStaffController } from './bookings-staff.controller';
import { BookingsParentController } from './bookings-parent.controller';
import { SiteContentModule } from '../../content/site-content/site-content.module';

/** Entrance assessments, interviews and school tours: slots, seats, and the family's messages about them. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: BookingSlot.name, schema: BookingSlotSchema },
      { name: Booking.name, schema: BookingSchema },
      { name: BookingClaim.name, schema: BookingClaimSchema },
    ]),
    ApplicationModule,
    OutboxModule,
    ParentAccessModule,
    SiteContentModule,
  ],
  controllers: [BookingsPublicController, BookingsStaffController, BookingsParentController],
  providers: [BookingsService, BookingNotices],
  exports: [BookingsService],
})
export class BookingsModule {}
