import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import {
  academicYearFrom,
  academicYearOn,
  academicYearStart,
  type AdmissionsFunnel,
  admissionsSeasonStart,
  CAMPUSES,
  type Choice,
  ENQUIRY_SOURCES,
  FUNNEL_DIMENSIONS,
  type FunnelCounts,
  type FunnelDimension,
  type FunnelRow,
  type FunnelStage,
  NO_ENQUIRY_SOURCE,
  TOUR_CLASS_CHOICES,
} from '@icast/contracts';
import { keptFigures } from '../../platform/database/kept-figures';
import { RefreshingValue } from '../../platform/http/refreshing-value';
import { Clock } from '../../platform/jobs/clock';
import { Application } from '../applications/application.schema';
import { STORED_ANSWER, storedEmailOf } from '../applications/applicant';
import { Booking } from '../bookings/booking.schema';
import { BookingSlot } from '../bookings/booking-slot.schema';
import { Enquiry } from './enquiry.schema';

/** Figures this young are answered as they are; older ones (up to the second bound) at once while recounted. */
export const FUNNEL_FRESH_MS = 60_000;
export const FUNNEL_SERVABLE_MS = 15 * 60_000;

/** An application counts as offered once it reached any of these. */
const OFFERED = new Set(['offered', 'accepted', 'offer_declined', 'offer_expired']);

type Season = 'current' | 'previous';
type Step = { season: Season; stage: FunnelStage; keys: Record<FunnelDimension, string> };

const zero = (): FunnelCounts => ({ enquiries: 0, tours: 0, applications: 0, offers: 0, accepted: 0 });
const LABELS: Record<FunnelDimension, readonly Choice[]> = {
  class: TOUR_CLASS_CHOICES,
  campus: CAMPUSES,
  source: [...ENQUIRY_SOURCES, NO_ENQUIRY_SOURCE],
};

/**
 * The admissions funnel (docs/product.md#the-admissions-funnel): enquiries, tours booked, applications, offers and
 * places accepted, this season against last, by class, campus and how the family heard of the school. Counting
 * three collections is slow on FerretDB (every document is scanned whatever the indexes), so, as the dashboard
 * summary, the figures are counted behind the answers at most once a minute and say when they were counted; the last
 * ones are kept in the database, so an API just started answers with them while it counts.
 * A tour and an application take their source from the family's enquiry: the one the application was recorded on,
 * else the newest with the same e-mail; without one, "No enquiry".
 */
@Injectable()
export class AdmissionsFunnelService {
  private readonly figures: RefreshingValue<Omit<AdmissionsFunnel, 'asOf'>>;

  constructor(
    @InjectModel(Enquiry.name) private readonly enquiries: Model<Enquiry>,
    @InjectModel(Application.name) private readonly applications: Model<Application>,
    @InjectModel(Booking.name) private readonly bookings: Model<Booking>,
    @InjectModel(BookingSlot.name) private readonly slots: Model<BookingSlot>,
    private readonly clock: Clock,
    @InjectConnection() connection: Connection,
  ) {
    this.figures = new RefreshingValue(() => this.count(this.clock.now()), {
      freshForMs: FUNNEL_FRESH_MS,
      servableForMs: FUNNEL_SERVABLE_MS,
      // The figures' age on the clock the count reads, so a test moves past the fresh minute instead of waiting it.
      clock: () => this.clock.now().getTime(),
      // The count reads every document of three collections (FerretDB decodes each whole, whatever the projection
      // or index): at 10,000 applications that is 4-20 s on a busy machine. The last figures are kept, so the first
      // visit after a start gets them at once (with the time they were counted) while they are counted again.
      kept: keptFigures(connection, 'admissions-funnel'),
    });
  }

  async funnel(): Promise<AdmissionsFunnel> {
    const { value, computedAt } = await this.figures.get();
    return { ...value, asOf: new Date(computedAt).toISOString() };
  }

  /** Counted now, for the tests that seed rows and read them at once. */
  async countNow(): Promise<AdmissionsFunnel> {
    return { ...(await this.count(this.clock.now())), asOf: this.clock.now().toISOString() };
  }

