import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The API package's version: api/package.json is three folders up from both src/platform/http and dist/platform/http. */
function readVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
      version?: string;
    };
    return manifest.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export const APP_VERSION = readVersion();
