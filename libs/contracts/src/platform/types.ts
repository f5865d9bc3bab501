/** Every API error body. */
export interface ApiError {
  statusCode: number;
  message: string;
  /** 5xx only: the request's id (every answer has it in X-Request-Id); the message quotes its start, "(error 7f3a2c91)". */
  requestId?: string;
}

export type DatabaseState = 'up' | 'down';

/** GET /api/health */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: { state: DatabaseState; latencyMs?: number };
  uptimeSeconds: number;
  version: string;
}
