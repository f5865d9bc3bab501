import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { ContentChanges } from './content-changes';
import { ContentAuditController } from './content-audit.controller';
import { ContentAuditRecord, ContentAuditSchema } from './content-audit.schema';
import { ContentAuditService } from './content-audit.service';

/** Who changed which content when; every content feature imports it and reports each write to ContentChanges. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: ContentAuditRecord.name, schema: ContentAuditSchema }]),
    PublicCacheModule,
  ],
  controllers: [ContentAuditController],
  providers: [ContentAuditService, ContentChanges],
  exports: [ContentAuditService, ContentChanges, PublicCacheModule],
})
export class ContentAuditModule {}
