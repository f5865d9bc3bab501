/**
 * What other contexts may use of content: its module, the school's settings, its events, the documents to download, the photo pipeline and the
 * privacy notice (the version a form showed).
 */
export { ContentModule } from './content.module';
export { SiteContentModule } from './site-content/site-content.module';
export { SiteContentService } from './site-content/site-content.service';
export { SitePagesService } from './site-content/site-pages.service';
export { EventsModule } from './school-events/events.module';
export { DownloadsModule } from './downloads/downloads.module';
export { EventsService } from './school-events/events.service';
export { DownloadsService } from './downloads/downloads.service';
export { detectFileType } from './images/file-type';
export { ImagesModule } from './images/images.module';
export { ImageService } from './images/image.service';
export { BlogDataModule } from './blog/blog-data.module';
export { BlogPost, publicPostsAt } from './blog/blog-post.schema';
export { ImageRejected, reencodePhoto } from './images/image-pipeline';
export { PrivacyNoticeModule } from './privacy-notice/privacy-notice.module';
export { type NoticeSeen, PrivacyNotices } from './privacy-notice/privacy-notices.service';
