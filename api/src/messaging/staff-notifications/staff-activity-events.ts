import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CAMPUSES, CLASSES_APPLIED_FOR, choiceLabel, BOOKING_KINDS, DOCUMENT_KINDS } from '@icast/contracts';
import {
  ADMISSIONS_EVENTS,
  type AdmissionsEvent,
  type AdmissionsEventName,
  ApplicationService,
  BookingsService,
  DocumentsService,
  EnquiriesService,
} from '../../admissions';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { lagosDateTime } from '../../platform/formats';
import { StaffActivity } from './staff-activity.service';

const applicationPage = (reference: string) => `/dashboard/applications/${encodeURIComponent(reference)}`;

/**
 * What admissions tells messaging, written into the staff's activity list: a place accepted, an offer declined, a
 * booking made or moved, a document the family sent, a new enquiry, a freed place with the waiting child proposed. Each entry is keyed by its event, so a redelivery adds nothing.
 * Another event joins with one `on(...)` line here (and its kind in STAFF_ACTIVITY_KINDS).
 */
@Injectable()
export class StaffActivityEvents implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly activity: StaffActivity,
    private readonly applications: ApplicationService,
    private readonly bookings: BookingsService,
    private readonly documents: DocumentsService,
    private readonly enquiries: EnquiriesService,
  ) {}

  onModuleInit(): void {
    const on = <Name extends AdmissionsEventName>(
      name: Name,
      handle: (event: AdmissionsEvent<Name>) => Promise<void>,
    ) => this.events.subscribe(ADMISSIONS_EVENTS.type(name), `staff activity (${name})`, handle);
    on('acceptancePaid', (event) => this.accepted(event));
    on('applicationStatusChanged', (event) => this.declined(event));
    on('bookingMade', (event) => this.booked(event));
    on('documentUploaded', (event) => this.uploaded(event));
    on('enquiryReceived', (event) => this.enquired(event));
    on('placeProposed', (event) => this.proposed(event));
  }

  private async enquired({ id, payload, occurredAt }: AdmissionsEvent<'enquiryReceived'>): Promise<void> {
    const enquiry = await this.enquiries.find(payload.reference);
    const interest = enquiry.classOfInterest
      ? choiceLabel(CLASSES_APPLIED_FOR, enquiry.classOfInterest)
      : `a child of ${enquiry.childAge ?? '?'}`;
    await this.activity.record('enquiryReceived', id, {
      text: `New enquiry: ${enquiry.parentName} for ${interest}, ${choiceLabel(CAMPUSES, enquiry.campus)} (${payload.reference})`,
      link: '/dashboard/enquiries',
      at: new Date(occurredAt),
    });
  }

  private async proposed({ id, payload, occurredAt }: AdmissionsEvent<'placeProposed'>): Promise<void> {
    await this.activity.record('placeProposed', id, {
      text: `Place freed in ${payload.place}: ${payload.childName} (${payload.reference}) is next on the waiting list`,
      link: '/dashboard/places',
      at: new Date(occurredAt),
    });
  }

  private async accepted({ id, payload, occurredAt }: AdmissionsEvent<'acceptancePaid'>): Promise<void> {
    if (payload.notAcceptedBecause) return;
    await this.activity.record('placeAccepted', id, {
      text: `Place accepted: ${payload.childName} (${payload.reference})`,
      link: applicationPage(payload.reference),
      at: new Date(occurredAt),
    });
  }

  private async declined({ id, payload, occurredAt }: AdmissionsEvent<'applicationStatusChanged'>): Promise<void> {
    if (payload.status !== 'offer_declined') return;
    const application = await this.applications.applicant(payload.reference);
    await this.activity.record('offerDeclined', id, {
      text: `Offer declined: ${application.child.shortName} (${payload.reference})`,
      link: applicationPage(payload.reference),
      at: new Date(occurredAt),
    });
  }

  private async booked({ id, payload, occurredAt }: AdmissionsEvent<'bookingMade'>): Promise<void> {
    const found = await this.bookings.bookingWithSlot(payload.bookingId);
    if (!found) return;
    const { booking, slot } = found;
    const what = choiceLabel(BOOKING_KINDS, slot.kind);
    const about = booking.applicationReference ? ` (${booking.applicationReference})` : '';
    await this.activity.record('bookingMade', id, {
      text: `${what} ${payload.moved ? 'moved' : 'booked'}: ${booking.name}${about}, ${lagosDateTime(slot.startsAt)}`,
      link: booking.applicationReference ? applicationPage(booking.applicationReference) : '/dashboard/bookings',
      at: new Date(occurredAt),
    });
  }

  /** Only a copy that got in (the event is stored just before the file; an upload refused or replaced at once is not). */
  private async uploaded({ id, payload, occurredAt }: AdmissionsEvent<'documentUploaded'>): Promise<void> {
    if (!(await this.documents.isStored(payload.reference, payload.kind, payload.uploadId))) return;
    const application = await this.applications.applicant(payload.reference);
    await this.activity.record('documentUploaded', id, {
      text: `${choiceLabel(DOCUMENT_KINDS, payload.kind)} uploaded: ${application.child.shortName} (${payload.reference})`,
      link: applicationPage(payload.reference),
      at: new Date(occurredAt),
    });
  }
}
