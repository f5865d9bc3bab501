import { Injectable } from '@nestjs/common';
import type { HealthResponse } from '@icast/contracts';
import { APP_VERSION } from '../http/app-version';
import { DatabasePing } from '../database/database-ping';

@Injectable()
export class HealthService {
  constructor(private readonly database: DatabasePing) {}

  async check(): Promise<HealthResponse> {
    const common = { uptimeSeconds: Math.floor(process.uptime()), version: APP_VERSION };
    try {
      const latencyMs = await this.database.ping(1000);
      return { status: 'ok', database: { state: 'up', latencyMs }, ...common };
    } catch {
      return { status: 'degraded', database: { state: 'down' }, ...common };
    }
  }
}
