import { createHash, randomBytes } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import {
  type ApplicationStatusValue,
  BOOKING_CUTOFF_HOURS,
  type BookingConfirmation,
  type BookingKind,
  type BookingRecord,
  type ManagedBooking,
  type NewSlot,
  officePhone,
  type OpenSlot,
  type StaffSlot,
} from '@icast/contracts';
import { ApplicationService } from '../applications/application.service';
import { Clock } from '../../platform/jobs/clock';
import { lagosDateTime } from '../../messaging/notifications/message-format';
import { SiteContentService } from '../../content/site-content/site-content.service';
import { Booking, type StoredBooking } from './booking.schema';
import { BookingSlot, type StoredBookingSlot } from './booking-slot.schema';
import { BookingNotices } from './booking-notices';
import { isDuplicateKey } from '../../platform/database/duplicate-key';

/** Who a seat is for: a visitor's own details, or an application's child and parent contact. */
export interface SeatHolder {
  name: string;
  email: string;
  phone: string;
  applicationReference?: string;
  bookedBy: string;
}

const CUTOFF_MS = BOOKING_CUTOFF_HOURS * 60 * 60 * 1000;
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
    bookedBy: row.bookedBy,
    createdAt: row.createdAt.toISOString(),
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
export class BookingsService {
  constructor(
    @InjectModel(BookingSlot.name) private readonly slots: Model<BookingSlot>,
    @InjectModel(Booking.name) private readonly bookings: Model<Booking>,
    private readonly notices: BookingNotices,
    private readonly clock: Clock,
    private readonly applications: ApplicationService,
    private readonly siteContent: SiteContentService,
  ) {}

