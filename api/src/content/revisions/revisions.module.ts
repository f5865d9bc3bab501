import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContentRevisionRecord, ContentRevisionSchema } from './content-revision.schema';
import { ContentRevisionsController } from './content-revisions.controller';
import { ContentRevisions } from './content-revisions.service';

/**
 * The saved versions of posts, events and the site's content. Each owner imports it, calls `saved` after a save and
 * says once (`owns`) how its items are put back.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: ContentRevisionRecord.name, schema: ContentRevisionSchema }])],
  controllers: [ContentRevisionsController],
  providers: [ContentRevisions],
  exports: [ContentRevisions],
})
export class ContentRevisionsModule {}
