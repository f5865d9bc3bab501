import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccessLogModule } from '../access-log/access-log.module';
import { ParentAccessModule } from '../family-access/parent-access.module';
import { PaymentModule } from '../../payments';
import { PrivacyNoticeModule, SiteContentModule } from '../../content';
import { ApplicationPublicController } from './application-public.controller';
import { Assessment, AssessmentSchema } from '../assessments/assessment.schema';
import { Application, ApplicationSchema } from './application.schema';
import { ApplicationService } from './application.service';
import { ApplicationStaffController } from './application-staff.controller';
import { PaidFormUse, PaidFormUseSchema } from './paid-form-use.schema';
import { ParentController } from './parent.controller';
import { DocumentChecklists } from '../documents/document-checklist';
import { ClassDocuments, ClassDocumentsSchema } from '../documents/document-checklist.schema';

/** Online applications: parents submit and look up their status; staff review. Owns the applications collection. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Application.name, schema: ApplicationSchema },
      { name: PaidFormUse.name, schema: PaidFormUseSchema },
      // Read for the list's "assessed or not" filter only; the assessments feature writes it.
      { name: Assessment.name, schema: AssessmentSchema },
      // The documents each class asks for: the family's page reads them with its applications.
      { name: ClassDocuments.name, schema: ClassDocumentsSchema },
    ]),
    PaymentModule,
    ParentAccessModule,
    AccessLogModule,
    SiteContentModule,
    PrivacyNoticeModule,
  ],
  controllers: [ApplicationPublicController, ApplicationStaffController, ParentController],
  providers: [ApplicationService, DocumentChecklists],
  exports: [ApplicationService, DocumentChecklists],
})
export class ApplicationModule {}
