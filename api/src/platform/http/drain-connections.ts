import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

/**
 * Lets a stopping API actually stop. Node's `server.close()` refuses new connections and closes idle ones, but a
 * client that keeps its keep-alive connection busy (a proxy, a rush of parents) is served on it for ever, until the
 * process is killed mid-request. Once the server has stopped listening, each response says `Connection: close`, and
 * each connection is closed as soon as it is idle, so requests under way finish and the process exits.
 */
export function drainConnectionsOnClose(app: NestExpressApplication): void {
  const server = app.getHttpServer();
  app.use((_request: Request, response: Response, next: NextFunction) => {
    if (!server.listening) response.setHeader('Connection', 'close');
    response.on('finish', () => {
      if (!server.listening) server.closeIdleConnections();
    });
    next();
  });
}
