import { Controller, Header, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ENDPOINTS } from '@icast/contracts';
import type { Response } from 'express';
import { Endpoint } from '../http/endpoint.decorator';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsService } from './metrics.service';

/** Scraped by Prometheus every few seconds: never throttled, never in Swagger, closed to the public. */
@SkipThrottle()
@ApiExcludeController()
@Controller()
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Endpoint(ENDPOINTS.metrics.scrape)
  @UseGuards(MetricsAccessGuard)
  @Header('Cache-Control', 'no-store')
  async scrape(@Res({ passthrough: true }) response: Response): Promise<string> {
    response.type(this.metrics.contentType);
    return this.metrics.render();
  }
}
