import { STAFF_ROLES, type StaffRole } from './identity/types';

/**
 * Every API route, once: the browser client builds its URLs from this table and each API handler takes its
 * method and path from it (the API's `@Endpoint()` decorator), so the two cannot drift apart.
 */

export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `public`: anyone, no cookie needed. `session`: anyone, but the staff cookie is read or
 * set when present (sign-in, the blog lists that show drafts to staff). `staff`: signed-in staff only.
 */
export type EndpointAccess = 'public' | 'session' | 'staff';

/** What a staff route allows: the roles that may call it (`admin` always among them). */
export interface StaffGrant {
  readonly access: 'staff';
  readonly roles: readonly StaffRole[];
}

/**
 * A staff route for `admin` and the roles named (admin has everything): `staff('admissions')`. `staff()` alone is
 * admins only; `staff(...STAFF_ROLES)` is any signed-in member.
 */
export const staff = (...roles: StaffRole[]): StaffGrant => ({
  access: 'staff',
  roles: [...new Set<StaffRole>(['admin', ...roles])],
});

/** `:name` segments of a path pattern, as an object type: 'a/:id/b/:ref' -> { id: string; ref: string }. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name | keyof PathParams<Rest>]: string }
  : Path extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Record<never, never>;

export interface Endpoint<Path extends string = string, Body = unknown, Result = unknown> {
  readonly method: HttpMethod;
  /** Under API_PREFIX, without a leading slash; `:name` marks a parameter. */
  readonly path: Path;
  readonly access: EndpointAccess;
  /** Staff routes only: who may call it. */
  readonly roles?: readonly StaffRole[];
  /** Type-only: what the body and the answer look like. Never set at run time. */
  readonly types?: { body: Body; result: Result };
}

export type BodyOf<E> = E extends Endpoint<string, infer Body, unknown> ? Body : never;
export type ResultOf<E> = E extends Endpoint<string, unknown, infer Result> ? Result : never;

/** No body (GET, DELETE, and POSTs that only act). */
export type None = undefined;
/** An answer that is a file (PDF, CSV), not JSON. */
export type FileResult = Blob;

/** One entry of the table: `route<Body, Result>()(method, path, access)`. */
export const route =
  <Body = None, Result = unknown>() =>
  <Path extends string>(
    method: HttpMethod,
    path: Path,
    access: 'public' | 'session' | StaffGrant,
  ): Endpoint<Path, Body, Result> =>
    typeof access === 'string'
      ? { method, path, access }
      : { method, path, access: access.access, roles: access.roles };

/** Any signed-in member. */
export const ANY_STAFF = staff(...STAFF_ROLES);

/**
 * Whether a member of this role may call the endpoint: the API's guard enforces exactly this, and the dashboard
 * uses it to show each member only the pages and actions their role can use. Non-staff routes are open to all.
 */
export function roleMayCall(role: StaffRole, endpoint: Pick<Endpoint, 'access' | 'roles'>): boolean {
  return endpoint.access !== 'staff' || (endpoint.roles ?? []).includes(role);
}

type Query = Record<string, string | number | boolean | undefined>;

/**
 * The URL of an endpoint: parameters filled (percent-encoded) and an optional query string, where `undefined`
 * and empty values are left out. `apiUrl(ENDPOINTS.applications.detail, { reference })`.
 */
export function apiUrl<Path extends string>(
  endpoint: Endpoint<Path, unknown, unknown>,
  ...[params, query]: keyof PathParams<Path> extends never
    ? [params?: PathParams<Path>, query?: Query]
    : [PathParams<Path>, Query?]
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiUrl(${endpoint.path}): no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${API_PREFIX}/${path}${queryString ? `?${queryString}` : ''}`;
}
