import {
  apiUrl,
  fieldErrorsOf,
  SECOND_FACTOR_SETUP_REQUIRED,
  SERVER_RENDER_GLOBALS,
  type ApiError,
  type BodyOf,
  type Endpoint,
  type FileResult,
  type PathParams,
  type ResultOf,
} from '@icast/contracts';
import { ApiRequestError, NetworkError, TOO_MANY_REQUESTS_MESSAGE, unreadableAnswerMessage } from './errors';

type Query = Record<string, string | number | boolean | undefined>;

type ParamsOption<Path extends string> = keyof PathParams<Path> extends never
  ? { params?: undefined }
  : { params: PathParams<Path> };
type BodyOption<Body> = [Body] extends [undefined] ? { body?: undefined } : { body: Body };

/** What a call needs besides the endpoint: `params` when its path has `:names`, `body` when it takes one. */
export type RequestOptions<E extends Endpoint> = { query?: Query; signal?: AbortSignal } & ParamsOption<E['path']> &
  BodyOption<BodyOf<E>>;

/** The options argument, optional when nothing in it is required. */
export type RequestArguments<E extends Endpoint> =
  Record<never, never> extends RequestOptions<E> ? [options?: RequestOptions<E>] : [options: RequestOptions<E>];

/** File endpoints (PDF, CSV) are read with fetchApiFile; this keeps them out of the JSON calls. */
export type JsonEndpoint<E extends Endpoint> = E &
  (ResultOf<E> extends FileResult ? { readResultWith: 'fetchApiFile' } : unknown);

/**
 * While the shell's document server renders a page, the loaders' API calls go through it (installed on the global
 * under this key): it reaches the API at its own address, keeps answers until staff change content, and never lets
 * a page wait long for an API that is slow or down. In a browser there is none: calls go to the page's own /api.
 */
export const SERVER_API_FETCH = Symbol.for(SERVER_RENDER_GLOBALS.apiFetch);

type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

function apiFetch(): ApiFetch {
  return (globalThis as { [SERVER_API_FETCH]?: ApiFetch })[SERVER_API_FETCH] ?? fetch;
}

let onSessionEnded: (() => void) | undefined;
let onSecondFactorSetupRequired: (() => void) | undefined;

/** Called when a staff endpoint answers 401: the session ended (signed out in another tab, or expired). */
export function setSessionEndedHandler(handler: (() => void) | undefined): void {
  onSessionEnded = handler;
}

/**
 * Called when a staff endpoint answers 403 `second-factor-setup-required`: the member's role now needs two-factor
 * sign-in and they have not set it up (the dashboard shows the enrolment).
 */
export function setSecondFactorSetupHandler(handler: (() => void) | undefined): void {
  onSecondFactorSetupRequired = handler;
}

/** What a failed staff call tells the dashboard about the session itself, beyond the refusal. */
function noticeSession(endpoint: Endpoint, error: ApiRequestError): void {
  if (endpoint.access !== 'staff') return;
  if (error.statusCode === 401) onSessionEnded?.();
  if (error.statusCode === 403 && error.code === SECOND_FACTOR_SETUP_REQUIRED) onSecondFactorSetupRequired?.();
}

/**
 * The one reading of the API's error body `{message, errors?, code?, details?}` for every call, fetch or upload: a
 * readable stand-in when the answer is not that (a proxy's HTML page, an empty body).
 */
function requestErrorOf(status: number, body: unknown): ApiRequestError {
  const answer = (body !== null && typeof body === 'object' ? body : {}) as Partial<ApiError>;
  const message = typeof answer.message === 'string' ? answer.message.trim() : '';
  if (!message) {
    return new ApiRequestError(status, status === 429 ? TOO_MANY_REQUESTS_MESSAGE : unreadableAnswerMessage(status));
  }
  const code = typeof answer.code === 'string' ? answer.code : undefined;
  const details =
    code && answer.details && typeof answer.details === 'object' && !Array.isArray(answer.details)
      ? answer.details
      : undefined;
  return new ApiRequestError(status, message, fieldErrorsOf(answer.errors) ?? [], code, details);
}

