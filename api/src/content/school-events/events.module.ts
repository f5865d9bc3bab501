import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContentAuditModule } from '../content-audit/content-audit.module';
import { ImagesModule } from '../images/images.module';
import { SiteContentModule } from '../site-content/site-content.module';
import { EventsAdminController } from './events-admin.controller';
import { EventsPublicController } from './events-public.controller';
import { EventRecord, EventSchema } from './event.schema';
import { EventSlugs } from './event-slugs';
import { EventsService } from './events.service';
import { ContentRevisionsModule } from '../revisions/revisions.module';

/** School events with their own dates, pages and calendar files. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: EventRecord.name, schema: EventSchema }]),
    ContentAuditModule,
    ContentRevisionsModule,
    ImagesModule,
    SiteContentModule,
  ],
  controllers: [EventsPublicController, EventsAdminController],
  providers: [EventsService, EventSlugs],
  // The chat answers from the events (what is on, when and where).
  exports: [EventsService],
})
export class EventsModule {}
