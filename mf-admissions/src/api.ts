import type { ApiError } from '@icast/contracts';

/** The API answered with an error body ({statusCode, message}). */
export class ApiRequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The request never got an answer (offline, server down): the caller should keep the user's input and offer Retry. */
export class NetworkError extends Error {
  constructor() {
    super('We could not reach the school server. Check your connection and try again.');
    this.name = 'NetworkError';
  }
}

async function send(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch {
    throw new NetworkError();
  }
}

async function parse<Result>(response: Response): Promise<Result> {
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const message = (body as Partial<ApiError> | undefined)?.message ?? `Request failed (${response.status})`;
    throw new ApiRequestError(response.status, message);
  }
  return body as Result;
}

export async function getJson<Result>(path: string): Promise<Result> {
  return parse<Result>(await send(path, { headers: { Accept: 'application/json' } }));
}

export async function postJson<Result>(path: string, body: unknown): Promise<Result> {
  return parse<Result>(
    await send(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** Fetches a file; resolves to its bytes or rejects with ApiRequestError/NetworkError. */
export async function getFile(path: string): Promise<Blob> {
  const response = await send(path);
  if (!response.ok) await parse(response);
  return response.blob();
}
