import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { queueAfterEvent } from '../outbox/after-event';
import { OutboxService } from '../outbox/outbox.service';
import { SiteContentService } from '../../content/site-content/site-content.service';
import { Booking, type StoredBooking } from '../../admissions/bookings/booking.schema';
import { BookingSlot, type StoredBookingSlot } from '../../admissions/bookings/booking-slot.schema';
import { calendarFile, cancelledEmail, confirmationEmail, manageUrl, reminderEmail } from './booking-texts';

export const BOOKING_REMINDER_JOB = 'booking-reminder';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a family hears about its booking, all through the outbox: the confirmation with a calendar file, a reminder
 * the day before (a scheduled job per booking, which finds nothing to do once the booking moved or was cancelled),
 * and the cancellation.
 */
@Injectable()
export class BookingNotices {
  private readonly logger = new Logger(BookingNotices.name);

  constructor(
    @InjectModel(Booking.name) private readonly bookings: Model<Booking>,
    @InjectModel(BookingSlot.name) private readonly slots: Model<BookingSlot>,
    private readonly outbox: OutboxService,
    private readonly jobs: ScheduledJobs,
    private readonly siteContent: SiteContentService,
  ) {
    this.jobs.define(BOOKING_REMINDER_JOB, (payload) => this.remind(String(payload.bookingId)));
  }

  /** The booking is stored: confirm it and plan its reminder. Failing to queue does not undo the booking. */
  async booked(booking: StoredBooking, slot: StoredBookingSlot, token: string, moved = false): Promise<void> {
    await queueAfterEvent(this.logger, `booking ${String(booking._id)}`, async () => {
      const link = manageUrl(this.outbox.siteUrl, token);
      const id = String(booking._id);
      const contacts = await this.siteContent.settings();
      await this.outbox.enqueueEmail({
        kind: 'bookingConfirmation',
        to: booking.email,
        ...confirmationEmail(booking, slot, link, moved, contacts),
        attachments: [
          {
            filename: 'icast-booking.ics',
            contentType: 'text/calendar',
            content: calendarFile(booking, slot, link, contacts),
          },
        ],
        group: `booking:${id}`,
        dedupeKey: `booking-confirmation:${id}`,
      });
      const remindAt = new Date(slot.startsAt.getTime() - DAY_MS);
      // Booked less than a day ahead (staff can): the confirmation is the reminder.
      if (remindAt > booking.createdAt) {
        await this.jobs.schedule(`${BOOKING_REMINDER_JOB}:${id}`, BOOKING_REMINDER_JOB, remindAt, { bookingId: id });
      }
    });
  }

  async cancelled(booking: StoredBooking, slot: StoredBookingSlot, byStaff: boolean): Promise<void> {
    await queueAfterEvent(this.logger, `cancelled booking ${String(booking._id)}`, async () => {
      await this.outbox.enqueueEmail({
        kind: 'bookingCancelled',
        to: booking.email,
        ...cancelledEmail(booking, slot, byStaff, await this.siteContent.settings()),
        group: `booking:${String(booking._id)}`,
        dedupeKey: `booking-cancelled:${String(booking._id)}`,
      });
    });
  }

  private async remind(bookingId: string): Promise<undefined> {
    const booking = await this.bookings.findById(bookingId).lean<StoredBooking>().exec();
    const slot = booking && (await this.slots.findById(booking.slotId).lean<StoredBookingSlot>().exec());
    if (!booking || !slot) return undefined;
    await this.outbox.enqueueEmail({
      kind: 'bookingReminder',
      to: booking.email,
      ...reminderEmail(booking, slot, await this.siteContent.settings()),
      group: `booking:${bookingId}`,
      dedupeKey: `booking-reminder:${bookingId}`,
    });
    return undefined;
  }
}
