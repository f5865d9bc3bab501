import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Retention } from './retention';
import { RetentionRunRecord, RetentionRunSchema, RetentionSetting, RetentionSettingSchema } from './retention.schema';

/**
 * Personal data's lifetime (docs/privacy.md): the retention periods and the nightly job. Global, because each
 * context registers the sweep of the kinds it owns, as it defines its jobs.
 */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: RetentionSetting.name, schema: RetentionSettingSchema },
      { name: RetentionRunRecord.name, schema: RetentionRunSchema },
    ]),
  ],
  providers: [Retention],
  exports: [Retention],
})
export class PrivacyModule {}
