/** What other contexts may use of admissions: its module, the services it exports, its events and the Applicant. */
export { AdmissionsModule } from './admissions.module';
export * from './admissions-events';
export { type Applicant, applicantOf } from './applications/applicant';
export { ApplicationService } from './applications/application.service';
export { ApplicationReferencePipe } from './applications/application-reference.pipe';
export { OffersService } from './offers/offers.service';
export { MakeOfferDto } from './offers/dto/make-offer.dto';
export { offerLetterLines, offerLetterWords, renderOfferLetter } from './offers/offer-letter';
export type { StoredOffer } from './offers/offer.schema';
export { BookingsService } from './bookings/bookings.service';
export { EnquiriesService } from './enquiries/enquiries.service';
export type { StoredBooking } from './bookings/booking.schema';
export type { StoredBookingSlot } from './bookings/booking-slot.schema';
export { ParentLinks } from './family-access/parent-links';
export { PARENT_LINK_DAYS } from './family-access/parent-token';
export { DocumentKeysRefused } from './documents/document-keys';
export { DocumentsService } from './documents/documents.service';
export { StaffAccessLog } from './access-log/staff-access-log';
