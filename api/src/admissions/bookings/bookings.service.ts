import { createHash, randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import {
  applicationStatusLabel,
  type ApplicationStatusValue,
  BOOKING_CUTOFF_HOURS,
  type BookingConfirmation,
  type BookingKind,
  type BookingRecord,
  familyMayBook,
  type ManagedBooking,
  type NewSlot,
  officePhone,
  type OpenSlot,
  type StaffSlot,
  fieldRefusal,
} from '@icast/contracts';
import { ApplicationService } from '../applications/application.service';
import { Clock } from '../../platform/jobs/clock';
import { lagosDateTime } from '../../platform/formats';
import { type NoticeSeen, PrivacyNotices, SiteContentService } from '../../content';
import { BookingClaim } from './booking-claim.schema';
import { Booking, FIRST_SEATS, type StoredBooking } from './booking.schema';
import { BookingSlot, type StoredBookingSlot } from './booking-slot.schema';
import { type DomainEvent, pendingEventsOf } from '../../platform/domain-events/domain-event';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { ADMISSIONS_EVENT_SOURCES, ADMISSIONS_EVENTS } from '../admissions-events';
import { isDuplicateKey } from '../../platform/database/duplicate-key';

/** Who a seat is for: a visitor's own details, or an application's child and parent contact. */
export interface SeatHolder {
  name: string;
  email: string;
  phone: string;
  applicationReference?: string;
  bookedBy: string;
  /** How many people come, a seat each (a tour party); 1 when left out. */
  party?: number;
  classOfInterest?: string;
  /** A tour booked on the site: the privacy notice its page showed, and when the booking arrived. */
  privacyNotice?: NoticeSeen;
}

const CUTOFF_MS = BOOKING_CUTOFF_HOURS * 60 * 60 * 1000;
/** How often a party that lost seats to a racing party tries again, and how long it may wait before each try. */
const SEATING_ATTEMPTS = 4;
const SEATING_PAUSE_MS = 50;
/** A claim younger than this may belong to a booking still being made; an older one without a booking is stale. */
const CLAIM_SETTLES_MS = 60 * 1000;

/** What only one booking may hold, and how to tell whether a booking holds it now. */
interface Claim {
  key: string;
  refusal: string;
  held: () => Promise<boolean>;
}
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

function recordOf(row: StoredBooking): BookingRecord {
  return {
    _id: String(row._id),
    slotId: String(row.slotId),
    name: row.name,
    email: row.email,
    phone: row.phone,
    ...(row.applicationReference ? { applicationReference: row.applicationReference } : {}),
    party: row.party ?? 1,
    ...(row.classOfInterest ? { classOfInterest: row.classOfInterest } : {}),
    bookedBy: row.bookedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The seats a booking holds and the rest of it, as a move takes it to another slot. */
function holderOf(booking: StoredBooking): SeatHolder {
  return {
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    ...(booking.applicationReference ? { applicationReference: booking.applicationReference } : {}),
    bookedBy: booking.bookedBy,
    party: booking.party ?? 1,
    ...(booking.classOfInterest ? { classOfInterest: booking.classOfInterest } : {}),
    // What the family was shown when it booked, and when: moving the tour changes neither.
    ...(booking.privacyNotice ? { privacyNotice: booking.privacyNotice } : {}),
  };
}

function openSlotOf(slot: StoredBookingSlot, booked: number): OpenSlot {
  return {
    _id: String(slot._id),
    kind: slot.kind,
    campus: slot.campus,
    startsAt: slot.startsAt.toISOString(),
    durationMinutes: slot.durationMinutes,
    seatsLeft: Math.max(0, slot.capacity - booked),
  };
}

/** An application still waiting for its assessment; later ones keep their status when a booking is made. */
const ASSESSMENT_FROM: readonly ApplicationStatusValue[] = ['received', 'under_review'];

/** Slots staff publish and the seats families book in them. Owns booking_slots and bookings. */
@Injectable()
export class BookingsService implements OnModuleInit {
  constructor(
    @InjectModel(BookingSlot.name) private readonly slots: Model<BookingSlot>,
    @InjectModel(Booking.name) private readonly bookings: Model<Booking>,
    @InjectModel(BookingClaim.name) private readonly claims: Model<BookingClaim>,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly applications: ApplicationService,
    private readonly siteContent: SiteContentService,
    private readonly notices: PrivacyNotices,
  ) {}

  onModuleInit(): void {
    this.events.registerSource(ADMISSIONS_EVENT_SOURCES.bookings, this.bookings as never);
  }

  /** A booking and its slot as they are now, for its messages; null once it was cancelled or moved away. */
  async bookingWithSlot(bookingId: string): Promise<{ booking: StoredBooking; slot: StoredBookingSlot } | null> {
    const booking = await this.bookings.findById(bookingId, { pendingEvents: 0 }).lean<StoredBooking>().exec();
    const slot = booking && (await this.slots.findById(booking.slotId).lean<StoredBookingSlot>().exec());
    return booking && slot ? { booking, slot } : null;
  }

  async createSlot(slot: NewSlot, createdBy: string): Promise<StaffSlot> {
    if (new Date(slot.startsAt) <= this.clock.now()) {
      throw new BadRequestException(fieldRefusal('startsAt', 'startsAt has passed: a slot must start in the future'));
    }
    const created = await this.slots.create({ ...slot, startsAt: new Date(slot.startsAt), createdBy });
    return this.staffSlotOf(created.toObject<StoredBookingSlot>(), []);
  }

  /** Slots from a day ago on, soonest first, each with who booked it. */
  async staffSlots(): Promise<StaffSlot[]> {
    const since = new Date(this.clock.now().getTime() - 24 * 60 * 60 * 1000);
    const slots = await this.slots
      .find({ startsAt: { $gte: since } })
      .sort({ startsAt: 1 })
      .lean<StoredBookingSlot[]>();
    const bookings = await this.bookingsOf(slots);
    return slots.map((slot) => this.staffSlotOf(slot, bookings.get(String(slot._id)) ?? []));
  }

  /** Future slots of a kind that families may still book (before the cut-off, a seat left). */
  async openSlots(kind: BookingKind, campus?: string): Promise<OpenSlot[]> {
    const bookableFrom = new Date(this.clock.now().getTime() + CUTOFF_MS);
    const slots = await this.slots
      .find({ kind, startsAt: { $gt: bookableFrom }, ...(campus ? { campus } : {}) })
      .sort({ startsAt: 1 })
      .limit(200)
      .lean<StoredBookingSlot[]>();
    const bookings = await this.bookingsOf(slots);
    return slots
      .map((slot) => openSlotOf(slot, bookings.get(String(slot._id))?.length ?? 0))
      .filter((slot) => slot.seatsLeft > 0);
  }

  /**
   * A slot nobody booked. It is removed before its bookings are counted and put back if one appeared: a family
   * booking at that moment either finds the slot gone (book() checks after taking its seat) or keeps it.
   */
  async removeSlot(id: string): Promise<void> {
    const slot = await this.slots.findByIdAndDelete(id).lean<StoredBookingSlot>();
    if (!slot) throw new NotFoundException('No slot with this id');
    if (await this.bookings.exists({ slotId: slot._id })) {
      await this.slots.create(slot);
      throw new ConflictException('This slot has bookings: cancel them first, so the families are told.');
    }
  }

  /**
   * A visitor books a school tour for their party, until the cut-off, once per e-mail and tour; the answer carries
   * the link that manages the booking.
   */
  async bookTour(slotId: string, holder: SeatHolder, privacyNoticeVersion?: unknown): Promise<BookingConfirmation> {
    const privacyNotice = await this.notices.seen(privacyNoticeVersion, this.clock.now());
    const { booking, slot, token } = await this.place(
      slotId,
      { ...holder, ...(privacyNotice ? { privacyNotice } : {}) },
      true,
    );
    return { booking: this.managedOf(booking, slot), manageToken: token };
  }

  /** Staff book on a family's behalf, with no cut-off; the family gets the link by e-mail. */
  async bookByStaff(slotId: string, holder: SeatHolder): Promise<BookingRecord> {
    return recordOf((await this.place(slotId, holder, false)).booking);
  }

  /**
   * A new booking: what it may hold is claimed first (one booking per application and kind, one per e-mail and tour),
   * then its seats; a claim whose seats cannot be had is given back.
   */
  private async place(slotId: string, holder: SeatHolder, enforceCutoff: boolean) {
    const slot = await this.findSlot(slotId);
    this.assertNotStarted(slot);
    if (enforceCutoff) await this.assertBeforeCutoff(slot, 'book');
    if (!holder.applicationReference && slot.kind !== 'tour') {
      throw new ConflictException('An entrance assessment or interview is booked for an application.');
    }
    const claim = this.claimFor(slot, holder);
    await this.take(claim);
    const token = newToken();
    let booking: StoredBooking;
    try {
      // Bookings made before claims existed hold no claim: the first of them still counts.
      if (await claim.held()) throw new ConflictException(claim.refusal);
      booking = await this.takeSeats(slot, holder, hashToken(token), { manageToken: token, moved: false });
    } catch (error) {
      await this.release(claim.key);
      throw error;
    }
    if (holder.applicationReference && slot.kind === 'assessment') {
      // The booking's confirmation is the family's message; the status follows it silently.
      await this.applications.moveIf(
        holder.applicationReference,
        'assessment_booked',
        holder.bookedBy,
        ASSESSMENT_FROM,
        {
          tellFamily: false,
        },
      );
    }
    await this.events.deliverFrom(ADMISSIONS_EVENT_SOURCES.bookings, { _id: booking._id });
    return { booking, slot, token };
  }

  /** What a booking of this slot by this holder holds alone: its application's kind, or its e-mail's tour. */
  private claimFor(slot: StoredBookingSlot, holder: Pick<SeatHolder, 'applicationReference' | 'email'>): Claim {
    if (holder.applicationReference && slot.kind !== 'tour') {
      const { applicationReference } = holder;
      const what = slot.kind === 'assessment' ? 'an entrance assessment' : 'an interview';
      return {
        key: `application:${applicationReference}:${slot.kind}`,
        refusal: `This application already has ${what} booked: move that booking instead (reload the page to see it).`,
        held: async () =>
          (await this.bookings.exists({ applicationReference, kind: slot.kind, ...FIRST_SEATS }).exec()) !== null,
      };
    }
    return {
      key: `tour:${String(slot._id)}:${holder.email}`,
      refusal:
        'This e-mail address already has a booking for this tour. To change it, use the link in its confirmation e-mail.',
      held: async () =>
        (await this.bookings.exists({ slotId: slot._id, email: holder.email, ...FIRST_SEATS }).exec()) !== null,
    };
  }

  /**
   * Takes a claim with a unique insert. One held by a booking, or taken a moment ago by a request still booking,
   * refuses; one left behind by a request that died before its booking (older, with no booking) is taken over.
   */
  private async take(claim: Claim): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const now = this.clock.now();
      try {
        await this.claims.create({ _id: claim.key, at: now });
        return;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const existing = await this.claims.findById(claim.key).lean<BookingClaim>().exec();
      if (existing) {
        const settling = now.getTime() - existing.at.getTime() < CLAIM_SETTLES_MS;
        if (settling || (await claim.held())) throw new ConflictException(claim.refusal);
        await this.claims.deleteOne({ _id: claim.key, at: existing.at }).exec();
      }
    }
    throw new ConflictException(claim.refusal);
  }

  private async release(key: string): Promise<void> {
    await this.claims.deleteOne({ _id: key }).exec();
  }

  async managed(token: string): Promise<ManagedBooking> {
    const { booking, slot } = await this.findByToken(token);
    return this.managedOf(booking, slot);
  }

  /** To another slot of the same kind: the new seat is taken first, so a full slot leaves the old booking as it was. */
  async move(token: string, toSlotId: string): Promise<BookingConfirmation> {
    const { booking, slot } = await this.findByToken(token);
    if (booking.applicationReference) await this.assertFamilyMayBook(booking.applicationReference);
    // The same link keeps managing the booking in its new slot.
    const { moved, target } = await this.moveBooking(booking, slot, toSlotId, token);
    return { booking: this.managedOf(moved, target), manageToken: token };
  }

  /** An application's assessment and interview bookings, soonest first, as its family manages them. */
  async forApplication(reference: string): Promise<ManagedBooking[]> {
    const rows = await this.bookings
      .find({ applicationReference: reference, kind: { $ne: 'tour' }, ...FIRST_SEATS }, { manageTokenHash: 0 })
      .sort({ startsAt: 1 })
      .lean<StoredBooking[]>();
    const slots = await this.slots.find({ _id: { $in: rows.map((row) => row.slotId) } }).lean<StoredBookingSlot[]>();
    const slotById = new Map(slots.map((slot) => [String(slot._id), slot]));
    return rows.flatMap((row) => {
      const slot = slotById.get(String(row.slotId));
      return slot ? [this.managedOf(row, slot)] : [];
    });
  }

  /**
   * The family books a slot for its application from its page, or moves its booking of that kind there, until the
   * cut-off and before the application is decided. A move issues a new manage link (the old one was only ever
   * e-mailed); the e-mail carries it.
   */
  async bookForFamily(slotId: string, holder: SeatHolder & { applicationReference: string }): Promise<ManagedBooking> {
    await this.assertFamilyMayBook(holder.applicationReference);
    const target = await this.findSlot(slotId);
    if (target.kind === 'tour') throw new ConflictException('A school tour is booked on the Book a Tour page.');
    const current = await this.bookings
      .findOne({ applicationReference: holder.applicationReference, kind: target.kind, ...FIRST_SEATS })
      .lean<StoredBooking>();
    if (!current) {
      const { booking, slot } = await this.place(slotId, holder, true);
      return this.managedOf(booking, slot);
    }
    const currentSlot = await this.findSlot(String(current.slotId));
    const { moved } = await this.moveBooking(current, currentSlot, slotId, newToken());
    return this.managedOf(moved, target);
  }

  async cancelForFamily(reference: string, kind: BookingKind): Promise<void> {
    const booking = await this.bookings
      .findOne({ applicationReference: reference, kind, ...FIRST_SEATS })
      .lean<StoredBooking>();
    if (!booking || kind === 'tour') throw new NotFoundException('This application has no booking of this kind.');
    const slot = await this.findSlot(String(booking.slotId));
    await this.assertBeforeCutoff(slot, 'cancel');
    await this.remove(booking, slot, false);
  }

  /**
   * Takes the seats in the target slot (and, for a tour, the e-mail's claim on it), then takes the old booking away.
   * Of racing moves of one booking, each takes new seats but only one can take the old booking away (deleting its
   * first seat is the claim); the others give their new seats back, so a booking holds its seats in one slot.
   */
  private async moveBooking(booking: StoredBooking, slot: StoredBookingSlot, toSlotId: string, token: string) {
    await this.assertBeforeCutoff(slot, 'move');
    const target = await this.findSlot(toSlotId);
    if (target.kind !== slot.kind) throw new ConflictException('A booking can only move to a slot of the same kind.');
    if (target._id.equals(slot._id)) throw new ConflictException('The booking is already in this slot.');
    this.assertNotStarted(target);
    await this.assertBeforeCutoff(target, 'book');
    const holder = holderOf(booking);
    const tourClaim = slot.kind === 'tour' ? this.claimFor(target, holder) : undefined;
    if (tourClaim) await this.take(tourClaim);
    let moved: StoredBooking;
    try {
      moved = await this.takeSeats(target, holder, hashToken(token), { manageToken: token, moved: true });
    } catch (error) {
      if (tourClaim) await this.release(tourClaim.key);
      throw error;
    }
    if (!(await this.removeSeats(booking))) {
      await this.removeSeats(moved);
      if (tourClaim) await this.release(tourClaim.key);
      throw new ConflictException('This booking was changed a moment ago. Reload the page to see it as it is now.');
    }
    if (slot.kind === 'tour') await this.release(this.claimFor(slot, holder).key);
    await this.events.deliverFrom(ADMISSIONS_EVENT_SOURCES.bookings, { _id: moved._id });
    return { moved, target };
  }

  async cancel(token: string): Promise<void> {
    const { booking, slot } = await this.findByToken(token);
    await this.assertBeforeCutoff(slot, 'cancel');
    await this.remove(booking, slot, false);
  }

  async cancelByStaff(id: string): Promise<void> {
    const seat = await this.bookings.findById(id).lean<StoredBooking>();
    const booking = seat?.partyOf ? await this.bookings.findById(seat.partyOf).lean<StoredBooking>() : seat;
    if (!booking) throw new NotFoundException('No booking with this id');
    await this.remove(booking, await this.findSlot(String(booking.slotId)), true);
  }

  /**
   * A deletion leaves no record to carry its event, so the cancellation's event is stored first (its id is the
   * booking's: a second cancellation stores nothing more), then the seats go, then it is delivered; messaging sends
   * the message only once the booking is gone, so an event whose deletion never happened (the API stopped between
   * the two) sends nothing.
   */
  private async remove(booking: StoredBooking, slot: StoredBookingSlot, byStaff: boolean): Promise<void> {
    const event = cancellationOf(booking, slot, byStaff, this.clock.now());
    await this.events.record(event);
    // Cancelled twice at once (or cancelled while moved): one of them takes it away and tells the family.
    if (!(await this.removeSeats(booking))) return;
    await this.release(this.claimFor(slot, booking).key);
    await this.events.deliverStandalone(event.id);
  }

  /** Whether this booking still holds its seats (its cancellation's message waits until it does not). */
  async stillBooked(bookingId: string): Promise<boolean> {
    return (await this.bookings.exists({ _id: bookingId }).exec()) !== null;
  }

  /** Frees a booking's seats; answers whether this call took it away (deleting its first seat is the claim). */
  private async removeSeats(booking: StoredBooking): Promise<boolean> {
    const { deletedCount } = await this.bookings.deleteOne({ _id: booking._id });
    if (deletedCount !== 1) return false;
    await this.bookings.deleteMany({ partyOf: booking._id });
    return true;
  }

  /**
   * Seats the booking's party, or none of it. A party racing others for the last seats may find some taken under it:
   * it gives back what it took and tries again shortly (a few times, at a random moment, so two racing parties do not
   * keep blocking each other), while the seats left are enough for it.
   */
  private async takeSeats(
    slot: StoredBookingSlot,
    holder: SeatHolder,
    manageTokenHash: string,
    announce: { manageToken: string; moved: boolean },
  ): Promise<StoredBooking> {
    const party = holder.party ?? 1;
    for (let attempt = 1; ; attempt++) {
      const free = await this.freeSeats(slot);
      if (free.length < party) throw this.tooFewSeats(free.length, party);
      const first = await this.seatParty(slot, holder, free, manageTokenHash, announce);
      if (first) {
        if (!(await this.slots.exists({ _id: slot._id }))) {
          await this.removeSeats(first);
          throw new NotFoundException('This slot was just withdrawn. Please choose another time.');
        }
        return first;
      }
      if (attempt === SEATING_ATTEMPTS) throw this.tooFewSeats((await this.freeSeats(slot)).length, party);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * SEATING_PAUSE_MS));
    }
  }

  /**
   * Inserts the booking on a free seat number, then a seat for each further member of its party; the unique
   * (slot, seat) index refuses a seat another booking took meanwhile, and the next free one is tried. Starting at a
   * random free seat spreads racing families out. Answers the booking, or undefined (nothing kept) when the party
   * could not all be seated.
   */
  private async seatParty(
    slot: StoredBookingSlot,
    holder: SeatHolder,
    free: number[],
    manageTokenHash: string,
    announce: { manageToken: string; moved: boolean },
  ): Promise<StoredBooking | undefined> {
    const { party = 1, ...details } = holder;
    const start = Math.floor(Math.random() * free.length);
    let first: StoredBooking | undefined;
    let seated = 0;
    for (const seat of [...free.slice(start), ...free.slice(0, start)]) {
      if (seated === party) break;
      try {
        // The first seat is the booking, and carries its event: the booking and its confirmation are one write.
        const _id = new Types.ObjectId();
        const created = await this.bookings.create({
          _id,
          ...details,
          slotId: slot._id,
          seat,
          kind: slot.kind,
          startsAt: slot.startsAt,
          ...(first
            ? { partyOf: first._id, manageTokenHash: `seat-of:${String(first._id)}` }
            : {
                party,
                manageTokenHash,
                pendingEvents: pendingEventsOf(
                  ADMISSIONS_EVENTS.create('bookingMade', { bookingId: String(_id), ...announce }, this.clock.now()),
                ),
              }),
        });
        first ??= created.toObject<StoredBooking>();
        seated += 1;
      } catch (error) {
        if (!isDuplicateKey(error)) {
          if (first) await this.removeSeats(first);
          throw error;
        }
      }
    }
    if (first && seated === party) return first;
    if (first) await this.removeSeats(first);
    return undefined;
  }

  private async freeSeats(slot: StoredBookingSlot): Promise<number[]> {
    const taken = new Set((await this.bookings.find({ slotId: slot._id }, { seat: 1 }).lean()).map((row) => row.seat));
    return Array.from({ length: slot.capacity }, (_, index) => index + 1).filter((seat) => !taken.has(seat));
  }

  private tooFewSeats(left: number, party: number): ConflictException {
    if (party === 1 || left <= 0) return new ConflictException('This slot is full. Please choose another time.');
    return new ConflictException(
      `Only ${left === 1 ? '1 place is' : `${left} places are`} left at this time, for ${party} people: ` +
        'please choose another time.',
    );
  }

  /** A slot that has started (or passed) is booked by nobody, staff included. */
  private assertNotStarted(slot: StoredBookingSlot): void {
    if (slot.startsAt <= this.clock.now()) {
      throw new ConflictException('This time has already passed. Please choose another.');
    }
  }

  /** Families book and move assessments and interviews only until the application is decided. */
  private async assertFamilyMayBook(reference: string): Promise<void> {
    const { status } = await this.applications.detail(reference);
    if (familyMayBook(status)) return;
    throw new ConflictException(
      `This application has been decided (${applicationStatusLabel(status)}), so an assessment or interview can no ` +
        `longer be booked online. Please call the admissions office on ${officePhone(await this.siteContent.settings())}.`,
    );
  }

  /** Refuses a change too close to the slot's start, naming the office's phone as staff set it. */
  private async assertBeforeCutoff(slot: StoredBookingSlot, action: 'book' | 'move' | 'cancel'): Promise<void> {
    if (slot.startsAt.getTime() - CUTOFF_MS > this.clock.now().getTime()) return;
    const what =
      action === 'book'
        ? 'Online booking for this time has closed'
        : `This booking can no longer be ${action === 'move' ? 'moved' : 'cancelled'} online`;
    throw new ConflictException(
      `${what} (it starts ${lagosDateTime(slot.startsAt)}; changes close ${BOOKING_CUTOFF_HOURS} hours before). Please call the admissions office on ${officePhone(await this.siteContent.settings())}.`,
    );
  }

  private async findSlot(id: string): Promise<StoredBookingSlot> {
    const slot = Types.ObjectId.isValid(id) ? await this.slots.findById(id).lean<StoredBookingSlot>() : null;
    if (!slot) throw new NotFoundException('No slot with this id. It may have been withdrawn; please choose another.');
    return slot;
  }

  private async findByToken(token: string): Promise<{ booking: StoredBooking; slot: StoredBookingSlot }> {
    const booking = await this.bookings
      .findOne({ manageTokenHash: hashToken(token), ...FIRST_SEATS })
      .lean<StoredBooking>();
    const slot = booking && (await this.slots.findById(booking.slotId).lean<StoredBookingSlot>());
    if (!booking || !slot)
      throw new NotFoundException('This booking link is not valid any more: the booking was cancelled or moved.');
    return { booking, slot };
  }

  private async bookingsOf(slots: StoredBookingSlot[]): Promise<Map<string, StoredBooking[]>> {
    const rows = await this.bookings
      .find({ slotId: { $in: slots.map((slot) => slot._id) } }, { manageTokenHash: 0 })
      .sort({ createdAt: 1 })
      .lean<StoredBooking[]>();
    const bySlot = new Map<string, StoredBooking[]>();
    for (const row of rows) bySlot.set(String(row.slotId), [...(bySlot.get(String(row.slotId)) ?? []), row]);
    return bySlot;
  }

  /** `seats` are every seat taken in the slot; the bookings listed are their first seats. */
  private staffSlotOf(slot: StoredBookingSlot, seats: StoredBooking[]): StaffSlot {
    return {
      ...openSlotOf(slot, seats.length),
      capacity: slot.capacity,
      ...(slot.note ? { note: slot.note } : {}),
      createdBy: slot.createdBy,
      bookings: seats.filter((seat) => !seat.partyOf).map(recordOf),
    };
  }

  private managedOf(booking: StoredBooking, slot: StoredBookingSlot): ManagedBooking {
    const changeableUntil = new Date(slot.startsAt.getTime() - CUTOFF_MS);
    return {
      kind: slot.kind,
      campus: slot.campus,
      startsAt: slot.startsAt.toISOString(),
      durationMinutes: slot.durationMinutes,
      ...(slot.note ? { note: slot.note } : {}),
      name: booking.name,
      ...(booking.applicationReference ? { applicationReference: booking.applicationReference } : {}),
      party: booking.party ?? 1,
      ...(booking.classOfInterest ? { classOfInterest: booking.classOfInterest } : {}),
      changeable: changeableUntil > this.clock.now(),
      changeableUntil: changeableUntil.toISOString(),
    };
  }
}

/** The cancellation's event, keyed by the booking, with what its message says (the booking is gone by then). */
function cancellationOf(booking: StoredBooking, slot: StoredBookingSlot, byStaff: boolean, at: Date): DomainEvent {
  const event = ADMISSIONS_EVENTS.create(
    'bookingCancelled',
    {
      bookingId: String(booking._id),
      byStaff,
      booking: {
        name: booking.name,
        email: booking.email,
        kind: booking.kind,
        ...(booking.applicationReference ? { applicationReference: booking.applicationReference } : {}),
        ...(booking.party ? { party: booking.party } : {}),
        ...(booking.classOfInterest ? { classOfInterest: booking.classOfInterest } : {}),
      },
      slot: {
        kind: slot.kind,
        campus: slot.campus,
        startsAt: slot.startsAt,
        durationMinutes: slot.durationMinutes,
        ...(slot.note ? { note: slot.note } : {}),
      },
    },
    at,
  );
  return { ...event, id: `booking-cancelled:${String(booking._id)}` };
}
