import 'reflect-metadata';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { API_PREFIX } from '@icast/contracts';
import { AppModule } from './app.module';
import { setUpApiDocs } from './platform/http/api-docs';
import { useBodyParsers } from './platform/http/body-parsing';
import { drainConnectionsOnClose } from './platform/http/drain-connections';
import { useRequestIds } from './platform/http/request-id';
import { useStrictTransportSecurity } from './platform/http/strict-transport-security';
import { RequestAwareLogger } from './platform/http/request-logger';
import { createValidationPipe } from './platform/http/validation';
import type { AppConfig } from './platform/config/app-config';
import { validateEnvironment } from './platform/config/environment';
import { MetricsService } from './platform/metrics/metrics.service';

export interface CreatedApp {
  app: NestExpressApplication;
  config: AppConfig;
}

/**
 * Builds the fully configured, initialised (not yet listening) app. main.ts and every test use this,
 * so tests exercise exactly the production middleware, pipes, guards and filters.
 * Throws InvalidEnvironmentError before touching Nest when the environment is malformed. `module` is for the tests
 * of one context: the same app with fewer contexts in it (testing/test-app.ts); main.ts never passes it.
 */
export async function createApp(
  options: { env?: NodeJS.ProcessEnv; module?: (config: AppConfig) => DynamicModule } = {},
): Promise<CreatedApp> {
  const config = validateEnvironment(options.env ?? process.env);
  const logger = new RequestAwareLogger({
    json: config.nodeEnv === 'production',
    logLevels: config.enabledLogLevels,
  });
  const app = await NestFactory.create<NestExpressApplication>(
    options.module ? options.module(config) : AppModule.register(config),
    {
      logger,
      // Our own parsers (1 MB limit, stable error wording) replace Nest's defaults.
      bodyParser: false,
      // Keeps each request's exact bytes as req.rawBody: the Paystack webhook signature is computed over them.
      rawBody: true,
      // Let startup errors reach main.ts instead of Nest aborting the process.
      abortOnError: false,
    },
  );
  // Only the proxies TRUST_PROXY names may say who the client is: every per-address limit and lockout reads req.ip.
  app.set('trust proxy', config.ops.trustProxy);
  drainConnectionsOnClose(app);
  const requestIds = useRequestIds(app);
  requestIds.before();
  app.use(app.get(MetricsService).httpMiddleware());
  // HSTS is sent by useStrictTransportSecurity (production, over HTTPS); helmet would send it on every answer.
  app.use(helmet({ strictTransportSecurity: false }));
  useStrictTransportSecurity(app, config);
  useBodyParsers(app);
  requestIds.after();
  if (config.corsOrigins.length > 0) app.enableCors({ origin: config.corsOrigins, credentials: true });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  // Ctrl-C and `docker stop`: finish in-flight requests, close the database connection, then exit.
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  setUpApiDocs(app, config);
  try {
    await app.init();
  } catch (error) {
    // A module refused to start (a documents key that does not fit the database, say): let go of the database.
    await app.close().catch(() => undefined);
    throw error;
  }
  return { app, config };
}