  async createSlot(slot: NewSlot, createdBy: string): Promise<StaffSlot> {
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

  /** A visitor books a school tour, until the cut-off; the answer carries the link that manages the booking. */
  async bookTour(slotId: string, holder: SeatHolder): Promise<BookingConfirmation> {
    const { booking, slot, token } = await this.place(slotId, holder, true);
    return { booking: this.managedOf(booking, slot), manageToken: token };
  }

  /** Staff book on a family's behalf, with no cut-off; the family gets the link by e-mail. */
  async bookByStaff(slotId: string, holder: SeatHolder): Promise<BookingRecord> {
    return recordOf((await this.place(slotId, holder, false)).booking);
  }

  private async place(slotId: string, holder: SeatHolder, enforceCutoff: boolean) {
    const slot = await this.findSlot(slotId);
    if (enforceCutoff) await this.assertBeforeCutoff(slot, 'book');
    if (holder.applicationReference && slot.kind !== 'tour') {
      const existing = await this.bookings.exists({
        applicationReference: holder.applicationReference,
        kind: slot.kind,
      });
      if (existing)
        throw new ConflictException('This application already has a booking of this kind: move that one instead.');
    } else if (!holder.applicationReference && slot.kind !== 'tour') {
      throw new ConflictException('An entrance assessment or interview is booked for an application.');
    }
    const token = newToken();
    const booking = await this.takeSeat(slot, holder, hashToken(token));
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
    await this.notices.booked(booking, slot, token);
    return { booking, slot, token };
  }

  async managed(token: string): Promise<ManagedBooking> {
    const { booking, slot } = await this.findByToken(token);
    return this.managedOf(booking, slot);
  }

  /** To another slot of the same kind: the new seat is taken first, so a full slot leaves the old booking as it was. */
  async move(token: string, toSlotId: string): Promise<BookingConfirmation> {
    const { booking, slot } = await this.findByToken(token);
    // The same link keeps managing the booking in its new slot.
    const { moved, target } = await this.moveBooking(booking, slot, toSlotId, token);
    return { booking: this.managedOf(moved, target), manageToken: token };
  }

  /** An application's assessment and interview bookings, soonest first, as its family manages them. */
  async forApplication(reference: string): Promise<ManagedBooking[]> {
    const rows = await this.bookings
      .find({ applicationReference: reference, kind: { $ne: 'tour' } }, { manageTokenHash: 0 })
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
   * cut-off. A move issues a new manage link (the old one was only ever e-mailed); the e-mail carries it.
   */
  async bookForFamily(slotId: string, holder: SeatHolder & { applicationReference: string }): Promise<ManagedBooking> {
    const target = await this.findSlot(slotId);
    if (target.kind === 'tour') throw new ConflictException('A school tour is booked on the Book a Tour page.');
    const current = await this.bookings
      .findOne({ applicationReference: holder.applicationReference, kind: target.kind })
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
    const booking = await this.bookings.findOne({ applicationReference: reference, kind }).lean<StoredBooking>();
    if (!booking || kind === 'tour') throw new NotFoundException('This application has no booking of this kind.');
    const slot = await this.findSlot(String(booking.slotId));
    await this.assertBeforeCutoff(slot, 'cancel');
    await this.remove(booking, slot, false);
  }

  private async moveBooking(booking: StoredBooking, slot: StoredBookingSlot, toSlotId: string, token: string) {
    await this.assertBeforeCutoff(slot, 'move');
    const target = await this.findSlot(toSlotId);
    if (target.kind !== slot.kind) throw new ConflictException('A booking can only move to a slot of the same kind.');
    if (target._id.equals(slot._id)) throw new ConflictException('The booking is already in this slot.');
    await this.assertBeforeCutoff(target, 'book');
    const holder: SeatHolder = {
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      ...(booking.applicationReference ? { applicationReference: booking.applicationReference } : {}),
      bookedBy: booking.bookedBy,
    };
    const moved = await this.takeSeat(target, holder, hashToken(token));
    await this.bookings.deleteOne({ _id: booking._id });
    await this.notices.booked(moved, target, token, true);
    return { moved, target };
  }

  async cancel(token: string): Promise<void> {
    const { booking, slot } = await this.findByToken(token);
    await this.assertBeforeCutoff(slot, 'cancel');
    await this.remove(booking, slot, false);
  }

  async cancelByStaff(id: string): Promise<void> {
    const booking = await this.bookings.findById(id).lean<StoredBooking>();
    if (!booking) throw new NotFoundException('No booking with this id');
    await this.remove(booking, await this.findSlot(String(booking.slotId)), true);
  }

  private async remove(booking: StoredBooking, slot: StoredBookingSlot, byStaff: boolean): Promise<void> {
    const { deletedCount } = await this.bookings.deleteOne({ _id: booking._id });
    // Cancelled twice at once: one of them tells the family.
    if (deletedCount === 1) await this.notices.cancelled(booking, slot, byStaff);
  }

  /**
   * Inserts the booking on a free seat number; the unique (slot, seat) index refuses a seat another booking took
   * meanwhile, and the next free one is tried. Starting at a random free seat spreads racing families out.
   */
  private async takeSeat(slot: StoredBookingSlot, holder: SeatHolder, manageTokenHash: string): Promise<StoredBooking> {
    const taken = new Set((await this.bookings.find({ slotId: slot._id }, { seat: 1 }).lean()).map((row) => row.seat));
    const free = Array.from({ length: slot.capacity }, (_, index) => index + 1).filter((seat) => !taken.has(seat));
    const start = Math.floor(Math.random() * free.length);
    for (const seat of [...free.slice(start), ...free.slice(0, start)]) {
      try {
        const created = await this.bookings.create({
          ...holder,
          slotId: slot._id,
          seat,
          kind: slot.kind,
          startsAt: slot.startsAt,
          manageTokenHash,
        });
        const booking = created.toObject<StoredBooking>();
        if (!(await this.slots.exists({ _id: slot._id }))) {
          await this.bookings.deleteOne({ _id: booking._id });
          throw new NotFoundException('This slot was just withdrawn. Please choose another time.');
        }
        return booking;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new ConflictException('This slot is full. Please choose another time.');
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
    const booking = await this.bookings.findOne({ manageTokenHash: hashToken(token) }).lean<StoredBooking>();
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

  private staffSlotOf(slot: StoredBookingSlot, bookings: StoredBooking[]): StaffSlot {
    return {
      ...openSlotOf(slot, bookings.length),
      capacity: slot.capacity,
      ...(slot.note ? { note: slot.note } : {}),
      createdBy: slot.createdBy,
      bookings: bookings.map(recordOf),
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
      changeable: changeableUntil > this.clock.now(),
      changeableUntil: changeableUntil.toISOString(),
    };
  }
}
