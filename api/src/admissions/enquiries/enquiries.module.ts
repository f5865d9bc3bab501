import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PrivacyNoticeModule } from '../../content';
import { ApplicationModule } from '../applications/application.module';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryLinks } from './enquiry-links';
import { Enquiry, EnquirySchema } from './enquiry.schema';

/** Enquiries before applications (docs/product.md#enquiries). Owns the enquiries collection. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: Enquiry.name, schema: EnquirySchema }]),
    ApplicationModule,
    PrivacyNoticeModule,
  ],
  controllers: [EnquiriesController],
  providers: [EnquiriesService, EnquiryLinks],
  exports: [EnquiriesService],
})
export class EnquiriesModule {}
