import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FamilyData } from './family-data';
import { Retention } from './retention';
import { RetentionRunRecord, RetentionRunSchema, RetentionSetting, RetentionSettingSchema } from './retention.schema';

/**
 * Personal data's lifetime (docs/privacy.md): the retention periods and the nightly job, and what each context
 * holds about a family (its copy, its erasure). Global, because each context registers the sweeps and family data it owns, as it defines its jobs.
 */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: RetentionSetting.name, schema: RetentionSettingSchema },
      { name: RetentionRunRecord.name, schema: RetentionRunSchema },
    ]),
  ],
  providers: [Retention, FamilyData],
  exports: [Retention, FamilyData],
})
export class PrivacyModule {}
