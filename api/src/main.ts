import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { InvalidEnvironmentError } from './platform/config/environment';
import { DocumentKeysRefused } from './admissions';

async function main(): Promise<void> {
  const { app, config } = await createApp();
  await app.listen(config.port);
  // Behind a proxy (the shell's server, nginx) idle upstream sockets must outlive the proxy's own, or a request
  // sent on a socket we are closing fails with ECONNRESET and the visitor sees a 502. Node's default is 5 s.
  const server = app.getHttpServer();
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  new Logger('Bootstrap').log(`API listening on port ${config.port}: /api/health, docs at /api/docs`);
}

main().catch((error: unknown) => {
  // One readable line for configuration mistakes; the full error for anything unexpected.
  if (error instanceof InvalidEnvironmentError || error instanceof DocumentKeysRefused) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `API failed to start: port ${process.env.API_PORT ?? 4000} is already in use (set API_PORT to another port)`,
    );
  } else console.error('API failed to start:', error);
  process.exit(1);
});
