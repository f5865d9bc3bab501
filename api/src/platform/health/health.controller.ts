import { Controller, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ENDPOINTS, type HealthResponse } from '@icast/contracts';
import type { Response } from 'express';
import { Endpoint } from '../http/endpoint.decorator';
import { HealthService } from './health.service';

// Probed by load balancers, Docker and the start script: never throttled.
@SkipThrottle()
@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Endpoint(ENDPOINTS.health.check)
  @ApiOkResponse({ description: 'API and database are up' })
  @ApiServiceUnavailableResponse({ description: 'API is up but the database did not answer a ping within 1 s' })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const result = await this.health.check();
    response.status(result.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return result;
  }

  /**
   * Liveness: the process answers, whatever the database does. Orchestrators restart on this one, not on
   * `/health` (a database outage must not restart every API instance). Touches nothing, so the benchmark
   * also uses it as the framework's ceiling on this machine.
   */
  @Endpoint(ENDPOINTS.health.live)
  @ApiOkResponse({ description: 'The API process is running' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
