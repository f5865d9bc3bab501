import { randomUUID } from 'node:crypto';
import { HttpException, Injectable, Logger } from '@nestjs/common';
import {
  type ApplicationStatusValue,
  type BulkStatusChange,
  type BulkStatusOutcome,
  CLASSES_APPLIED_FOR,
  type PipelineClassRow,
  type PipelineFilters,
  type PipelineView,
  type StatusCounts,
} from '@icast/contracts';
import { ApplicationService } from '../applications/application.service';
import { AdmissionsMessages } from '../../messaging/admissions-messages/admissions-messages';
import type { Applicant } from '../applications/applicant';
import { queueAfterEvent } from '../../messaging/outbox/after-event';
import { ParentLinks } from '../family-access/parent-links';

const CLASS_ORDER = new Map<string, number>(CLASSES_APPLIED_FOR.map((choice, index) => [choice.value, index]));
const classOrder = (value: string) => CLASS_ORDER.get(value) ?? CLASS_ORDER.size;
const FILTERED_FIELDS = ['campus', 'attendance', 'startTerm'] as const;

type Change = { application: Applicant; status: ApplicationStatusValue };
/** The contacts of one family in a bulk change, and its children's applications that moved. */
type Family = { email?: string; changes: Change[] };

/**
 * The admissions office's view of every application at once: counts per status and class, and a change of status
 * for many, each through the same rules as one at a time. Owns nothing; it asks the applications feature.
 */
@Injectable()
export class PipelineService {
  private readonly logger = new Logger(PipelineService.name);

  constructor(
    private readonly applications: ApplicationService,
    private readonly messages: AdmissionsMessages,
    private readonly parentLinks: ParentLinks,
  ) {}

  async view(filters: PipelineFilters): Promise<PipelineView> {
    const byClass = new Map<string, StatusCounts>();
    const totals: StatusCounts = {};
    let total = 0;
    for await (const application of this.applications.exportAll()) {
      if (FILTERED_FIELDS.some((name) => filters[name] && application.applicant.stored(name) !== filters[name]))
        continue;
      const classAppliedFor = application.applicant.stored('classAppliedFor');
      const counts = byClass.get(classAppliedFor) ?? {};
      counts[application.status] = (counts[application.status] ?? 0) + 1;
      byClass.set(classAppliedFor, counts);
      totals[application.status] = (totals[application.status] ?? 0) + 1;
      total += 1;
    }
    const rows: PipelineClassRow[] = [...byClass.entries()]
      .map(([classAppliedFor, counts]) => ({
        classAppliedFor,
        counts,
        total: Object.values(counts).reduce((sum, count) => sum + count, 0),
      }))
      .sort((a, b) => classOrder(a.classAppliedFor) - classOrder(b.classAppliedFor));
    return { rows, totals, total };
  }

  /**
   * Each application moves as it would alone (a change its status does not allow is refused and reported, not
   * skipped in silence); then each family (its e-mail address, or its phone when the application gives no e-mail)
   * gets one e-mail and one SMS for all of its children that moved.
   */
  async changeStatus(change: BulkStatusChange, by: string): Promise<BulkStatusOutcome> {
    const outcome: BulkStatusOutcome = { changed: [], refused: [], familiesTold: 0 };
    const byFamily = new Map<string, Family>();
    for (const reference of [...new Set(change.references.map((value) => value.trim().toUpperCase()))]) {
      try {
        await this.applications.changeStatus(reference, change.status, by, change.note, { tellFamily: false });
        outcome.changed.push(reference);
        const applicant = await this.applications.applicant(reference);
        const key = applicant.familyKey;
        if (!key) continue;
        const family = byFamily.get(key) ?? { email: applicant.contact.email, changes: [] };
        family.changes.push({ application: applicant, status: change.status });
        byFamily.set(key, family);
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        outcome.refused.push({ reference, reason: error.message });
      }
    }
    const batch = randomUUID();
    const familyMessage = change.familyMessage?.trim() || undefined;
    for (const [key, { email, changes }] of byFamily) {
      let told = false;
      // The number on the family's latest application, should its applications give different ones.
      const phone = [...changes]
        .sort((a, b) => b.application.submittedAt.getTime() - a.application.submittedAt.getTime())
        .map(({ application }) => application.contact.phone)
        .find(Boolean);
      await queueAfterEvent(this.logger, `pipeline change for ${key}`, async () => {
        const parentLink = email ? this.parentLinks.linkFor('email', email) : undefined;
        told = await this.messages.applicationsUpdated({ email, phone, parentLink }, changes, familyMessage, batch);
      });
      if (told) outcome.familiesTold += 1;
    }
    return outcome;
  }
}
