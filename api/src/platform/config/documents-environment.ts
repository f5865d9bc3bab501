import { createHash } from 'node:crypto';
import type { DocumentsKeyConfig, NodeEnv } from './app-config';

/** Key ids are stored with every file and shown in messages: short, plain and never a secret. */
const KEY_ID = /^[A-Za-z0-9_-]{1,40}$/;
const KEY_TEXT_MAX = 100;

/**
 * The fixed key of development and test databases when DOCUMENTS_KEY is unset. It is in git on purpose (every
 * developer's and every test's database opens with it) and therefore refused in production.
 */
export const DEVELOPMENT_DOCUMENTS_KEY_ID = 'development';
const DEVELOPMENT_DOCUMENTS_KEY = createHash('sha256')
  .update('ICAST development documents key, never production')
  .digest();

const HOW = 'DOCUMENTS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)';

function readKey(text: string, name: string, problems: string[]): Buffer | undefined {
  if (text.length > KEY_TEXT_MAX || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) {
    problems.push(`${name}: ${HOW}`);
    return undefined;
  }
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) {
    problems.push(`${name}: ${HOW} (got ${key.length} bytes)`);
    return undefined;
  }
  return key;
}

/**
 * DOCUMENTS_KEY and DOCUMENTS_KEY_ID encrypt every document from now on; DOCUMENTS_OLD_KEYS (`id:base64,...`) keep
 * the files of earlier keys readable until the rotation command has re-encrypted them.
 */
export function readDocumentsEnvironment(
  read: (name: string) => string | undefined,
  nodeEnv: NodeEnv | string,
  problems: string[],
): DocumentsKeyConfig {
  const keyText = read('DOCUMENTS_KEY');
  const keyId = read('DOCUMENTS_KEY_ID');
  const oldKeys = new Map<string, Buffer>();
  for (const entry of (read('DOCUMENTS_OLD_KEYS') ?? '').split(',').slice(0, 20)) {
    const item = entry.trim();
    if (!item) continue;
    const [id, text] = item.split(':', 2);
    if (!id || !KEY_ID.test(id) || !text) {
      problems.push('DOCUMENTS_OLD_KEYS must be a comma-separated list of keyId:base64key');
      continue;
    }
    const key = readKey(text, `DOCUMENTS_OLD_KEYS (${id})`, problems);
    if (key) oldKeys.set(id, key);
  }

  if (keyText === undefined) {
    if (nodeEnv === 'production') {
      problems.push(`DOCUMENTS_KEY and DOCUMENTS_KEY_ID are required in production: ${HOW}`);
    } else if (keyId !== undefined) {
      problems.push('DOCUMENTS_KEY_ID is set but DOCUMENTS_KEY is not');
    }
    return { keyId: DEVELOPMENT_DOCUMENTS_KEY_ID, key: DEVELOPMENT_DOCUMENTS_KEY, oldKeys, development: true };
  }
  const key = readKey(keyText, 'DOCUMENTS_KEY', problems);
  if (keyId === undefined || !KEY_ID.test(keyId)) {
    problems.push('DOCUMENTS_KEY_ID must name the key in 1-40 letters, digits, - or _ (e.g. 2026-11)');
  } else if (keyId === DEVELOPMENT_DOCUMENTS_KEY_ID && nodeEnv === 'production') {
    problems.push(`DOCUMENTS_KEY_ID "${DEVELOPMENT_DOCUMENTS_KEY_ID}" is the development key's: choose another`);
  } else if (oldKeys.has(keyId)) {
    problems.push(`DOCUMENTS_OLD_KEYS must not repeat the current DOCUMENTS_KEY_ID "${keyId}"`);
  }
  return { keyId: keyId ?? '', key: key ?? Buffer.alloc(32), oldKeys, development: false };
}
