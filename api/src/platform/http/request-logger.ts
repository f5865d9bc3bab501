import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { currentRequestId } from './request-id';

/**
 * Nest's console logger with the id of the request being handled on every line written while it runs: a field
 * `requestId` in production's JSON lines, `[request <id>]` after the context in the readable ones.
 */
export class RequestAwareLogger extends ConsoleLogger {
  protected override getJsonLogObject(
    message: unknown,
    options: { context: string; logLevel: LogLevel; writeStreamType?: 'stdout' | 'stderr'; errorStack?: unknown },
  ) {
    const line = super.getJsonLogObject(message, options);
    const requestId = currentRequestId();
    return requestId ? Object.assign(line, { requestId }) : line;
  }

  protected override formatContext(context: string): string {
    const requestId = currentRequestId();
    return `${super.formatContext(context)}${requestId ? `[request ${requestId}] ` : ''}`;
  }
}
