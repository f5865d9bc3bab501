import { Module } from '@nestjs/common';
import { BlogAdminModule } from './blog/blog-admin.module';
import { BlogModule } from './blog/blog.module';
import { ContentAuditModule } from './content-audit/content-audit.module';
import { DownloadsModule } from './downloads/downloads.module';
import { GalleryModule } from './gallery/gallery.module';
import { ImagesModule } from './images/images.module';
import { PrivacyNoticeModule } from './privacy-notice/privacy-notice.module';
import { EventsModule } from './school-events/events.module';
import { SiteContentModule } from './site-content/site-content.module';

/**
 * What the school publishes: the blog, the site's facts and words, school events, the gallery, the school's documents to download, the photos they use
 * and who changed what, with the cache of public reads. Needs the assistant's model settings (the blog's "Improve")
 * and the platform.
 */
@Module({
  imports: [
    BlogModule,
    BlogAdminModule,
    SiteContentModule,
    EventsModule,
    GalleryModule,
    ImagesModule,
    ContentAuditModule,
    PrivacyNoticeModule,
    DownloadsModule,
  ],
  exports: [SiteContentModule, EventsModule, PrivacyNoticeModule, DownloadsModule],
})
export class ContentModule {}
