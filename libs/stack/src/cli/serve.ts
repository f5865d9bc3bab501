#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteBaseUrlsFromEnv, remoteInternalUrlsFromEnv } from '@icast/contracts';
import { serveStatic } from '../serve/static-server';
import { describeRemotesConfig, writeRemotesJson } from '../serve/remotes-json';

const usage = `usage: icast-serve <dist-dir> --port <n> [--cors] [--api <url>] [--remotes-json <file>] [--remotes-json-from-env] [--hsts] [--documents] [--public-url <url>]`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      cors: { type: 'boolean', default: false },
      api: { type: 'string' },
      'remotes-json': { type: 'string' },
      'remotes-json-from-env': { type: 'boolean', default: false },
      // Production behind HTTPS only (see STRICT_TRANSPORT_SECURITY).
      hsts: { type: 'boolean', default: false },
      // The shell: its pages from the document server (needs --api). The public origin for canonical URLs comes
      // from --public-url or PUBLIC_SITE_URL, else from each request.
      documents: { type: 'boolean', default: false },
      'public-url': { type: 'string' },
    },
  });
  const dir = positionals[0];
  const port = Number(values.port);
  if (!dir || !Number.isInteger(port) || port < 1 || port > 65535) throw new Error(usage);
  if (values.documents && !values.api) throw new Error(`--documents reads the API: give --api <url>\n${usage}`);
  const distDir = path.resolve(dir);
  const remotesJsonFile = path.resolve(values['remotes-json'] ?? path.join(distDir, 'remotes.json'));
  if (values['remotes-json-from-env']) {
    console.log(describeRemotesConfig(writeRemotesJson(remotesJsonFile, remoteBaseUrlsFromEnv(process.env))));
  }
  const server = await serveStatic({
    dir: distDir,
    port,
    cors: values.cors,
    apiUrl: values.api,
    remotesJsonFile,
    strictTransportSecurity: values.hsts,
    ...(values.documents
      ? {
          documents: {
            publicUrl: values['public-url'] ?? (process.env.PUBLIC_SITE_URL || undefined),
            remoteInternalUrls: remoteInternalUrlsFromEnv(process.env),
          },
        }
      : {}),
  });
  console.log(`serving ${distDir} on ${server.url}${values.api ? ` (api -> ${values.api})` : ''}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`icast-serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
