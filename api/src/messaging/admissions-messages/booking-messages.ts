import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type AdmissionsEvent, BookingsService, ParentLinks } from '../../admissions';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { Clock } from '../../platform/jobs/clock';
import { SiteContentService } from '../../content';
import { OutboxService } from '../outbox/outbox.service';
import { Mailer } from '../layout/mailer';
import { smsAllowedFrom } from '../channels/quiet-hours';
import {
  calendarFile,
  cancelledEmail,
  confirmationEmail,
  manageUrl,
  reminderEmail,
  reminderSms,
} from './booking-texts';

export const BOOKING_REMINDER_JOB = 'booking-reminder';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A cancellation whose booking still stands this long after its event did not happen (the API stopped between). */
const CANCELLATION_SETTLES_MS = 10 * 60 * 1000;

/**
 * What a family hears about its booking: the confirmation with a calendar file, a reminder the day before (a
 * scheduled job per booking, which finds nothing to do once the booking moved or was cancelled), and the
 * cancellation. Each on the booking's event; each once (the outbox's dedupe keys).
 */
@Injectable()
export class BookingMessages implements OnModuleInit {
  constructor(
    private readonly bookings: BookingsService,
    private readonly outbox: OutboxService,
    private readonly mailer: Mailer,
    private readonly jobs: ScheduledJobs,
    private readonly clock: Clock,
    private readonly siteContent: SiteContentService,
    private readonly parentLinks: ParentLinks,
  ) {}

  /** A booking for an application (assessment, interview) links to the family page; a tour before any does not. */
  private familyLink(booking: { applicationReference?: string; email: string }): string | undefined {
    return booking.applicationReference ? this.parentLinks.linkFor('email', booking.email) : undefined;
  }

  onModuleInit(): void {
    this.jobs.define(BOOKING_REMINDER_JOB, (payload, now) => this.remind(String(payload.bookingId), now));
  }

  /** The booking is stored: confirm it and plan its reminder. A booking moved away or cancelled since gets nothing. */
  async booked({ payload }: AdmissionsEvent<'bookingMade'>): Promise<void> {
    const found = await this.bookings.bookingWithSlot(payload.bookingId);
    if (!found) return;
    const { booking, slot } = found;
    const link = manageUrl(this.mailer.siteUrl, payload.manageToken);
    const id = String(booking._id);
    const contacts = await this.siteContent.settings();
    await this.mailer.enqueueEmail({
      kind: 'bookingConfirmation',
      to: booking.email,
      ...confirmationEmail(booking, slot, link, payload.moved, contacts, this.familyLink(booking)),
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
  }

  /**
   * Told once the booking is gone: a cancellation's event is stored before its booking is deleted, so while the
   * booking stands it waits (tried again later), and one still standing long after was never cancelled.
   */
  async cancelled(event: AdmissionsEvent<'bookingCancelled'>): Promise<void> {
    const { bookingId, booking, slot, byStaff } = event.payload;
    if (await this.bookings.stillBooked(bookingId)) {
      if (this.clock.now().getTime() - event.occurredAt.getTime() > CANCELLATION_SETTLES_MS) return;
      throw new Error(`booking ${bookingId} is not cancelled yet`);
    }
    await this.mailer.enqueueEmail({
      kind: 'bookingCancelled',
      to: booking.email,
      ...cancelledEmail(booking, slot, byStaff, await this.siteContent.settings(), this.familyLink(booking)),
      group: `booking:${bookingId}`,
      dedupeKey: `booking-cancelled:${bookingId}`,
    });
  }

  /** The e-mail at once and, to the booking's phone, an SMS that waits out the night (quiet-hours.ts). */
  private async remind(bookingId: string, now: Date): Promise<undefined> {
    const found = await this.bookings.bookingWithSlot(bookingId);
    if (!found) return undefined;
    const { booking, slot } = found;
    const contacts = await this.siteContent.settings();
    await this.mailer.enqueueEmail({
      kind: 'bookingReminder',
      to: booking.email,
      ...reminderEmail(booking, slot, contacts, this.familyLink(booking)),
      group: `booking:${bookingId}`,
      dedupeKey: `booking-reminder:${bookingId}`,
    });
    if (booking.phone) {
      await this.mailer.enqueueSms({
        kind: 'bookingReminder',
        to: booking.phone,
        text: reminderSms(slot, contacts),
        group: `booking:${bookingId}`,
        dedupeKey: `booking-reminder:${bookingId}:sms`,
        notBefore: smsAllowedFrom(now),
      });
    }
    return undefined;
  }
}
