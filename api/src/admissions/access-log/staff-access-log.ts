import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import type { FamilyFileOpening, PagedList, StaffAccessEntry, StaffUser } from '@icast/contracts';
import { lagosDateTime } from '../../platform/formats';
import { Clock } from '../../platform/jobs/clock';
import { containsText, findPage, readAll, type SearchPageQueryDto } from '../../platform/http/pagination';
import { FamilyData, type FamilyIdentity } from '../../platform/privacy/family-data';
import { StaffAccess } from './staff-access.schema';

const NEWEST_FIRST = { at: -1, _id: -1 } as const;
/** A family's copy lists at most this many openings per request (a file is opened a few dozen times at most). */
const FAMILY_COPY_MAX = 1000;
/** What an opening of an erased family's file names instead of their application. */
export const ERASED_APPLICATION = 'Erased on request';

const entryOf = (row: StaffAccess): StaffAccessEntry => ({
  at: row.at.toISOString(),
  staffName: row.staffName,
  staffEmail: row.staffEmail,
  staffRole: row.staffRole,
  applicationReference: row.applicationReference,
  what: row.what,
});

/**
 * Who at the school opened what of a child's file. Every staff read of an application in full (health answers
 * included) or of one of its documents is recorded here before the answer is sent: if the log cannot be written,
 * the read fails rather than go unrecorded. Owns staff_access_log.
 */
@Injectable()
export class StaffAccessLog {
  constructor(
    @InjectModel(StaffAccess.name) private readonly log: Model<StaffAccess>,
    private readonly clock: Clock,
    familyData: FamilyData,
  ) {
    familyData.section('openings', (family) => this.openingsSection(family));
    familyData.eraser('access log', (family) => this.forgetFamily(family));
  }

  async record(staff: StaffUser, applicationReference: string, what: string): Promise<void> {
    await this.log.create({
      at: this.clock.now(),
      staffId: staff.id,
      staffName: staff.name,
      staffEmail: staff.email,
      staffRole: staff.role,
      applicationReference,
      what,
    });
  }

  /**
   * Who opened these applications (by reference), newest first: for the family's copy of its data. Staff e-mail
   * addresses stay out of it; the name and role say who.
   */
  async forApplications(applicationIds: readonly string[]): Promise<FamilyFileOpening[]> {
    if (applicationIds.length === 0) return [];
    const rows = await this.log
      .find({ applicationReference: { $in: [...applicationIds] } })
      .sort(NEWEST_FIRST)
      .limit(FAMILY_COPY_MAX)
      .lean<StaffAccess[]>();
    return rows.map((row) => ({
      at: row.at.toISOString(),
      staffName: row.staffName,
      staffRole: row.staffRole,
      what: row.what,
    }));
  }

  private async openingsSection(family: FamilyIdentity) {
    const openings = await this.forApplications(family.references);
    return {
      title: 'Who at the school opened your file',
      records: openings.map((opening) => ({ ...opening })),
      lines: openings.map(
        (opening) =>
          `${lagosDateTime(new Date(opening.at))}: ${opening.staffName} (${opening.staffRole}), ${opening.what}`,
      ),
    };
  }

  /**
   * An erased family's file leaves no trace here, yet the record that a member of staff opened a child's file at
   * that time stays: the school still answers for its staff's reads. The application's reference is what named
   * the family, so it is replaced.
   */
  private async forgetFamily(family: FamilyIdentity): Promise<number> {
    if (family.references.length === 0) return 0;
    const result = await this.log.updateMany(
      { applicationReference: { $in: family.references } },
      { $set: { applicationReference: ERASED_APPLICATION } },
    );
    return result.modifiedCount;
  }

  list(query: SearchPageQueryDto): Promise<PagedList<StaffAccessEntry>> {
    return findPage(this.log, { filter: this.filter(query.q), sort: NEWEST_FIRST, query }, entryOf);
  }

  exportAll(q?: string): AsyncGenerator<StaffAccessEntry> {
    return readAll(this.log, NEWEST_FIRST, entryOf, this.filter(q));
  }

  private filter(q: string | undefined): FilterQuery<StaffAccess> {
    return containsText<StaffAccess>(q, ['applicationReference', 'staffName', 'staffEmail']);
  }
}
