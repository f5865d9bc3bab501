import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';

/** Private and local ranges: a scraper on the compose network, the machine itself, a school's own LAN. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
INTERNAL.addSubnet('fc00::', 7, 'ipv6');
INTERNAL.addAddress('::1', 'ipv6');

export function isInternalAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  return INTERNAL.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * /api/metrics answers a client on the internal network, as TRUST_PROXY resolves the client's address (through the
 * shell's nginx a visitor has their own, public, address), or one that sends `Authorization: Bearer METRICS_TOKEN`.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const token = this.config.ops.metricsToken;
    const bearer = /^Bearer (\S+)$/.exec(request.get('authorization') ?? '')?.[1];
    if (token !== undefined && bearer !== undefined && sameToken(bearer, token)) return true;
    if (isInternalAddress(request.ip)) return true;
    throw new ForbiddenException(
      'Metrics are open to the internal network only, or with the METRICS_TOKEN as a bearer token',
    );
  }
}
