import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ParentAccessGuard } from './parent-access.guard';
import { ParentLinks } from './parent-links';
import { FamilyLinkRequests } from './family-link-requests';
import {
  FamilyLinkRequest,
  FamilyLinkRequestSchema,
  ParentLinkCutoff,
  ParentLinkCutoffSchema,
  ParentSessionRecord,
  ParentSessionSchema,
} from './parent-session.schema';
import { ParentSessions } from './parent-sessions';

/**
 * A parent's access without a password: signed, expiring links, the sessions they open (recorded, so signing out and
 * a newer link end them) and the guard that reads them. The applications feature decides which applications a link
 * opens and serves the parent's page (applications/parent.controller.ts).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ParentSessionRecord.name, schema: ParentSessionSchema },
      { name: ParentLinkCutoff.name, schema: ParentLinkCutoffSchema },
      { name: FamilyLinkRequest.name, schema: FamilyLinkRequestSchema },
    ]),
  ],
  providers: [ParentLinks, ParentSessions, ParentAccessGuard, FamilyLinkRequests],
  exports: [ParentLinks, ParentSessions, ParentAccessGuard, FamilyLinkRequests],
})
export class ParentAccessModule {}
