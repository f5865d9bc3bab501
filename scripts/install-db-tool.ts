// `npm run db:tool`: builds the project-local FerretDB (tools/bin/ferretdb) used when no MongoDB is available.
import { ensureFerretDb, ferretDbBinaryPath, findRepoRoot } from '../libs/stack/src/database';
import { existsSync } from 'node:fs';

async function main(): Promise<void> {
  const repoRoot = findRepoRoot(__dirname);
  const binary = ferretDbBinaryPath(repoRoot);
  if (existsSync(binary)) {
    console.log(`FerretDB already built at ${binary}; nothing to do (delete it to rebuild).`);
    return;
  }
  await ensureFerretDb(repoRoot, (line) => console.log(line));
  console.log(`FerretDB ready at ${binary}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
