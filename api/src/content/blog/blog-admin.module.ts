import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContentAuditModule } from '../content-audit/content-audit.module';
import { ImagesModule } from '../images/images.module';
import { BlogAdminController } from './blog-admin.controller';
import { BlogAdminService } from './blog-admin.service';
import { BlogDataModule } from './blog-data.module';
import { BlogImageController } from './blog-image.controller';
import { BlogImage, BlogImageSchema } from './blog-image.schema';
import { BlogImageService } from './blog-image.service';
import { TextImproverService } from './text-improver.service';
import { BlogDrafts, BlogPostDraft, BlogPostDraftSchema } from './blog-drafts';
import { ArticleBodies } from './article-bodies';
import { CHAT_LLM_SETTINGS, chatLlmSettingsFrom } from '../../platform/chat-model';
import { ContentRevisionsModule } from '../revisions/revisions.module';

/** The staff side of the blog plus its image store; the public blog module shares BlogDataModule's model. */
@Module({
  imports: [
    BlogDataModule,
    ContentAuditModule,
    ContentRevisionsModule,
    ImagesModule,
    MongooseModule.forFeature([
      { name: BlogImage.name, schema: BlogImageSchema },
      { name: BlogPostDraft.name, schema: BlogPostDraftSchema },
    ]),
  ],
  controllers: [BlogAdminController, BlogImageController],
  providers: [
    BlogAdminService,
    ArticleBodies,
    BlogImageService,
    BlogDrafts,
    TextImproverService,
    // The chat's model settings: "Improve" asks the same model when CHAT_LLM_URL is set (null otherwise).
    { provide: CHAT_LLM_SETTINGS, useFactory: () => chatLlmSettingsFrom(process.env) ?? null },
  ],
  exports: [BlogImageService],
})
export class BlogAdminModule {}
