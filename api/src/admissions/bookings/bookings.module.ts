import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApplicationModule } from '../applications/application.module';
import { ParentAccessModule } from '../family-access/parent-access.module';
import { BookingClaim, BookingClaimSchema } from './booking-claim.schema';
import { Booking, BookingSchema } from './booking.schema';
import { BookingSlot, BookingSlotSchema } from './booking-slot.schema';
import { BookingsPublicController } from './bookings-public.controller';
import { BookingsService } from './bookings.service';
import { BookingsStaffController } from './bookings-staff.controller';
import { BookingsParentController } from './bookings-parent.controller';
import { PrivacyNoticeModule, SiteContentModule } from '../../content';

/** Entrance assessments, interviews and school tours: slots and seats (messaging writes the family's messages about them). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: BookingSlot.name, schema: BookingSlotSchema },
      { name: Booking.name, schema: BookingSchema },
      { name: BookingClaim.name, schema: BookingClaimSchema },
    ]),
    ApplicationModule,
    ParentAccessModule,
    SiteContentModule,
    PrivacyNoticeModule,
  ],
  controllers: [BookingsPublicController, BookingsStaffController, BookingsParentController],
  providers: [BookingsService],
  exports: [BookingsService],
})
export class BookingsModule {}
