/** Every API error body. */
export interface ApiError {
  statusCode: number;
  message: string;
}

export type DatabaseState = 'up' | 'down';

/** GET /api/health */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: { state: DatabaseState; latencyMs?: number };
  uptimeSeconds: number;
  version: string;
}
