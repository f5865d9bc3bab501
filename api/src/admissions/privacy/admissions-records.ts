import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { type ApplicationStatusValue, COLLECTIONS } from '@icast/contracts';
import { Retention } from '../../platform/privacy/retention';

/** Decided without a place taken: kept for the retention period after the decision, then deleted. */
export const CLOSED_STATUSES: readonly ApplicationStatusValue[] = ['declined', 'offer_declined', 'offer_expired'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `_id`s that name one of `parts` between colons or at the end (`tour:<slot>:<email>`, `<email>#3`). */
const idNaming = (parts: readonly string[]) => new RegExp(`(^|:)(${parts.map(escape).join('|')})($|[:#|])`);

interface StoredDecision {
  reference: string;
  status: ApplicationStatusValue;
  history?: Array<{ status: ApplicationStatusValue; at: Date }>;
  updatedAt: Date;
}

/**
 * Deleting a family's admissions records: an application with everything that hangs off it (documents and their
 * storage, bookings, offers, the waiting list, duplicate decisions, merges, sign-in sessions), and what an e-mail
 * address holds on its own (tour bookings, link requests). The retention job and an approved erasure both come
 * here, so what "delete an application" means is written once.
 */
@Injectable()
export class AdmissionsRecords {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    retention: Retention,
  ) {
    retention.register('closedApplications', (cutoff) => this.deleteClosedApplications(cutoff));
    retention.register('tourBookings', (cutoff) => this.deleteTourBookings(cutoff));
  }

  private collection(name: string): mongo.Collection<Record<string, unknown>> {
    return this.connection.collection<Record<string, unknown>>(name);
  }

  /**
   * Applications declined, or whose offer was declined or lapsed, `cutoff` or longer ago. One that ever reached
   * `accepted` is never deleted, whatever its status now: that child is at the school.
   */
  async deleteClosedApplications(cutoff: Date): Promise<number> {
    const rows = (await this.collection(COLLECTIONS.applications)
      .find(
        { status: { $in: [...CLOSED_STATUSES] }, updatedAt: { $lte: cutoff } },
        { projection: { reference: 1, status: 1, history: 1, updatedAt: 1 } },
      )
      .toArray()) as unknown as StoredDecision[];
    const due = rows.filter((row) => {
      const history = row.history ?? [];
      if (row.status === 'accepted' || history.some((change) => change.status === 'accepted')) return false;
      const decided = history.filter((change) => change.status === row.status).at(-1)?.at ?? row.updatedAt;
      return decided <= cutoff;
    });
    await this.eraseApplications(
      due.map((row) => row.reference),
      [],
    );
    return due.length;
  }

  /** Tour bookings (an enquiry, no application) whose visit was `cutoff` or longer ago, with their claims. */
  async deleteTourBookings(cutoff: Date): Promise<number> {
    const filter = { kind: 'tour', applicationReference: { $exists: false }, startsAt: { $lte: cutoff } };
    const bookings = this.collection(COLLECTIONS.bookings);
    const rows = await bookings.find(filter, { projection: { slotId: 1, email: 1 } }).toArray();
    if (rows.length === 0) return 0;
    const claims = rows.map((row) => `tour:${String(row.slotId)}:${String(row.email)}`);
    await this.collection(COLLECTIONS.bookingClaims).deleteMany({ _id: { $in: claims } } as never);
    const { deletedCount } = await bookings.deleteMany({ _id: { $in: rows.map((row) => row._id) } });
    return deletedCount;
  }

  /**
   * Deletes these applications and all that hangs off them, and what the e-mail addresses hold on their own (tour
   * bookings, sign-in links, storage). Answers how many records went, all collections together.
   */
  async eraseApplications(references: readonly string[], emails: readonly string[]): Promise<number> {
    if (references.length === 0 && emails.length === 0) return 0;
    const refs = [...references];
    const subjects = [...refs, ...emails];
    const naming = subjects.length > 0 ? idNaming(subjects) : undefined;
    const offers = await this.collection(COLLECTIONS.offers)
      .find({ applicationReference: { $in: refs } }, { projection: { _id: 1 } })
      .toArray();
    const bookings = await this.collection(COLLECTIONS.bookings)
      .find(
        { $or: [{ applicationReference: { $in: refs } }, { email: { $in: [...emails] } }] },
        { projection: { _id: 1 } },
      )
      .toArray();
    const bookingIds = bookings.map((row) => row._id);
    const filters: Array<[string, Record<string, unknown>]> = [
      [COLLECTIONS.applicationDocuments, { applicationReference: { $in: refs } }],
      [
        COLLECTIONS.documentStorageUnits,
        {
          $or: [
            { applicationReference: { $in: refs } },
            { family: { $in: [...emails, ...refs.map((ref) => `reference:${ref}`)] } },
          ],
        },
      ],
      [
        COLLECTIONS.duplicateDecisions,
        {
          $or: [
            { kept: { $in: refs } },
            { merged: { $in: refs } },
            ...(naming ? [{ _id: naming }, { group: naming }] : []),
          ],
        },
      ],
      [COLLECTIONS.applicationMerges, { $or: [{ _id: { $in: refs } }, { kept: { $in: refs } }] }],
      [COLLECTIONS.paidFormUses, { applicationReference: { $in: refs } }],
      [COLLECTIONS.parentSessions, { subject: { $in: subjects } }],
      [COLLECTIONS.parentLinkCutoffs, { _id: { $in: subjects } }],
      [COLLECTIONS.familyLinkRequests, naming ? { _id: naming } : { _id: { $in: [] } }],
      [COLLECTIONS.bookings, { $or: [{ _id: { $in: bookingIds } }, { partyOf: { $in: bookingIds } }] }],
      [COLLECTIONS.bookingClaims, naming ? { _id: naming } : { _id: { $in: [] } }],
      [COLLECTIONS.offerAcceptances, { _id: { $in: offers.map((row) => String(row._id)) } }],
      [COLLECTIONS.acceptanceFeesToSettle, { applicationReference: { $in: refs } }],
      [COLLECTIONS.lateFeeSettlements, { applicationReference: { $in: refs } }],
      [COLLECTIONS.offers, { applicationReference: { $in: refs } }],
      [COLLECTIONS.waitingListPlaces, { _id: { $in: refs } }],
      [COLLECTIONS.assessments, { _id: { $in: refs } }],
      [COLLECTIONS.preparedDecisions, { _id: { $in: refs } }],
      [COLLECTIONS.decisionReleases, { reference: { $in: refs } }],
      // The application last: a sweep that stops half way finds it again next time and finishes the rest.
      [COLLECTIONS.applications, { reference: { $in: refs } }],
    ];
    let deleted = 0;
    for (const [name, filter] of filters) {
      deleted += (await this.collection(name).deleteMany(filter)).deletedCount;
    }
    return deleted;
  }
}
