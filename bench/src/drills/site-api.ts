import {
  apiUrl,
  type ApplicationStatusQuery,
  type BodyOf,
  type Endpoint,
  type InitializePaymentRequest,
  type PathParams,
  sampleApplication,
  validateApplicationStatusQuery,
  validatePayer,
} from '@icast/contracts';
import { requestFrom } from '@icast/stack';

/**
 * How the drills call the API: every path comes from the endpoint table and every JSON body has the type the table
 * gives that endpoint, so a route or body the API changed fails the bench typecheck; bodies the browser also checks
 * (the application, the payer, the status lookup) go through the same rules first, so a rule that changed stops the
 * drill at once with the rule's words instead of a run of 400s.
 */

export type AnyEndpoint = Endpoint<string, unknown, unknown>;

export interface Call<E extends AnyEndpoint> {
  params?: PathParams<E['path']>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: BodyOf<E>;
  /**
   * The client's own address (127.x.y.z), for requests through nginx, which overwrites X-Forwarded-For with what
   * it saw. Without it the request goes from 127.0.0.1 (to an API, which believes X-Forwarded-For from loopback).
   */
  from?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export interface Answer {
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  bytes: Buffer;
}

/** The URL of an endpoint on a site or an API, parameters filled. */
export function urlOf<E extends AnyEndpoint>(base: string, endpoint: E, call: Pick<Call<E>, 'params' | 'query'> = {}) {
  const url = apiUrl as (endpoint: AnyEndpoint, params?: object, query?: Call<E>['query']) => string;
  return `${base}${url(endpoint, call.params ?? {}, call.query)}`;
}

/** One call of the endpoint table; never throws (status 0 when nothing answered). */
export function callApi<E extends AnyEndpoint>(base: string, endpoint: E, call: Call<E> = {}): Promise<Answer> {
  return requestFrom(call.from ?? '127.0.0.1', urlOf(base, endpoint, call), {
    method: endpoint.method,
    body: call.body,
    headers: call.headers,
    timeoutMs: call.timeoutMs,
  });
}

/** The JSON of an answer, or undefined when it is not JSON. */
export function jsonOf<T>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

/** `name=value; ...` of the cookies an answer set, for the next request of the same client. */
export function cookiesOf(answer: Answer): string {
  return [answer.headers['set-cookie'] ?? []]
    .flat()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** A record a drill needs before it stages its fault: anything but the expected status stops it, saying why. */
export function expectAnswer(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) {
    const message = jsonOf<{ message?: unknown }>(answer)?.message ?? answer.body.slice(0, 200);
    throw new Error(`${what}: expected ${status}, got ${answer.status || 'no answer'} (${String(message)})`);
  }
  return answer;
}

/** An application as a parent sends it, checked by the form's rules (throws with the rule when one refuses it). */
export const applicationOf = (answers: Record<string, string>) => sampleApplication(answers);

/** Someone paying for the form, checked by the payment page's rules. */
export function payerOf(payer: InitializePaymentRequest): InitializePaymentRequest {
  const problems = Object.entries(validatePayer(payer));
  if (problems.length > 0) throw new Error(`payer: ${problems.map(([name, text]) => `${name}: ${text}`).join('; ')}`);
  return payer;
}

/** A status lookup as the status page sends it, checked by its rules. */
export function statusQueryOf(query: ApplicationStatusQuery): ApplicationStatusQuery {
  const problems = Object.entries(validateApplicationStatusQuery(query));
  if (problems.length > 0)
    throw new Error(`status lookup: ${problems.map(([name, text]) => `${name}: ${text}`).join('; ')}`);
  return query;
}
