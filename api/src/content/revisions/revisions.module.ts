import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ContentApprovalController } from './content-approval.controller';
import { ContentApproval } from './content-approval.service';
import { ContentRevisionRecord, ContentRevisionSchema } from './content-revision.schema';
import {
  ApprovalSettingsRecord,
  ApprovalSettingsSchema,
  ChangeDecisionRecord,
  ChangeDecisionSchema,
  PendingChangeRecord,
  PendingChangeSchema,
} from './pending-change.schema';
import { ContentRevisionsController } from './content-revisions.controller';
import { ContentRevisions } from './content-revisions.service';

/**
 * The saved versions of posts, events and the site's content. Each owner imports it, calls `saved` after a save and
 * says once (`owns`) how its items are put back; with approval on, an editor's save asks `held` first.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ContentRevisionRecord.name, schema: ContentRevisionSchema },
      { name: PendingChangeRecord.name, schema: PendingChangeSchema },
      { name: ApprovalSettingsRecord.name, schema: ApprovalSettingsSchema },
      { name: ChangeDecisionRecord.name, schema: ChangeDecisionSchema },
    ]),
  ],
  controllers: [ContentRevisionsController, ContentApprovalController],
  providers: [ContentRevisions, ContentApproval],
  exports: [ContentRevisions],
})
export class ContentRevisionsModule {}
