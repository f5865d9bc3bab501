import { ADMISSIONS_ENDPOINTS } from './admissions/endpoints';
import { ASSISTANT_ENDPOINTS } from './assistant/endpoints';
import { CONTENT_ENDPOINTS } from './content/endpoints';
import { DASHBOARD_ENDPOINTS } from './dashboard/endpoints';
import type { Endpoint } from './endpoint';
import { IDENTITY_ENDPOINTS } from './identity/endpoints';
import { MESSAGING_ENDPOINTS } from './messaging/endpoints';
import { PAYMENTS_ENDPOINTS } from './payments/endpoints';
import { PLATFORM_ENDPOINTS } from './platform/endpoints';

/**
 * Every API route, once: each context writes its own part (`<context>/endpoints.ts`) and this composes them into the
 * one table the browser builds its URLs from and every API handler takes its method, path and access from.
 */
export const ENDPOINTS = {
  ...PLATFORM_ENDPOINTS,
  ...IDENTITY_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...PAYMENTS_ENDPOINTS,
  ...ADMISSIONS_ENDPOINTS,
  ...ASSISTANT_ENDPOINTS,
  ...MESSAGING_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
} as const;

/** Every endpoint of the table, flattened, e.g. for a test that compares it with the routes the API serves. */
export function allEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  return Object.entries(ENDPOINTS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      name: `${group}.${name}`,
      endpoint,
    })),
  );
}
