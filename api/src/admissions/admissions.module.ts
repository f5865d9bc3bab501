import { Module } from '@nestjs/common';
import { AccessLogModule } from './access-log/access-log.module';
import { AssessmentsModule } from './assessments/assessments.module';
import { ApplicationModule } from './applications/application.module';
import { BookingsModule } from './bookings/bookings.module';
import { DocumentsModule } from './documents/documents.module';
import { DuplicatesModule } from './duplicates/duplicates.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { ParentAccessModule } from './family-access/parent-access.module';
import { OffersModule } from './offers/offers.module';
import { PaidFormModule } from './paid-forms/paid-form.module';
import { PipelineModule } from './pipeline/pipeline.module';
import { PlacesModule } from './places/places.module';
import { PortalModule } from './portal/portal.module';
import { AdmissionsPrivacyModule } from './privacy/admissions-privacy.module';
import { WaitingListModule } from './waiting-list/waiting-list.module';

/**
 * Admissions, from the paid form to the place accepted: applications and their pipeline, duplicates, documents,
 * bookings, assessments and prepared decisions, offers and the waiting list, and the family's access to its own page. It publishes what happens
 * (admissions-events.ts) and writes no message itself. Needs payments (fees), content (the school's settings) and the
 * platform.
 */
@Module({
  imports: [
    ApplicationModule,
    PipelineModule,
    OffersModule,
    WaitingListModule,
    PlacesModule,
    DuplicatesModule,
    DocumentsModule,
    BookingsModule,
    ParentAccessModule,
    PaidFormModule,
    PortalModule,
    AccessLogModule,
    AdmissionsPrivacyModule,
    AssessmentsModule,
    EnquiriesModule,
  ],
  exports: [
    ApplicationModule,
    EnquiriesModule,
    OffersModule,
    BookingsModule,
    DocumentsModule,
    ParentAccessModule,
    AccessLogModule,
  ],
})
export class AdmissionsModule {}
