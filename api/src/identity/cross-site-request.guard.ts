import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { apiUrl, ENDPOINTS } from '@icast/contracts';
import { AppConfig } from '../platform/config/app-config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paystack calls this from its servers and proves itself by signature, not by cookie. */
const EXEMPT_PATHS = new Set([apiUrl(ENDPOINTS.payment.webhook)]);

export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed';

/**
 * Refuses state-changing requests a browser sent from another site (CSRF), on top of the SameSite cookie:
 * Sec-Fetch-Site when the browser sends it, else the Origin against this site's own host and the allowlist.
 * Requests without either header (curl, server-to-server, tests) carry no ambient browser cookie risk.
 */
@Injectable()
export class CrossSiteRequestGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method) || EXEMPT_PATHS.has(request.path)) return true;
    const fetchSite = request.get('sec-fetch-site');
    if (fetchSite === 'cross-site') throw new ForbiddenException(CROSS_SITE_REFUSED);
    if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
    const origin = request.get('origin');
    if (!origin || this.isOwnOrigin(origin, request)) return true;
    throw new ForbiddenException(CROSS_SITE_REFUSED);
  }

  private isOwnOrigin(origin: string, request: Request): boolean {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    const ownHosts = [request.get('x-forwarded-host'), request.get('host')].filter(Boolean);
    const allowed = [this.config.publicSiteUrl, ...this.config.corsOrigins].map((url) => new URL(url).origin);
    return ownHosts.includes(host) || allowed.includes(origin);
  }
}
