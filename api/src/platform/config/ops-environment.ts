import { isIP } from 'node:net';
import type { OpsConfig, TrustProxy } from './app-config';

/** The names express's `trust proxy` knows besides addresses. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;
const MAX_HOPS = 10;
export const MIN_METRICS_TOKEN_LENGTH = 32;

/** One address or CIDR range (10.0.0.0/8, fd00::/8) as proxy-addr accepts it, or a name from NAMED_RANGES. */
function isProxyAddress(value: string): boolean {
  if ((NAMED_RANGES as readonly string[]).includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies may tell the API a client's address (X-Forwarded-For). Unset means loopback only:
 * `npm start`'s shell server on the same machine. Behind other proxies it is configured, never assumed, because
 * every per-address limit and lockout believes what a trusted proxy says.
 */
function readTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined) return ['loopback'];
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= MAX_HOPS) return hops;
  } else {
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (raw !== 'true' && entries.length > 0 && entries.every(isProxyAddress)) return entries;
  }
  problems.push(
    `TRUST_PROXY must be false, a hop count from 1 to ${MAX_HOPS}, or comma-separated proxy addresses or ranges ` +
      `such as 172.29.13.10 or 10.0.0.0/8 or loopback (got "${raw}")` +
      (raw === 'true' ? ': true would let any client choose its own address' : ''),
  );
  return false;
}

/**
 * HSTS_INCLUDE_SUBDOMAINS: off unless `true`. With it, a browser that saw the header refuses plain HTTP to every
 * subdomain for a year, so it is the school's choice once each of them serves HTTPS, never a default.
 */
function readHstsIncludeSubDomains(raw: string | undefined, problems: string[]): boolean {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  problems.push(`HSTS_INCLUDE_SUBDOMAINS must be true or false (got "${raw}")`);
  return false;
}

/** TRUST_PROXY, METRICS_TOKEN and HSTS_INCLUDE_SUBDOMAINS; problems are pushed for validateEnvironment to report together. */
export function readOpsEnvironment(read: (name: string) => string | undefined, problems: string[]): OpsConfig {
  const trustProxy = readTrustProxy(read('TRUST_PROXY'), problems);
  const metricsToken = read('METRICS_TOKEN');
  if (metricsToken !== undefined && !/^\S+$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must not contain spaces');
  } else if (metricsToken !== undefined && metricsToken.length < MIN_METRICS_TOKEN_LENGTH) {
    problems.push(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long (got ${metricsToken.length})`,
    );
  }
  return {
    trustProxy,
    metricsToken,
    hstsIncludeSubDomains: readHstsIncludeSubDomains(read('HSTS_INCLUDE_SUBDOMAINS'), problems),
  };
}
