import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { ApplicationModule } from './application/application.module';
import { AuthModule } from './auth/auth.module';
import { BlogAdminModule } from './blog/blog-admin.module';
import { BookingsModule } from './bookings/bookings.module';
import { ChatbotModule } from './chatbot/chatbot.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DocumentsModule } from './documents/documents.module';
import { DuplicatesModule } from './duplicates/duplicates.module';
import { PipelineModule } from './pipeline/pipeline.module';
import { OffersModule } from './offers/offers.module';
import { WaitingListModule } from './waiting-list/waiting-list.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { RateLimitModule } from './common/rate-limit.module';
import { DEFAULT_RATE_LIMIT, RATE_LIMITED_MESSAGE, RateLimitStore } from './common/rate-limit-store';
import { rateLimitKey } from './common/rate-limit.decorator';
import { RejectMongoOperatorsGuard } from './common/reject-mongo-operators.guard';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { PaidFormModule } from './paid-form/paid-form.module';
import { PaymentModule } from './payment/payment.module';
import { PortalModule } from './portal/portal.module';
import { VisitorModule } from './visitor/visitor.module';
import { BlogModule } from './blog/blog.module';
import { ContactModule } from './contact/contact.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { SiteContentModule } from './site-content/site-content.module';
import { EventsModule } from './events/events.module';
import { GalleryModule } from './gallery/gallery.module';
import { JobsModule } from './jobs/jobs.module';
import { OutboxModule } from './outbox/outbox.module';
import { NotificationsModule } from './notifications/notifications.module';

@Module({})
export class AppModule {
  /** Built from an already-validated config, so a bad environment never gets as far as Nest. */
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.register(config),
        DatabaseModule,
        RateLimitModule,
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
        HealthModule,
        MetricsModule,
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
        JobsModule,
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
