import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ContentRevisions } from './content-revisions.service';

/** The History of a post, an event or a part of the site's content: the list, one version's changes, Restore. */
@ApiTags('content revisions')
@Controller()
export class ContentRevisionsController {
  constructor(private readonly revisions: ContentRevisions) {}

  @Endpoint(ENDPOINTS.contentRevisions.list)
  list(@Param('kind') kind: string, @Param('itemId') itemId: string) {
    return this.revisions.list(kind, itemId);
  }

  @Endpoint(ENDPOINTS.contentRevisions.diff)
  diff(@Param('kind') kind: string, @Param('itemId') itemId: string, @Param('number') number: string) {
    return this.revisions.diff(kind, itemId, number);
  }

  @Endpoint(ENDPOINTS.contentRevisions.restore)
  restore(
    @Param('kind') kind: string,
    @Param('itemId') itemId: string,
    @Param('number') number: string,
    @CurrentStaff() by: StaffUser,
  ) {
    return this.revisions.restore(kind, itemId, number, by);
  }
}
