import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { AdmissionsModule } from './admissions';
import { AssistantModule } from './assistant';
import { ContentModule } from './content';
import { DashboardModule } from './dashboard';
import { AuthModule } from './identity';
import { MessagingModule } from './messaging';
import { PaymentModule } from './payments';
import type { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';
import { AllExceptionsFilter } from './platform/http/all-exceptions.filter';
import { DEFAULT_RATE_LIMIT, RATE_LIMITED_MESSAGE, RateLimitStore } from './platform/rate-limits/rate-limit-store';
import { rateLimitKey } from './platform/rate-limits/rate-limit.decorator';
import { RejectMongoOperatorsGuard } from './platform/http/reject-mongo-operators.guard';

/**
 * The whole API: the platform, then one module per bounded context (each folder's README says what it owns and
 * what it needs), with the guards and the error filter every route passes through.
 */
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
        // Identity first: its guards (cross-site refusal, the staff session) run before any context's handler.
        AuthModule,
        ContentModule,
        PaymentModule,
        AdmissionsModule,
        AssistantModule,
        MessagingModule,
        DashboardModule,
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
