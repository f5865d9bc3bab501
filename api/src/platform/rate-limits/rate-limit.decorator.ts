import { applyDecorators, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';

/**
 * How a limit is counted when several API instances run behind the proxy.
 * - `across-instances`: exactly, in the database (one small write per request). For limits that guard shared
 *   records or secrets: sign-ins, payments, submissions, reference lookups, messages that reach staff.
 * - `per-instance`: in each instance's memory, no database write. For limits that protect the instance's own CPU
 *   (the chat's answers) and the default flood limit; with n instances a client gets up to n times the limit.
 */
export type RateLimitCounting = 'across-instances' | 'per-instance';

const COUNTED_ACROSS_INSTANCES = 'icast:rate-limit-across-instances';
/** Prefix of the keys the store counts in this instance's memory; every other key is counted in the database. */
export const PER_INSTANCE_KEY_PREFIX = 'instance:';

/** A route's own per-address limit (requests per `ttl`), replacing the default flood limit. */
export function RateLimit(limit: number, counting: RateLimitCounting, ttl = 60_000) {
  return applyDecorators(
    Throttle({ default: { limit, ttl } }),
    SetMetadata(COUNTED_ACROSS_INSTANCES, counting === 'across-instances'),
  );
}

/**
 * The route and the address in plain text (the library hashes each key with SHA-256 on every request), marked
 * per-instance unless the route's limit is counted across instances: the default flood limit is per instance.
 */
export function rateLimitKey(context: ExecutionContext, tracker: string, throttlerName: string): string {
  const handler = context.getHandler();
  const shared = Reflect.getMetadata(COUNTED_ACROSS_INSTANCES, handler) === true;
  return `${shared ? '' : PER_INSTANCE_KEY_PREFIX}${context.getClass().name}.${handler.name}.${throttlerName}.${tracker}`;
}
