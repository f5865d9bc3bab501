import { rmSync } from 'node:fs';
import path from 'node:path';
import { startSite } from '@icast/stack';
import { artifactPath, e2ePorts, writeState } from './state';

/** Starts the composed production build (it must already be built) on the e2e ports. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  const ports = e2ePorts();
  const dataDir = path.join(root, '.data', `e2e-${ports.shell}`);
  rmSync(dataDir, { recursive: true, force: true });
  // The first admin the API creates on its empty database; tests sign in with it.
  const admin = { email: 'head@icast.test', password: 'e2e-admin-password' };
  const remotesJsonFile = artifactPath(`remotes-${ports.shell}.json`);

  const site = await startSite({
    root,
    ports,
    dataDir,
    dbName: 'icast_e2e',
    remotesJsonFile,
    // Payment callbacks and the test-mode checkout are addressed through the site the browser uses (the default).
    apiEnv: { NODE_ENV: 'test', LOG_LEVEL: 'warn', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    log: console.log,
  });
  Object.assign(globalThis, { __icastE2ESite: site });

  if (!site.mail.inboxUrl) throw new Error('the browser suite reads its mail from the local catcher: unset SMTP_URL');
  writeState({
    ports,
    baseUrl: site.baseUrl,
    apiUrl: site.apiUrl,
    databaseUri: site.database.uri,
    root,
    pids: site.pids,
    remotesJsonFile,
    admin,
    mailInboxUrl: site.mail.inboxUrl,
  });
}
