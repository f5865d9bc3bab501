import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { mongo, type Connection } from 'mongoose';
import { isDatabaseUnreachable } from '../http/database-unreachable';
import { AppConfig } from '../config/app-config';
import { CONNECTION_OPTIONS } from './connection-options';

export const WATCHDOG_EVERY_MS = 2_000;
/** Checks in a row in which a new connection answered and ours did not, before ours is replaced (about 6 s). */
export const STUCK_AFTER_CHECKS = 3;

/**
 * Reconnects when the database answers a new connection but not the API's own. The driver's server monitor can hang
 * for good when the server closes the monitor's socket at the moment the monitor writes to it (seen here when
 * FerretDB restarts under load: one `serverHeartbeatStarted`, no result ever after); the pool then waits for a
 * monitor that never reports, and every request gets 503 after the database is back. A check costs nothing while
 * the database answers (one ping on the API's own connection every 2 s); only while the driver finds no server for
 * it is a short-lived connection tried beside it. Under load (a slow ping) it does nothing.
 */
@Injectable()
export class DatabaseWatchdog implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private timer: NodeJS.Timeout | undefined;
  private stuckChecks = 0;
  private checking = false;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.check(), WATCHDOG_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One check; returns whether it reconnected (tests call it directly instead of waiting). */
  async check(): Promise<boolean> {
    if (this.checking) return false;
    this.checking = true;
    try {
      if (await this.ownConnectionAnswers()) {
        this.stuckChecks = 0;
        return false;
      }
      this.stuckChecks = (await this.newConnectionAnswers()) ? this.stuckChecks + 1 : 0;
      if (this.stuckChecks < STUCK_AFTER_CHECKS) return false;
      await this.reconnect();
      this.stuckChecks = 0;
      return true;
    } finally {
      this.checking = false;
    }
  }

  /**
   * False only when the ping fails as an unreachable database does (no server to send to, a closed client): a slow
   * answer under load is not a stuck connection, and replacing the connection then would cut off every operation
   * in flight. So there is no time limit of our own here.
   */
  private async ownConnectionAnswers(): Promise<boolean> {
    const db = this.connection.db;
    if (!db) return false;
    try {
      await db.command({ ping: 1 });
      return true;
    } catch (error) {
      return !isDatabaseUnreachable(error);
    }
  }

  private async newConnectionAnswers(): Promise<boolean> {
    const probe = new mongo.MongoClient(this.config.mongodbUri, { serverSelectionTimeoutMS: 1_000 });
    try {
      await probe.connect();
      await probe.db().command({ ping: 1 });
      return true;
    } catch {
      return false;
    } finally {
      await probe.close().catch(() => undefined);
    }
  }

  private async reconnect(): Promise<void> {
    this.logger.warn('the database answers a new connection but not ours: replacing our connection');
    await this.connection.close().catch(() => undefined);
    await this.connection.openUri(this.config.mongodbUri, CONNECTION_OPTIONS);
    this.logger.log('reconnected with a new connection');
  }
}
