import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PrivacyNoticeModule } from '../../content';
import { ApplicationModule } from '../applications/application.module';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryLinks } from './enquiry-links';
import { Enquiry, EnquirySchema } from './enquiry.schema';
import { AdmissionsFunnelService } from './admissions-funnel';
import { Application, ApplicationSchema } from '../applications/application.schema';
import { Booking, BookingSchema } from '../bookings/booking.schema';
import { BookingSlot, BookingSlotSchema } from '../bookings/booking-slot.schema';

/** Enquiries before applications (docs/product.md#enquiries). Owns the enquiries collection. */
@Module({
  imports: [
    // The funnel reads applications and tour bookings too (counts only; their features own and write them).
    MongooseModule.forFeature([
      { name: Enquiry.name, schema: EnquirySchema },
      { name: Application.name, schema: ApplicationSchema },
      { name: Booking.name, schema: BookingSchema },
      { name: BookingSlot.name, schema: BookingSlotSchema },
    ]),
    ApplicationModule,
    PrivacyNoticeModule,
  ],
  controllers: [EnquiriesController],
  providers: [EnquiriesService, EnquiryLinks, AdmissionsFunnelService],
  exports: [EnquiriesService],
})
export class EnquiriesModule {}
