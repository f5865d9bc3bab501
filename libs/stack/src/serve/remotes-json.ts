import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PORTS,
  REMOTE_NAMES,
  REMOTE_URL_ENV,
  remotesConfigFromBaseUrls,
  type RemoteName,
  type RemotesConfig,
} from '@icast/contracts';

/** Each remote's base URL from MF_*_URL, defaulting to localhost on its default port. */
export function remoteBaseUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<RemoteName, string> {
  const entries = REMOTE_NAMES.map((name) => [
    name,
    env[REMOTE_URL_ENV[name]] ?? `http://localhost:${DEFAULT_PORTS[name]}`,
  ]);
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}

export function writeRemotesJson(file: string, baseUrls: Record<RemoteName, string>): RemotesConfig {
  const config = remotesConfigFromBaseUrls(baseUrls);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return config;
}
