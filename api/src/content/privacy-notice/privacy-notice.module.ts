import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { PrivacyNoticeController } from './privacy-notice.controller';
import { PrivacyNoticeRecord, PrivacyNoticeSchema } from './privacy-notice.schema';
import { PrivacyNotices } from './privacy-notices.service';

/** The versioned privacy notice; the forms of other contexts check the version they showed through PrivacyNotices. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: PrivacyNoticeRecord.name, schema: PrivacyNoticeSchema }]),
    PublicCacheModule,
  ],
  controllers: [PrivacyNoticeController],
  providers: [PrivacyNotices],
  exports: [PrivacyNotices],
})
export class PrivacyNoticeModule {}
