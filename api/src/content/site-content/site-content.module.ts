import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContentAuditModule } from '../content-audit/content-audit.module';
import { ImagesModule } from '../images/images.module';
import { ContentListsController } from './content-lists.controller';
import {
  CounterRecord,
  CounterSchema,
  FaqRecord,
  FaqSchema,
  HeroSlideRecord,
  HeroSlideSchema,
  TestimonialRecord,
  TestimonialSchema,
} from './content-lists.schema';
import { HeroSlidesService } from './hero-slides.service';
import { SiteContentAdminController } from './site-content-admin.controller';
import { SiteContentPublicController } from './site-content-public.controller';
import { SiteContentSeedService } from './site-content-seed.service';
import { SiteContentService } from './site-content.service';
import { SiteSettingsRecord, SiteSettingsSchema } from './site-settings.schema';
import { SitePagesAdminController, SitePagesPublicController } from './site-pages.controller';
import { SitePageRecord, SitePageSchema } from './site-pages.schema';
import { SitePagesService } from './site-pages.service';
import { ContentRevisionsModule } from '../revisions/revisions.module';
import { DownloadsModule } from '../downloads/downloads.module';
import { SiteMenusController } from './site-menus.controller';
import { SiteMenusRecord, SiteMenusSchema } from './site-menus.schema';
import { SiteMenusService } from './site-menus.service';

/** The school's own facts and words, edited by editors and admins; other features read them via SiteContentService. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SiteSettingsRecord.name, schema: SiteSettingsSchema },
      { name: FaqRecord.name, schema: FaqSchema },
      { name: TestimonialRecord.name, schema: TestimonialSchema },
      { name: HeroSlideRecord.name, schema: HeroSlideSchema },
      { name: CounterRecord.name, schema: CounterSchema },
      { name: SitePageRecord.name, schema: SitePageSchema },
      { name: SiteMenusRecord.name, schema: SiteMenusSchema },
    ]),
    ContentAuditModule,
    ContentRevisionsModule,
    ImagesModule,
    DownloadsModule,
  ],
  controllers: [
    SiteContentPublicController,
    SiteContentAdminController,
    ContentListsController,
    SitePagesPublicController,
    SitePagesAdminController,
    SiteMenusController,
  ],
  providers: [SiteContentService, HeroSlidesService, SiteContentSeedService, SitePagesService, SiteMenusService],
  exports: [SiteContentService, SitePagesService, SiteMenusService],
})
export class SiteContentModule {}
