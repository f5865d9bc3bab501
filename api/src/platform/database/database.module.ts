import { AsyncResource } from 'node:async_hooks';
import { Global, Logger, Module, type OnModuleDestroy } from '@nestjs/common';
import { InjectConnection, MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { AppConfig } from '../config/app-config';
import { CONNECTION_OPTIONS } from './connection-options';
import { DatabasePing } from './database-ping';
import { DatabaseWatchdog } from './database-watchdog';

const logger = new Logger('Database');
/** Connections the app is closing on purpose: their 'disconnected' event is not news. */
const closingConnections = new WeakSet<Connection>();

function describeTarget(uri: string): string {
  return uri.replace(/\/\/([^:/@]+):([^@/]+)@/, '//$1:***@');
}

/** Logs connection changes so "the API is up but the database is not" is visible in the output. */
function watchConnection(connection: Connection, target: string): Connection {
  // @nestjs/mongoose hands us the connection once it is open, so 'connected' has already fired.
  logger.log(`connected to ${target}`);
  // Bound to the start-up context: the driver fires these while some request runs, but they are not about it, so
  // their log lines must not carry that request's id.
  connection.on(
    'disconnected',
    AsyncResource.bind(() => {
      if (!closingConnections.has(connection))
        logger.warn(`lost connection to ${target}; requests that need it get 503`);
    }),
  );
  connection.on(
    'reconnected',
    AsyncResource.bind(() => logger.log(`reconnected to ${target}`)),
  );
  return connection;
}

@Global()
@Module({
  imports: [
    MongooseModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const target = describeTarget(config.mongodbUri);
        logger.log(`connecting to ${target}`);
        return {
          uri: config.mongodbUri,
          ...CONNECTION_OPTIONS,
          // At start, keep trying for about a minute (each attempt logs) before giving up.
          retryAttempts: 10,
          retryDelay: 3000,
          connectionFactory: (connection: Connection) => watchConnection(connection, target),
        };
      },
    }),
  ],
  providers: [DatabasePing, DatabaseWatchdog],
  exports: [DatabasePing],
})
export class DatabaseModule implements OnModuleDestroy {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  // Runs before @nestjs/mongoose closes the connection at shutdown.
  onModuleDestroy(): void {
    closingConnections.add(this.connection);
  }
}
