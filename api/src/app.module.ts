import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { ApplicationModule } from './admissions/applications/application.module';
import { AuthModule } from './identity/auth.module';
import { BlogAdminModule } from './content/blog/blog-admin.module';
import { BookingsModule } from './admissions/bookings/bookings.module';
import { ChatbotModule } from './assistant/chat/chatbot.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DocumentsModule } from './admissions/documents/documents.module';
import { DuplicatesModule } from './admissions/duplicates/duplicates.module';
import { PipelineModule } from './admissions/pipeline/pipeline.module';
import { OffersModule } from './admissions/offers/offers.module';
import { WaitingListModule } from './admissions/waiting-list/waiting-list.module';
import type { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';
import { AllExceptionsFilter } from './platform/http/all-exceptions.filter';
import { DEFAULT_RATE_LIMIT, RATE_LIMITED_MESSAGE, RateLimitStore } from './platform/rate-limits/rate-limit-store';
import { rateLimitKey } from './platform/rate-limits/rate-limit.decorator';
import { RejectMongoOperatorsGuard } from './platform/http/reject-mongo-operators.guard';
import { PaidFormModule } from './admissions/paid-forms/paid-form.module';
import { PaymentModule } from './payments/payment.module';
import { PortalModule } from './content/portal/portal.module';
import { VisitorModule } from './assistant/visitors/visitor.module';
import { BlogModule } from './content/blog/blog.module';
import { ContactModule } from './messaging/contact/contact.module';
import { NewsletterModule } from './messaging/newsletter/newsletter.module';
import { SiteContentModule } from './content/site-content/site-content.module';
import { EventsModule } from './content/school-events/events.module';
import { GalleryModule } from './content/gallery/gallery.module';
import { OutboxModule } from './messaging/outbox/outbox.module';
import { NotificationsModule } from './messaging/staff-notifications/notifications.module';

@Module({})
export class AppModule {
  /** Built from an already-validated config, so a bad environment never gets as far as Nest. */
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.register(config),
        // Generous per-IP default against floods, counted per instance; routes set stricter @RateLimit()s on public
        // writes and logins, counted in the database so they hold across API instances.
        ThrottlerModule.forRootAsync({
          inject: [RateLimitStore],
          useFactory: (storage: RateLimitStore) => ({
            throttlers: [{ name: 'default', ...DEFAULT_RATE_LIMIT }],
            errorMessage: RATE_LIMITED_MESSAGE,
            storage,
            generateKey: rateLimitKey,
          }),
        }),
        AuthModule,
        BlogAdminModule,
        DashboardModule,
        VisitorModule,
        PaymentModule,
        ApplicationModule,
        BookingsModule,
        DocumentsModule,
        DuplicatesModule,
        PipelineModule,
        OffersModule,
        WaitingListModule,
        PaidFormModule,
        PortalModule,
        ChatbotModule,
        BlogModule,
        ContactModule,
        NewsletterModule,
        SiteContentModule,
        EventsModule,
        GalleryModule,
        OutboxModule,
        NotificationsModule,
      ],
      providers: [
        // Guards run in this order: throttle first, then refuse Mongo operators before any handler.
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_GUARD, useClass: RejectMongoOperatorsGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
