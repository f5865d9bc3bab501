import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';

/** Round-trips a `ping` to the database, giving up after `timeoutMs` so callers (health) never hang. */
@Injectable()
export class DatabasePing {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Resolves with the latency in ms; rejects when the database does not answer in time. */
  async ping(timeoutMs = 1000): Promise<number> {
    const db = this.connection.db;
    if (!db) throw new Error('Database connection is not open');
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Database did not answer ping within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([db.command({ ping: 1 }), timeout]);
      return Math.round(performance.now() - started);
    } finally {
      clearTimeout(timer);
    }
  }
}
