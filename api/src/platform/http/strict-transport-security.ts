import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';

/** A year: what browsers and the HSTS preload list expect. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** The header's value; subdomains only when the school has said they all serve HTTPS (HSTS_INCLUDE_SUBDOMAINS). */
export const strictTransportSecurityValue = (includeSubDomains: boolean) =>
  `max-age=${HSTS_MAX_AGE_SECONDS}${includeSubDomains ? '; includeSubDomains' : ''}`;

/**
 * Strict-Transport-Security in production only, and only on an answer that travelled over HTTPS: the connection's
 * own TLS, or X-Forwarded-Proto from a proxy TRUST_PROXY names (Express's `request.secure`). A browser ignores
 * it over plain HTTP, and a developer's http://localhost must never be told to refuse HTTP for a year.
 */
export function useStrictTransportSecurity(
  app: NestExpressApplication,
  config: Pick<AppConfig, 'nodeEnv' | 'ops'>,
): void {
  if (config.nodeEnv !== 'production') return;
  const value = strictTransportSecurityValue(config.ops.hstsIncludeSubDomains);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.secure) response.setHeader('Strict-Transport-Security', value);
    next();
  });
}
