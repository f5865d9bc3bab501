import { randomUUID } from 'node:crypto';
import { HttpException, Injectable } from '@nestjs/common';
import {
  type BulkStatusChange,
  type BulkStatusOutcome,
  CLASSES_APPLIED_FOR,
  type PipelineClassRow,
  type PipelineFilters,
  type PipelineView,
  type StatusCounts,
} from '@icast/contracts';
import { ApplicationService } from '../applications/application.service';
import { AppConfig } from '../../platform/config/app-config';

const CLASS_ORDER = new Map<string, number>(CLASSES_APPLIED_FOR.map((choice, index) => [choice.value, index]));
const classOrder = (value: string) => CLASS_ORDER.get(value) ?? CLASS_ORDER.size;
const FILTERED_FIELDS = ['campus', 'attendance', 'startTerm'] as const;

/**
 * The admissions office's view of every application at once: counts per status and class, and a change of status
 * for many, each through the same rules as one at a time. Owns nothing; it asks the applications feature.
 */
@Injectable()
export class PipelineService {
  /** Whether a family with a phone and no e-mail can be told (by SMS). */
  private readonly smsConfigured: boolean;

  constructor(
    private readonly applications: ApplicationService,
    config: AppConfig,
  ) {
    this.smsConfigured = config.messaging.sms !== undefined;
  }

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
   * skipped in silence), its event recorded with the move; once all have moved the events are delivered, and each
   * family (its e-mail address, or its phone when the application gives no e-mail) hears once, by e-mail and SMS,
   * about all of its children that moved. `familiesTold`: the families the messages can reach.
   */
  async changeStatus(change: BulkStatusChange, by: string): Promise<BulkStatusOutcome> {
    const outcome: BulkStatusOutcome = { changed: [], refused: [], familiesTold: 0 };
    const batch = { id: randomUUID(), familyMessage: change.familyMessage?.trim() || undefined };
    const families = new Set<string>();
    for (const reference of [...new Set(change.references.map((value) => value.trim().toUpperCase()))]) {
      try {
        await this.applications.changeStatus(reference, change.status, by, change.note, { batch });
        outcome.changed.push(reference);
        const { familyKey, contact } = await this.applications.applicant(reference);
        if (familyKey && (contact.email || this.smsConfigured)) families.add(familyKey);
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        outcome.refused.push({ reference, reason: error.message });
      }
    }
    await this.applications.deliverEvents(...outcome.changed);
    outcome.familiesTold = families.size;
    return outcome;
  }
}
