import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContentAuditModule } from '../content-audit/content-audit.module';
import { DownloadsAdminController } from './downloads-admin.controller';
import { DownloadsPublicController } from './downloads-public.controller';
import { DownloadsService } from './downloads.service';
import { SchoolDownloadRecord, SchoolDownloadSchema } from './school-download.schema';

/** The school's documents for families: uniform list, term calendar, fee schedule, policies. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: SchoolDownloadRecord.name, schema: SchoolDownloadSchema }]),
    ContentAuditModule,
  ],
  controllers: [DownloadsPublicController, DownloadsAdminController],
  providers: [DownloadsService],
  exports: [DownloadsService],
})
export class DownloadsModule {}
