import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ContentAuditEntry, PagedList, StaffUser } from '@icast/contracts';
import { findPage, type PageQueryDto } from '../../platform/http/pagination';
import { staffActorOf, staffActorView } from '../staff-actor.schema';
import { ContentAuditRecord } from './content-audit.schema';

/** The longest summary kept: a title or a question, not a whole text. */
const SUMMARY_MAX = 200;

/**
 * The one audit of content changes (site content, events, gallery, blog): each feature records its own writes here
 * after they succeed; admins read the list.
 */
@Injectable()
export class ContentAuditService {
  private readonly logger = new Logger('ContentAudit');

  constructor(@InjectModel(ContentAuditRecord.name) private readonly entries: Model<ContentAuditRecord>) {}

  /**
   * Never fails the change it describes: the change is already saved, so a failed audit write is logged, and the
   * member's action is not reported as failed.
   */
  async record(by: StaffUser, area: string, action: ContentAuditEntry['action'], summary: string): Promise<void> {
    try {
      await this.entries.create({
        at: new Date(),
        by: staffActorOf(by),
        area,
        action,
        summary: summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 3)}...` : summary,
      });
    } catch (error) {
      this.logger.error(`could not record "${area} ${action}" by ${by.email}: ${(error as Error).message}`);
    }
  }

  list(query: PageQueryDto): Promise<PagedList<ContentAuditEntry>> {
    return findPage(this.entries, { filter: {}, sort: { at: -1, _id: -1 }, query }, (row) => ({
      _id: String(row._id),
      at: row.at.toISOString(),
      by: staffActorView(row.by),
      area: row.area,
      action: row.action as ContentAuditEntry['action'],
      summary: row.summary,
    }));
  }
}
