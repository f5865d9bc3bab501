/** Every dashboard call goes through here: cookie credentials, JSON errors as ApiError, 401 ends the session. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';

let onSessionEnded: (() => void) | undefined;

/** The auth provider registers how to react when the server says the session is gone (another tab signed out). */
export function setSessionEndedHandler(handler: (() => void) | undefined): void {
  onSessionEnded = handler;
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
    if (Array.isArray(body.message)) return body.message.join(', ');
  } catch {
    // Not JSON: fall back to the status below.
  }
  return `Request failed (${response.status})`;
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'include' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) {
    const error = new ApiError(response.status, await messageOf(response));
    if (response.status === 401) onSessionEnded?.();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const sendJson = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
