import { Injectable } from '@nestjs/common';
import type { ContentAuditEntry, StaffUser } from '@icast/contracts';
import { PublicCacheVersion } from '../public-cache/public-cache-version';
import { ContentAuditService } from './content-audit.service';

/**
 * What follows every saved change of public content, in one call: every API instance stops serving the old answer,
 * and the audit says who changed what, when.
 */
@Injectable()
export class ContentChanges {
  constructor(
    private readonly publicCache: PublicCacheVersion,
    private readonly audit: ContentAuditService,
  ) {}

  async saved(by: StaffUser, area: string, action: ContentAuditEntry['action'], summary: string): Promise<void> {
    await this.publicCache.changed();
    await this.audit.record(by, area, action, summary);
  }
}