  private async count(now: Date): Promise<Omit<AdmissionsFunnel, 'asOf'>> {
    const season = academicYearOn(now);
    const previousSeason = academicYearFrom(academicYearStart(season) - 1);
    const since = admissionsSeasonStart(previousSeason);
    const seasonOf = (date: Date): Season | undefined => {
      const year = academicYearOn(date);
      return year === season ? 'current' : year === previousSeason ? 'previous' : undefined;
    };
    const [enquiries, applications, tours, slots] = await Promise.all([
      this.enquiries
        .find({}, { classOfInterest: 1, campus: 1, source: 1, email: 1, createdAt: 1, applicationReference: 1 })
        .lean()
        .exec(),
      this.applications
        .find(
          { submittedAt: { $gte: since } },
          {
            reference: 1,
            status: 1,
            submittedAt: 1,
            [STORED_ANSWER.classAppliedFor]: 1,
            [STORED_ANSWER.campus]: 1,
            [STORED_ANSWER.email]: 1,
          },
        )
        .lean()
        .exec(),
      this.bookings
        .find(
          { kind: 'tour', createdAt: { $gte: since } },
          { slotId: 1, email: 1, classOfInterest: 1, partyOf: 1, createdAt: 1 },
        )
        .lean()
        .exec(),
      this.slots.find({ kind: 'tour' }, { campus: 1 }).lean().exec(),
    ]);

    // The family's source: by the application recorded on an enquiry, else the newest enquiry with the e-mail.
    const sourceOfApplication = new Map<string, string>();
    const sourceOfEmail = new Map<string, { source: string; at: number }>();
    for (const enquiry of enquiries) {
      if (enquiry.applicationReference) sourceOfApplication.set(enquiry.applicationReference, enquiry.source);
      const known = enquiry.email ? sourceOfEmail.get(enquiry.email) : undefined;
      if (enquiry.email && (!known || known.at < enquiry.createdAt.getTime())) {
        sourceOfEmail.set(enquiry.email, { source: enquiry.source, at: enquiry.createdAt.getTime() });
      }
    }
    const byEmail = (email: unknown) =>
      (typeof email === 'string' ? sourceOfEmail.get(email.toLowerCase())?.source : undefined) ??
      NO_ENQUIRY_SOURCE.value;
    const campusOfSlot = new Map(slots.map((slot) => [String(slot._id), slot.campus]));

    const steps: Step[] = [];
    const step = (date: Date, stage: FunnelStage, keys: Record<FunnelDimension, string>) => {
      const of = seasonOf(date);
      if (of) steps.push({ season: of, stage, keys });
    };
    for (const enquiry of enquiries) {
      step(enquiry.createdAt, 'enquiries', {
        class: enquiry.classOfInterest ?? 'undecided',
        campus: enquiry.campus,
        source: enquiry.source,
      });
    }
    for (const tour of tours) {
      // The other seats of one party are rows of their own; the family booked once.
      if (tour.partyOf) continue;
      step(tour.createdAt, 'tours', {
        class: tour.classOfInterest ?? 'undecided',
        campus: campusOfSlot.get(String(tour.slotId)) ?? 'unknown',
        source: byEmail(tour.email),
      });
    }
    for (const application of applications) {
      if (application.status === 'merged') continue;
      const fields = (application.fields ?? {}) as Record<string, string | undefined>;
      const keys = {
        class: fields.classAppliedFor ?? 'unknown',
        campus: fields.campus ?? 'unknown',
        source: sourceOfApplication.get(application.reference) ?? byEmail(storedEmailOf(application)),
      };
      step(application.submittedAt, 'applications', keys);
      if (OFFERED.has(application.status)) step(application.submittedAt, 'offers', keys);
      if (application.status === 'accepted') step(application.submittedAt, 'accepted', keys);
    }
    return { season, previousSeason, ...tally(steps) };
  }
}

/** The steps summed in total and by each dimension, rows in the order of their choices (unknown values last). */
function tally(steps: Step[]): Pick<AdmissionsFunnel, 'total' | 'by'> {
  const total = { current: zero(), previous: zero() };
  const rows = Object.fromEntries(
    FUNNEL_DIMENSIONS.map((dimension) => [dimension, new Map<string, FunnelRow>()]),
  ) as Record<FunnelDimension, Map<string, FunnelRow>>;
  for (const { season, stage, keys } of steps) {
    total[season][stage]++;
    for (const dimension of FUNNEL_DIMENSIONS) {
      const key = keys[dimension];
      let row = rows[dimension].get(key);
      if (!row) {
        const label = LABELS[dimension].find((choice) => choice.value === key)?.label ?? key;
        row = { key, label, current: zero(), previous: zero() };
        rows[dimension].set(key, row);
      }
      row[season][stage]++;
    }
  }
  const order = (dimension: FunnelDimension, key: string) => {
    const index = LABELS[dimension].findIndex((choice) => choice.value === key);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  const by = Object.fromEntries(
    FUNNEL_DIMENSIONS.map((dimension) => [
      dimension,
      [...rows[dimension].values()].sort((a, b) => order(dimension, a.key) - order(dimension, b.key)),
    ]),
  ) as Record<FunnelDimension, FunnelRow[]>;
  return { total, by };
}
