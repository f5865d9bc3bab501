import { randomUUID } from 'node:crypto';
import { HttpException, Injectable, Logger } from '@nestjs/common';
import {
  APPLICANT_CONTACT_FIELDS,
  type ApplicationStatusValue,
  type BulkStatusChange,
  type BulkStatusOutcome,
  CLASSES_APPLIED_FOR,
  type PipelineClassRow,
  type PipelineFilters,
  type PipelineView,
  type StatusCounts,
} from '@icast/contracts';
import { ApplicationService } from '../application/application.service';
import { DuplicatesService } from '../duplicates/duplicates.service';
import { AdmissionsMessages } from '../notifications/admissions-messages';
import type { ApplicationFacts } from '../notifications/application-messages';
import { queueAfterEvent } from '../outbox/after-event';
import { ParentLinks } from '../parent-access/parent-links';

const CLASS_ORDER = new Map<string, number>(CLASSES_APPLIED_FOR.map((choice, index) => [choice.value, index]));
const classOrder = (value: string) => CLASS_ORDER.get(value) ?? CLASS_ORDER.size;
const FILTERED_FIELDS = ['campus', 'attendance', 'startTerm'] as const;

type Change = { application: ApplicationFacts; status: ApplicationStatusValue };

/**
 * The admissions office's view of every application at once: counts per status and class, and a change of status
 * for many, each through the same rules as one at a time. Owns nothing; it asks the applications feature.
 */
@Injectable()
export class PipelineService {
  private readonly logger = new Logger(PipelineService.name);

  constructor(
    private readonly applications: ApplicationService,
    private readonly duplicates: DuplicatesService,
    private readonly messages: AdmissionsMessages,
    private readonly parentLinks: ParentLinks,
  ) {}

  async view(filters: PipelineFilters): Promise<PipelineView> {
    const merged = new Set(await this.duplicates.mergedReferences());
    const byClass = new Map<string, StatusCounts>();
    const totals: StatusCounts = {};
    let total = 0;
    for await (const application of this.applications.exportAll()) {
      if (merged.has(application.reference)) continue;
      if (FILTERED_FIELDS.some((name) => filters[name] && application.fields[name] !== filters[name])) continue;
      const classAppliedFor = application.fields.classAppliedFor ?? '';
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
   * skipped in silence); then each family gets one e-mail for all of its children that moved.
   */
  async changeStatus(change: BulkStatusChange, by: string): Promise<BulkStatusOutcome> {
    const outcome: BulkStatusOutcome = { changed: [], refused: [], familiesTold: 0 };
    const byFamily = new Map<string, Change[]>();
    for (const reference of [...new Set(change.references.map((value) => value.trim().toUpperCase()))]) {
      try {
        const application = await this.applications.changeStatus(reference, change.status, by, change.note, {
          tellFamily: false,
        });
        outcome.changed.push(reference);
        const email = application.fields[APPLICANT_CONTACT_FIELDS.email]?.trim().toLowerCase();
        if (!email) continue;
        const facts = { reference, fields: application.fields, submittedAt: new Date(application.submittedAt) };
        byFamily.set(email, [...(byFamily.get(email) ?? []), { application: facts, status: change.status }]);
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        outcome.refused.push({ reference, reason: error.message });
      }
    }
    const batch = randomUUID();
    const familyMessage = change.familyMessage?.trim() || undefined;
    for (const [email, changes] of byFamily) {
      let queued = false;
      await queueAfterEvent(this.logger, `pipeline change for ${email}`, async () => {
        const link = this.parentLinks.linkFor('email', email);
        await this.messages.applicationsUpdated(email, changes, familyMessage, link, batch);
        queued = true;
      });
      if (queued) outcome.familiesTold += 1;
    }
    return outcome;
  }
}