async function errorOf(response: Response): Promise<ApiRequestError> {
  return requestErrorOf(response.status, await response.json().catch(() => undefined));
}

async function send<E extends Endpoint>(endpoint: E, options: RequestOptions<E> | undefined): Promise<Response> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
  };
  const init: RequestInit = { method: endpoint.method, signal };
  // The staff cookie goes only where the endpoint reads it.
  if (endpoint.access !== 'public') init.credentials = 'include';
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  let response: Response;
  try {
    response = await apiFetch()(apiUrl(endpoint as Endpoint, params, query), init);
  } catch (error) {
    // An abort is the caller's own doing, not a failure to show.
    if (signal?.aborted) throw error;
    throw new NetworkError();
  }
  if (!response.ok) {
    const error = await errorOf(response);
    noticeSession(endpoint, error);
    throw error;
  }
  return response;
}

async function readJson<Result>(response: Response, signal: AbortSignal | undefined): Promise<Result> {
  if (response.status === 204) return undefined as Result;
  try {
    return (await response.json()) as Result;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(response.status, unreadableAnswerMessage(response.status));
  }
}

/** Calls a JSON endpoint and resolves to its result; rejects with ApiRequestError (NetworkError without answer). */
export async function fetchApi<E extends Endpoint>(
  endpoint: JsonEndpoint<E>,
  ...[options]: RequestArguments<E>
): Promise<ResultOf<E>> {
  return readJson(await send(endpoint, options), options?.signal);
}

/** As fetchApi, with the response headers (the blog list's totals travel in headers). */
export async function fetchApiWithHeaders<E extends Endpoint>(
  endpoint: JsonEndpoint<E>,
  ...[options]: RequestArguments<E>
): Promise<{ result: ResultOf<E>; headers: Headers }> {
  const response = await send(endpoint, options);
  return { result: await readJson<ResultOf<E>>(response, options?.signal), headers: response.headers };
}

/** Downloads a file endpoint (a PDF, a CSV) as a Blob; failures as fetchApi. */
export async function fetchApiFile<E extends Endpoint<string, unknown, FileResult>>(
  endpoint: E,
  ...[options]: RequestArguments<E>
): Promise<Blob> {
  return (await send(endpoint, options)).blob();
}

/** How much of a request's body has gone: bytes sent of the total. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/** What an upload needs besides the endpoint: its form, and who hears how much of it has gone. */
export type UploadOptions<E extends Endpoint> = { query?: Query; signal?: AbortSignal } & ParamsOption<E['path']> & {
    body: FormData;
    onProgress?: (progress: UploadProgress) => void;
  };

function readableError(status: number, text: string): ApiRequestError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML page): requestErrorOf gives the readable stand-in.
  }
  return requestErrorOf(status, body);
}

/**
 * Sends a multipart form (a post with its photo) and reports how much of it has gone, which fetch cannot: what the
 * editor watches while a phone photo uploads. Resolves and rejects as fetchApi does (ApiRequestError, NetworkError
 * when no answer came, the abort itself when `signal` aborted).
 */
export function uploadApi<E extends Endpoint>(
  endpoint: JsonEndpoint<E>,
  options: UploadOptions<E>,
): Promise<ResultOf<E>> {
  const { params, query, body, signal, onProgress } = options as UploadOptions<E> & { params?: Record<string, string> };
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, apiUrl(endpoint as Endpoint, params, query));
    request.withCredentials = endpoint.access !== 'public';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ sent: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      const { status, responseText } = request;
      if (status < 200 || status >= 300) {
        const error = readableError(status, responseText);
        noticeSession(endpoint as Endpoint, error);
        reject(error);
        return;
      }
      try {
        resolve((status === 204 ? undefined : JSON.parse(responseText)) as ResultOf<E>);
      } catch {
        reject(new ApiRequestError(status, unreadableAnswerMessage(status)));
      }
    });
    request.addEventListener('error', () => reject(new NetworkError()));
    request.addEventListener('abort', () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
