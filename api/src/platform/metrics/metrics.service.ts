import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DatabasePing } from '../database/database-ping';

/** A figure a feature reports, read when Prometheus scrapes (e.g. the outbox's messages waiting to be sent). */
export interface GaugeSource {
  /** Prometheus name: lower_snake_case, with the unit as a suffix where there is one. */
  name: string;
  help: string;
  /** Called on every scrape; a failure reports NaN (unknown) for that scrape instead of failing all of it. */
  read(): number | Promise<number>;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Requests no route matched (404s, bodies refused before routing): one label, not one per path a scanner tries. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The API's Prometheus figures, in a registry of its own (each app, and each test app, counts alone): requests by
 * route template and status, their latency, errors the API did not expect, the database's state, Node's own
 * process figures, and any gauge a feature registers.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the API to the last byte of the answer, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'api_errors_total',
    help: 'Errors answered with a 5xx, by cause: database_unavailable (503) or internal (a bug, 500)',
    labelNames: ['cause'] as const,
    registers: [this.registry],
  });

  constructor(database: DatabasePing) {
    collectDefaultMetrics({ register: this.registry });
    this.registerGauge({
      name: 'database_up',
      help: '1 when the database answered a ping within 1 s at this scrape, else 0',
      read: () =>
        database.ping(1000).then(
          () => 1,
          () => 0,
        ),
    });
  }

  /** A feature's own figure, e.g. `metrics.registerGauge({ name: 'outbox_backlog', help, read: () => count })`. */
  registerGauge(source: GaugeSource): void {
    new Gauge({
      name: source.name,
      help: source.help,
      registers: [this.registry],
      async collect() {
        try {
          this.set(await source.read());
        } catch {
          this.set(Number.NaN);
        }
      },
    });
  }

  /** Counts a 5xx answer by its cause (the exception filter calls this). */
  countError(statusCode: number): void {
    if (statusCode >= 500) this.errors.inc({ cause: statusCode === 503 ? 'database_unavailable' : 'internal' });
  }

  /** Express middleware: times every request and counts it under its route template when it finishes. */
  httpMiddleware() {
    return (request: Request, response: Response, next: NextFunction) => {
      const started = process.hrtime.bigint();
      response.once('finish', () => {
        const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
        const template = (request.route as { path?: unknown } | undefined)?.path;
        const route = typeof template === 'string' ? template : UNMATCHED_ROUTE;
        this.requests.inc({ method, route, status: String(response.statusCode) });
        this.latency.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
      });
      next();
    };
  }

  async render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
