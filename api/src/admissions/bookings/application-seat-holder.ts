import { ConflictException } from '@nestjs/common';
import type { ApplicationService } from '../applications/application.service';
import type { SeatHolder } from './bookings.service';

/** An assessment or interview seat is held for the application's child, with its parent's contact for messages. */
export async function seatHolderFor(
  applications: ApplicationService,
  reference: string,
  bookedBy: string,
): Promise<SeatHolder & { applicationReference: string }> {
  const { merge } = await applications.detail(reference);
  // A merged application's family is asked for nothing more: its seat belongs on the application it joined.
  if (merge)
    throw new ConflictException(`This application was merged into ${merge.into}: book for ${merge.into} instead.`);
  const { child, contact, contactAsGiven } = await applications.applicant(reference);
  return {
    name: child.shortName,
    email: contact.email ?? '',
    phone: contact.phone ?? contactAsGiven.phone,
    applicationReference: reference,
    bookedBy,
  };
}
