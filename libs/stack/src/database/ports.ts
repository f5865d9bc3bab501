import net from 'node:net';
import { DEFAULT_PORTS, portEnvName, portFromEnv } from '@icast/contracts';

export const DEFAULT_DATABASE_PORT = DEFAULT_PORTS.mongodb;
export const DATABASE_PORT_ENV = portEnvName('mongodb');

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(
      `Port ${port} is already in use on 127.0.0.1, so the database cannot start there. ` +
        `Stop whatever is listening on it, or set ${DATABASE_PORT_ENV} to a free port ` +
        `(or MONGODB_URI to use an existing MongoDB server).`,
    );
    this.name = 'PortInUseError';
  }
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function assertPortFree(port: number): Promise<void> {
  if (!(await isPortFree(port))) throw new PortInUseError(port);
}

/** First free port in [from, to], starting at a random offset so parallel runs rarely pick the same one. */
export async function findFreePort(from = 27100, to = 27199): Promise<number> {
  const size = to - from + 1;
  const start = Math.floor(Math.random() * size);
  for (let step = 0; step < size; step++) {
    const port = from + ((start + step) % size);
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port between ${from} and ${to}`);
}

/** Port from the option, else MONGODB_PORT, else 27017; a malformed MONGODB_PORT is an error, not a silent default. */
export function resolveDatabasePort(port: number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  return port ?? portFromEnv('mongodb', env);
}
