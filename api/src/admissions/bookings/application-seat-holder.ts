import { ConflictException } from '@nestjs/common';
import { APPLICANT_CONTACT_FIELDS } from '@icast/contracts';
import type { ApplicationService } from '../applications/application.service';
import type { SeatHolder } from './bookings.service';

/** An assessment or interview seat is held for the application's child, with its parent's contact for messages. */
export async function seatHolderFor(
  applications: ApplicationService,
  reference: string,
  bookedBy: string,
): Promise<SeatHolder & { applicationReference: string }> {
  const { fields, merge } = await applications.detail(reference);
  // A merged application's family is asked for nothing more: its seat belongs on the application it joined.
  if (merge)
    throw new ConflictException(`This application was merged into ${merge.into}: book for ${merge.into} instead.`);
  return {
    name: [fields.firstname, fields.surname].filter(Boolean).join(' '),
    email: fields[APPLICANT_CONTACT_FIELDS.email] ?? '',
    phone: fields[APPLICANT_CONTACT_FIELDS.phone] ?? '',
    applicationReference: reference,
    bookedBy,
  };
}
