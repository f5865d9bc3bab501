import { Module } from '@nestjs/common';
import { AdmissionsRecords } from './admissions-records';

/** How long admissions keeps a family's records, and how they are deleted (docs/privacy.md). */
@Module({
  providers: [AdmissionsRecords],
  exports: [AdmissionsRecords],
})
export class AdmissionsPrivacyModule {}
