#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteBaseUrlsFromEnv, remoteInternalUrlsFromEnv } from '@icast/contracts';
import { serveStatic } from '../serve/static-server';
import { describeRemotesConfig, writeRemotesJson } from '../serve/remotes-json';

const usage = `usage: icast-serve <dist-dir> --port <n> [--cors] [--api <url>] [--remotes-json <file>] [--remotes-json-from-env] [--hsts] [--documents] [--public-url <url>]`;

/** The API's default PUBLIC_SITE_URL, so pages and e-mailed links name the same address when neither is set. */
const DEFAULT_PUBLIC_SITE_URL = 'http://localhost:3000';

function documentsPublicUrl(flag: string | undefined): string {
  const configured = flag ?? (process.env.PUBLIC_SITE_URL || undefined);
  if (configured) return configured;
  console.warn(`icast-serve: no --public-url or PUBLIC_SITE_URL: canonical URLs name ${DEFAULT_PUBLIC_SITE_URL}`);
  return DEFAULT_PUBLIC_SITE_URL;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      cors: { type: 'boolean', default: false },
      api: { type: 'string' },
      'remotes-json': { type: 'string' },
      'remotes-json-from-env': { type: 'boolean', default: false },
      // Production behind HTTPS only, sent on HTTPS answers only; HSTS_INCLUDE_SUBDOMAINS=true adds the subdomains
      // (see strictTransportSecurity).
      hsts: { type: 'boolean', default: false },
      // The shell: its pages from the document server (needs --api). The public origin for canonical URLs comes
      // from --public-url or PUBLIC_SITE_URL, else the API's default (never from a request's Host).
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
    strictTransportSecurity: values.hsts && { includeSubDomains: process.env.HSTS_INCLUDE_SUBDOMAINS === 'true' },
    ...(values.documents
      ? {
          documents: {
            publicUrl: documentsPublicUrl(values['public-url']),
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
