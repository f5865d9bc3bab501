import { Module } from '@nestjs/common';
import { AdmissionsModule } from '../admissions';
import { ContentModule } from '../content';
import { PaymentModule } from '../payments';
import { AdmissionsMessages } from './admissions-messages/admissions-messages';
import { BookingMessages } from './admissions-messages/booking-messages';
import { FamilyMessages } from './admissions-messages/family-messages';
import { FamilyMessagesController } from './admissions-messages/family-messages.controller';
import { FamilyReminders } from './admissions-messages/family-reminders';
import { EnquiryMessages } from './admissions-messages/enquiry-messages';
import { OfferMessages } from './admissions-messages/offer-messages';
import { OfferPreviewController } from './admissions-messages/offer-preview.controller';
import { ContactModule } from './contact/contact.module';
import { MailModule } from './layout/mail.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { PaymentMessages } from './payment-messages/payment-messages';
import { MessagingFamilyData } from './privacy/messaging-family-data';
import { NotificationsModule } from './staff-notifications/notifications.module';
import { StaffActivityEvents } from './staff-notifications/staff-activity-events';

/**
 * Everything the school sends and every word of it: the outbox and its channels, the e-mail layout, the messages of
 * admissions and payments (on their events), staff notifications, contact messages and the newsletter. Needs
 * admissions, payments, content, identity and the assistant (what the messages are about) and the platform; no other
 * context needs it to do its own work.
 */
@Module({
  imports: [
    MailModule,
    NotificationsModule,
    ContactModule,
    NewsletterModule,
    AdmissionsModule,
    PaymentModule,
    ContentModule,
  ],
  controllers: [OfferPreviewController, FamilyMessagesController],
  providers: [
    AdmissionsMessages,
    OfferMessages,
    BookingMessages,
    FamilyReminders,
    FamilyMessages,
    StaffActivityEvents,
    EnquiryMessages,
    PaymentMessages,
    MessagingFamilyData,
  ],
  exports: [ContactModule],
})
export class MessagingModule {}
