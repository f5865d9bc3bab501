import { ConflictException, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import {
  type ApplicationStatusValue,
  codedRefusal,
  PLACES_FULL_CODE,
  type PlaceRowKey,
  type PlacesFullDetails,
  placeRowLabel,
  type SeatsRow,
  type SeatsView,
  type SetSeatsRequest,
  type WaitingListEntry,
} from '@icast/contracts';
import { ApplicationService } from '../applications/application.service';
import type { Applicant } from '../applications/applicant';
import { WaitingListService } from '../waiting-list/waiting-list.service';
import { ADMISSIONS_EVENT_SOURCES, ADMISSIONS_EVENTS } from '../admissions-events';
import { eventsToSet } from '../../platform/domain-events/domain-event';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { Clock } from '../../platform/jobs/clock';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { keptFigures } from '../../platform/database/kept-figures';
import { type KeptValueStore, RefreshingValue } from '../../platform/http/refreshing-value';
import { PlaceClaim, PlaceProposal, PlaceProposedChild, PlaceSeats, type StoredPlaceClaim } from './place.schema';

/** The statuses that hold a place: an offer outstanding, a place accepted. */
const HOLDING: readonly ApplicationStatusValue[] = ['offered', 'accepted'];
const COUNTED: readonly ApplicationStatusValue[] = [...HOLDING, 'waitlisted'];
/**
 * A seat whose application no longer holds a place is freed by the status change itself; one left behind (the API
 * stopped between the two) is freed after this long. Never sooner: an offer takes its seat before its application
 * moves to Offered, and that fresh seat must not look abandoned to a racing offer.
 */
const STALE_AFTER_MS = 10 * 60 * 1000;
/** Racing offers each re-read the seats held after losing one; twenty at once settle well within this. */
const MAX_CLAIM_ATTEMPTS = 60;

export const rowKeyOf = (row: PlaceRowKey) =>
  [row.classAppliedFor, row.campus, row.startTerm, row.attendance].join('|');

const rowOfApplicant = (applicant: Applicant): PlaceRowKey => ({
  classAppliedFor: applicant.stored('classAppliedFor'),
  campus: applicant.stored('campus'),
  startTerm: applicant.stored('startTerm'),
  attendance: applicant.stored('attendance'),
});

function rowOfKey(key: string): PlaceRowKey {
  const [classAppliedFor = '', campus = '', startTerm = '', attendance = ''] = key.split('|');
  return { classAppliedFor, campus, startTerm, attendance };
}

/**
 * The seats view as kept in the database: a proposed child is named by the application's reference only (names stay
 * where an erasure finds them); the first count after a start puts the names back, a few seconds later.
 */
function seatsViewKept(connection: Connection): KeptValueStore<SeatsView> {
  const kept = keptFigures<SeatsView>(connection, 'seats-view');
  return {
    load: () => kept.load(),
    save: ({ value, computedAt }) =>
      kept.save({
        computedAt,
        value: {
          ...value,
          rows: value.rows.map((row) => ({
            ...row,
            proposals: row.proposals.map((proposal) => ({ ...proposal, childName: proposal.reference })),
          })),
        },
      }),
  };
}

/** The offer's terms a seat keeps, for the one-tap offer to the waiting child once it frees. */
export interface OfferTerms {
  feeKobo: number;
  deadlineDays: number;
}

export interface SeatTaken {
  /** False when no seats are set for the row: offers work without a limit. */
  counted: boolean;
  /** The offer was confirmed beyond the seats and holds a seat above them. */
  beyondSeats: boolean;
  /** This call inserted the claim (false: the application already held one, now its new offer's). */
  created: boolean;
}

/**
 * Places per class, campus, start term and day or boarding: the seats staff set, the seats offers and accepted
 * places hold (one unique `<row>#<seat>` claim each, never a counter: FerretDB has no atomic `$inc`), and the waiting
 * child proposed when one frees, once per freed place.
 */
@Injectable()
export class PlacesService implements OnModuleInit {
  private readonly logger = new Logger(PlacesService.name);
  /**
   * The seats view counts applications (a scan on FerretDB: seconds at 10,000) and reads every seat held, so it is
   * computed behind the answers: again after every change this API makes (a status change, a seat taken or freed,
   * seats set, a proposal), and at least every minute while staff look (changes made by another API instance). What an offer is decided on is never
   * this view: each offer counts the seats held itself.
   */
  private readonly snapshot: RefreshingValue<SeatsView>;

  constructor(
    @InjectModel(PlaceSeats.name) private readonly seats: Model<PlaceSeats>,
    @InjectModel(PlaceClaim.name) private readonly claims: Model<PlaceClaim>,
    @InjectModel(PlaceProposal.name) private readonly proposals: Model<PlaceProposal>,
    @InjectModel(PlaceProposedChild.name) private readonly proposedChildren: Model<PlaceProposedChild>,
    private readonly applications: ApplicationService,
    private readonly waitingList: WaitingListService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    @InjectConnection() connection: Connection,
  ) {
    this.snapshot = new RefreshingValue(() => this.compute(), {
      freshForMs: 60_000,
      servableForMs: 24 * 60 * 60_000,
      // The view's age on the clock the count reads, so a test moves past the fresh minute instead of waiting it.
      clock: () => this.clock.now().getTime(),
      // The first count after a start takes seconds (every application read whole): the last view is kept, so the
      // first visit after a start answers at once with it (and when it was counted) while it is counted again.
      kept: seatsViewKept(connection),
    });
  }

  onModuleInit(): void {
    this.events.registerSource(ADMISSIONS_EVENT_SOURCES.placeProposals, this.proposals as never);
    // Declined, expired, withdrawn or turned down after accepting: the application no longer holds its place.
    this.applications.onMoved(async (reference, status) => {
      this.snapshot.refreshBehind();
      if (HOLDING.includes(status)) return;
      await this.release(reference, status === 'offer_expired');
    });
  }

  async view(): Promise<SeatsView> {
    return (await this.snapshot.get()).value;
  }

  private async compute(): Promise<SeatsView> {
    const countedAt = this.clock.now();
    const [seatRows, counts, held, open] = await Promise.all([
      this.seats.find().lean<PlaceSeats[]>().exec(),
      this.applications.placeCounts(COUNTED),
      this.claims.find({}, { row: 1, seat: 1 }).lean<Array<Pick<PlaceClaim, 'row' | 'seat'>>>().exec(),
      this.proposals.find({ state: 'open' }).sort({ at: 1, _id: 1 }).lean<PlaceProposal[]>().exec(),
    ]);
    const rows = new Map<string, SeatsRow>();
    const rowFor = (key: string) => {
      let row = rows.get(key);
      if (!row) {
        const place = rowOfKey(key);
        row = {
          ...place,
          label: placeRowLabel(place),
          seats: null,
          offered: 0,
          accepted: 0,
          waiting: 0,
          free: null,
          proposals: [],
        };
        rows.set(key, row);
      }
      return row;
    };
    for (const set of seatRows) rowFor(set._id).seats = set.seats;
    for (const count of counts) {
      const row = rowFor(rowKeyOf(count));
      if (count.status === 'offered') row.offered += count.count;
      else if (count.status === 'accepted') row.accepted += count.count;
      else row.waiting += count.count;
    }
    const heldWithin = new Map<string, number>();
    for (const claim of held) {
      const seats = rows.get(claim.row)?.seats;
      if (seats != null && claim.seat <= seats) heldWithin.set(claim.row, (heldWithin.get(claim.row) ?? 0) + 1);
    }
    for (const [key, row] of rows) {
      if (row.seats !== null) row.free = Math.max(0, row.seats - (heldWithin.get(key) ?? 0));
    }
    const waiting = await this.stillWaiting(open.map((proposal) => proposal.applicationReference));
    for (const proposal of open) {
      if (!waiting.has(proposal.applicationReference)) continue;
      rowFor(proposal.row).proposals.push({
        id: proposal._id,
        reference: proposal.applicationReference,
        childName: proposal.childName,
        proposedAt: proposal.at.toISOString(),
        ...(proposal.feeKobo && proposal.deadlineDays
          ? { offerTerms: { feeNaira: proposal.feeKobo / 100, deadlineDays: proposal.deadlineDays } }
          : {}),
      });
    }
    return {
      rows: [...rows.values()].sort((a, b) => rowKeyOf(a).localeCompare(rowKeyOf(b))),
      countedAt: countedAt.toISOString(),
    };
  }

  /**
   * Staff set a row's seats. The offers and places already there take their seats first (beyond the new number if
   * it is lower); seats raised propose waiting children for the places that opened.
   */
  async setSeats(request: SetSeatsRequest, by: string): Promise<SeatsView> {
    const key = rowKeyOf(request);
    const place: PlaceRowKey = {
      classAppliedFor: request.classAppliedFor,
      campus: request.campus,
      startTerm: request.startTerm,
      attendance: request.attendance,
    };
    await this.seats
      .updateOne({ _id: key }, { $set: { ...place, seats: request.seats, by, at: this.clock.now() } }, { upsert: true })
      .exec();
    // Offers made before the row had seats hold none yet: each takes one now, so the count starts exact.
    const holding = await this.applications.forPlace(place, HOLDING);
    const claimed = new Set(
      (await this.claims.find({ row: key }, { applicationReference: 1 }).lean<PlaceClaim[]>().exec()).map(
        (claim) => claim.applicationReference,
      ),
    );
    for (const reference of holding.filter((held) => !claimed.has(held))) {
      await this.insertClaim(key, request.seats, reference, 'set before seats', { feeKobo: 0, deadlineDays: 0 }, true);
    }
    await this.proposeForFreeSeats(key, `seats ${request.seats}`);
    this.snapshot.refreshBehind();
    // Whoever set them sees them at once.
    return this.compute();
  }

  /**
   * An offer takes a seat of its row: the lowest free number. Without a free seat it is refused with the figures
   * (409, `places_full`) unless staff confirmed (`beyondSeats`): then it holds a number above the seats. An
   * application that already holds a seat (a new offer replacing its open one) keeps it.
   */
  async claim(
    reference: string,
    offerId: string,
    terms: OfferTerms,
    { beyondSeats = false, paymentReference }: { beyondSeats?: boolean; paymentReference?: string } = {},
  ): Promise<SeatTaken> {
    const place = rowOfApplicant(await this.applications.applicant(reference));
    const key = rowKeyOf(place);
    const set = await this.seats.findById(key).lean<PlaceSeats>().exec();
    if (!set) return { counted: false, beyondSeats: false, created: false };
    const own = await this.claims.findOne({ applicationReference: reference, row: key }).lean<PlaceClaim>().exec();
    if (own && !paymentReference) {
      await this.claims.updateOne({ _id: own._id }, { $set: { offerId, ...terms } }).exec();
      return { counted: true, beyondSeats: own.seat > set.seats, created: false };
    }
    const seat = await this.insertClaim(key, set.seats, reference, offerId, terms, beyondSeats, paymentReference);
    if (seat === null) throw new ConflictException(await this.fullRefusal(place, set.seats));
    return { counted: true, beyondSeats: seat > set.seats, created: true };
  }

  /** Gives back the seat an offer took for nothing (its application changed meanwhile); no proposal follows. */
  async unclaim(reference: string, offerId: string, paymentReference?: string): Promise<void> {
    await this.claims
      .deleteOne({ applicationReference: reference, offerId, ...(paymentReference ? { paymentReference } : {}) })
      .exec();
    this.snapshot.refreshBehind();
  }

  /** A waiting child of this row was offered a place: its proposal is done. */
  async offered(reference: string): Promise<void> {
    await this.proposals
      .updateMany({ applicationReference: reference, state: 'open' }, { $set: { state: 'offered' } })
      .exec();
    await this.proposedChildren.deleteOne({ _id: reference }).exec();
    this.snapshot.refreshBehind();
  }

  /** The open proposal a one-tap offer is made from, with the offer terms of the place that freed. */
  async openProposal(id: string): Promise<PlaceProposal> {
    const proposal = await this.proposals.findById(String(id)).lean<PlaceProposal>().exec();
    if (!proposal || proposal.state !== 'open') {
      throw new NotFoundException('This proposal was already offered, or the place was taken. Reload the page');
    }
    return proposal;
  }

  /**
   * The seats of an application that no longer holds a place free (its offer declined, expired or withdrawn, its
   * place given up), and each freed one proposes the next waiting child. `expired`: a seat taken back by a fee paid
   * after the deadline stays (that fee is accepting the place).
   */
  private async release(reference: string, expired: boolean): Promise<void> {
    const held = await this.claims.find({ applicationReference: reference }).lean<StoredPlaceClaim[]>().exec();
    for (const claim of held) {
      if (expired && claim.paymentReference) continue;
      const gone = await this.claims.deleteOne({ _id: claim._id, applicationReference: reference }).exec();
      if (gone.deletedCount === 0) continue;
      this.snapshot.refreshBehind();
      // Keyed by the seat and the claim's moment: the same freed place is proposed once, whoever frees it.
      await this.proposeForFreeSeats(claim.row, `${claim.seat}@${claim.at.getTime()}`, {
        feeKobo: claim.feeKobo,
        deadlineDays: claim.deadlineDays,
      });
    }
  }

  /**
   * Inserts the lowest free seat of the row for the application, or one above the seats when `beyondSeats`; null when
   * none is free and staff did not confirm. A seat lost to a racing offer is looked for again.
   */
  private async insertClaim(
    key: string,
    seats: number,
    reference: string,
    offerId: string,
    terms: OfferTerms,
    beyondSeats: boolean,
    paymentReference?: string,
  ): Promise<number | null> {
    let healed = false;
    for (let attempt = 1; attempt <= MAX_CLAIM_ATTEMPTS; attempt++) {
      const taken = new Set(
        (await this.claims.find({ row: key }, { seat: 1 }).lean<PlaceClaim[]>().exec()).map((claim) => claim.seat),
      );
      let seat = 1;
      while (taken.has(seat)) seat += 1;
      if (seat > seats && !healed) {
        healed = true;
        if (await this.releaseStale(key)) continue;
      }
      if (seat > seats && !beyondSeats) return null;
      try {
        await this.claims.create({
          _id: `${key}#${seat}`,
          row: key,
          seat,
          applicationReference: reference,
          offerId,
          ...terms,
          ...(paymentReference ? { paymentReference } : {}),
          at: this.clock.now(),
        });
        this.snapshot.refreshBehind();
        return seat;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new ConflictException('Many offers are being made for this class at once. Try again in a moment');
  }

  /**
   * Seats whose application no longer holds a place (a release that did not run: the API stopped between the
   * status change and it) are freed before a row is called full. Answers whether any was.
   */
  private async releaseStale(key: string): Promise<boolean> {
    const before = new Date(this.clock.now().getTime() - STALE_AFTER_MS);
    const held = await this.claims
      .find({ row: key, at: { $lt: before } })
      .lean<StoredPlaceClaim[]>()
      .exec();
    if (held.length === 0) return false;
    const statuses = await this.applications.statusesOf(held.map((claim) => claim.applicationReference));
    let freed = false;
    for (const claim of held) {
      const status = statuses.get(claim.applicationReference);
      const holds =
        status !== undefined &&
        (HOLDING.includes(status) || (status === 'offer_expired' && claim.paymentReference !== undefined));
      if (holds) continue;
      const gone = await this.claims.deleteOne({ _id: claim._id, at: claim.at }).exec();
      if (gone.deletedCount > 0) freed = true;
    }
    if (freed) this.snapshot.refreshBehind();
    return freed;
  }

  private async fullRefusal(
    place: PlaceRowKey,
    seats: number,
  ): Promise<{ message: string; code: string; details?: PlacesFullDetails }> {
    const holding = await this.applications.forPlace(place, ['offered']);
    const accepted = await this.applications.forPlace(place, ['accepted']);
    const label = placeRowLabel(place);
    return codedRefusal<PlacesFullDetails>(
      PLACES_FULL_CODE,
      `All ${seats} places for ${label} are taken or offered. Confirm to offer beyond the seats`,
      { places: { label, seats, offered: holding.length, accepted: accepted.length } },
    );
  }

  /**
   * As many waiting children proposed as the row has seats free and not already proposed for, each under the key
   * `<row>#<what freed it>`: a place freed twice over (parallel releases, a retried request) is proposed once.
   */
  private async proposeForFreeSeats(key: string, freedBy: string, terms?: OfferTerms): Promise<void> {
    const set = await this.seats.findById(key).lean<PlaceSeats>().exec();
    if (!set) return;
    const heldWithin = (await this.claims.find({ row: key }, { seat: 1 }).lean<PlaceClaim[]>().exec()).filter(
      (claim) => claim.seat <= set.seats,
    ).length;
    const open = await this.proposals.find({ row: key, state: 'open' }).lean<PlaceProposal[]>().exec();
    const stillWaiting = await this.stillWaiting(open.map((proposal) => proposal.applicationReference));
    const openCount = open.filter((proposal) => stillWaiting.has(proposal.applicationReference)).length;
    const toPropose = set.seats - heldWithin - openCount;
    if (toPropose <= 0) return;
    const lastTerms = terms ?? (await this.latestTerms(key));
    const place = rowOfKey(key);
    // Read once for all the places this call proposes for: the row's waiting children in the list's order.
    const waiting = (await this.waitingList.list()).filter(
      (entry) =>
        entry.classAppliedFor === place.classAppliedFor &&
        entry.campus === place.campus &&
        entry.startTerm === place.startTerm &&
        entry.attendance === place.attendance,
    );
    for (let index = 1; index <= toPropose; index++) {
      const id = `${key}#${freedBy}${toPropose > 1 ? `/${index}` : ''}`;
      if (!(await this.propose(key, id, lastTerms, waiting))) break;
    }
  }

  /**
   * The freed place `id` proposed to the first of `waiting` not proposed for another place. The place is claimed
   * first (the proposal's unique `_id`: a place freed twice over is proposed once), then its owner claims the child
   * (each child's unique insert), so places freed together go to the first children of the list, in order. Answers
   * false when no child is left to propose.
   */
  private async propose(
    key: string,
    id: string,
    terms: OfferTerms | undefined,
    waiting: readonly WaitingListEntry[],
  ): Promise<boolean> {
    const at = this.clock.now();
    try {
      await this.proposals.create({
        _id: id,
        row: key,
        applicationReference: '',
        childName: '',
        state: 'choosing',
        ...(terms && terms.feeKobo > 0 ? { feeKobo: terms.feeKobo, deadlineDays: terms.deadlineDays } : {}),
        at,
      });
    } catch (error) {
      if (isDuplicateKey(error)) return true;
      throw error;
    }
    const place = rowOfKey(key);
    for (const entry of waiting) {
      try {
        await this.proposedChildren.create({ _id: entry.reference, proposal: id });
      } catch (error) {
        if (isDuplicateKey(error)) continue;
        throw error;
      }
      const event = ADMISSIONS_EVENTS.create(
        'placeProposed',
        { proposalId: id, reference: entry.reference, childName: entry.childName, place: placeRowLabel(place) },
        at,
      );
      // Only this call owns the proposal it inserted: a plain update, no race.
      await this.proposals
        .updateOne(
          { _id: id },
          {
            $set: {
              applicationReference: entry.reference,
              childName: entry.childName,
              state: 'open',
              ...eventsToSet(event),
            },
          },
        )
        .exec();
      this.logger.log(`Freed place ${id}: ${entry.reference} proposed from the waiting list`);
      this.snapshot.refreshBehind();
      await this.events.deliverFrom(ADMISSIONS_EVENT_SOURCES.placeProposals, { _id: id });
      return true;
    }
    // Nobody waits: the place stays free, and a later change may propose for it again.
    await this.proposals.deleteOne({ _id: id, state: 'choosing' }).exec();
    return false;
  }

  /** The terms of the row's latest offer, for a place opened by raising the seats. */
  private async latestTerms(key: string): Promise<OfferTerms | undefined> {
    const latest = await this.claims
      .findOne({ row: key, feeKobo: { $gt: 0 } })
      .sort({ at: -1 })
      .lean<PlaceClaim>()
      .exec();
    return latest ? { feeKobo: latest.feeKobo, deadlineDays: latest.deadlineDays } : undefined;
  }

  /** Of these references, the ones still on the waiting list (a proposal for a child who left it is dropped). */
  private async stillWaiting(references: string[]): Promise<Set<string>> {
    if (references.length === 0) return new Set();
    const statuses = await this.applications.statusesOf(references);
    return new Set(references.filter((reference) => statuses.get(reference) === 'waitlisted'));
  }
}
