import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DomainEventsModule } from './domain-events/domain-events.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { MetricsModule } from './metrics/metrics.module';
import { PrivacyModule } from './privacy/privacy.module';
import { RateLimitModule } from './rate-limits/rate-limit.module';

/**
 * What every context runs on, each part global: the validated config, the database, the shared rate-limit counts,
 * the one job loop with its clock, metrics, the events between contexts and how long personal data is kept; and the health check. A context's
 * module is started on this alone in its tests (testing/context-module.ts), and with every context in AppModule.
 */
@Module({})
export class PlatformModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        AppConfigModule.register(config),
        DatabaseModule,
        RateLimitModule,
        JobsModule,
        MetricsModule,
        DomainEventsModule,
        PrivacyModule,
        HealthModule,
      ],
    };
  }
}
