import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remotesConfigFromBaseUrls, type RemoteName, type RemotesConfig } from '@icast/contracts';

export function writeRemotesJson(file: string, baseUrls: Record<RemoteName, string>): RemotesConfig {
  const config = remotesConfigFromBaseUrls(baseUrls);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return config;
}

/** One line for the start-up log: which address the shell will load each remote from. */
export function describeRemotesConfig(config: RemotesConfig): string {
  return `remotes.json: ${config.remotes.map((remote) => `${remote.name}=${remote.entry}`).join(' ')}`;
}
