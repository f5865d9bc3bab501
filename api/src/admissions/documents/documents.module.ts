import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccessLogModule } from '../access-log/access-log.module';
import { ApplicationModule } from '../applications/application.module';
import { ParentAccessModule } from '../family-access/parent-access.module';
import { ApplicationDocument, ApplicationDocumentSchema } from './application-document.schema';
import { DocumentStorageUnit, DocumentStorageUnitSchema } from './document-storage-unit.schema';
import { DocumentKey, DocumentKeySchema } from './document-key.schema';
import { DocumentCipher } from './document-cipher';
import { DocumentKeys } from './document-keys';
import { FamilyStorage } from './family-storage';
import { DocumentsService } from './documents.service';
import { DocumentsStaffController } from './documents-staff.controller';
import { DocumentsParentController } from './documents-parent.controller';
import { DocumentChecklistController } from './document-checklist.controller';

/** Birth certificates, photographs, report cards and medical reports sent with applications. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ApplicationDocument.name, schema: ApplicationDocumentSchema },
      { name: DocumentStorageUnit.name, schema: DocumentStorageUnitSchema },
      { name: DocumentKey.name, schema: DocumentKeySchema },
    ]),
    ApplicationModule,
    ParentAccessModule,
    AccessLogModule,
  ],
  controllers: [DocumentsStaffController, DocumentsParentController, DocumentChecklistController],
  providers: [DocumentsService, FamilyStorage, DocumentCipher, DocumentKeys],
  exports: [DocumentsService],
})
export class DocumentsModule {}
