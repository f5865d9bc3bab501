import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SiteContentModule } from '../../content';
import { ApplicationModule } from '../applications/application.module';
import { DocumentsModule } from '../documents/documents.module';
import { ParentAccessModule } from '../family-access/parent-access.module';
import { AdmissionsRecords } from './admissions-records';
import { ErasureRequest, ErasureRequestSchema } from './erasure-request.schema';
import { ErasureRequests } from './erasure-requests.service';
import { ErasureStaffController } from './erasure-staff.controller';
import { FamilyAdmissions } from './family-admissions';
import { FamilyCopy } from './family-copy';
import { FamilyDataParentController } from './family-data-parent.controller';

/**
 * A family's data in admissions (docs/privacy.md): how long it is kept and how it is deleted, the family's copy,
 * and their requests that it be erased.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: ErasureRequest.name, schema: ErasureRequestSchema }]),
    ApplicationModule,
    DocumentsModule,
    ParentAccessModule,
    SiteContentModule,
  ],
  controllers: [FamilyDataParentController, ErasureStaffController],
  providers: [AdmissionsRecords, FamilyAdmissions, FamilyCopy, ErasureRequests],
  exports: [AdmissionsRecords],
})
export class AdmissionsPrivacyModule {}
