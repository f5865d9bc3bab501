import { execFile } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { access, chmod, cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export const FERRETDB_VERSION = 'v1.24.2';
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';

export function ferretDbBinaryPath(repoRoot: string): string {
  return path.join(repoRoot, 'tools', 'bin', process.platform === 'win32' ? 'ferretdb.exe' : 'ferretdb');
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function runGo(args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await execFileAsync('go', args, { cwd, env: process.env, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(
        'FerretDB is not built yet and Go is not installed. Install Go 1.22+ (https://go.dev/dl/), ' +
          'or set MONGODB_URI to an existing MongoDB server.',
      );
    }
    throw new Error(`go ${args.join(' ')} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** Module-cache files are read-only; the copy must be writable so we can add version.txt (and delete it later). */
async function makeWritable(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeWritable(full);
    else await chmod(full, ((await stat(full)).mode & 0o777) | 0o200);
  }
}

/**
 * `go install ...@v1.24.2` fails behind a proxy that refuses version lists, so we fetch the exact
 * module version, copy it, stamp the version FerretDB expects at build time, and build it ourselves.
 */
async function prepareSource(repoRoot: string, log: (line: string) => void): Promise<string> {
  const sourceDir = path.join(repoRoot, 'tools', 'ferretdb-src');
  const versionFile = path.join(sourceDir, 'build', 'version', 'version.txt');
  if (existsSync(versionFile)) return sourceDir;

  log(`ferretdb: downloading ${FERRETDB_MODULE}@${FERRETDB_VERSION} through the Go module proxy`);
  const download = JSON.parse(
    await runGo(['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], repoRoot),
  ) as {
    Dir?: string;
    Error?: string;
  };
  if (!download.Dir) throw new Error(`go mod download gave no source folder: ${download.Error ?? 'unknown error'}`);

  // Copy to a private folder first so two builds started at once never see a half-copied tree.
  const staging = `${sourceDir}.${process.pid}.tmp`;
  await rm(staging, { recursive: true, force: true });
  await cp(download.Dir, staging, { recursive: true });
  await makeWritable(staging);
  // Without this file the binary panics at start ("version.txt is empty").
  await writeFile(path.join(staging, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
  await rm(sourceDir, { recursive: true, force: true });
  await rename(staging, sourceDir);
  return sourceDir;
}

/** Returns the path of a runnable FerretDB binary under `<repo>/tools/bin`, building it on first use. */
export async function ensureFerretDb(repoRoot: string, log: (line: string) => void = () => undefined): Promise<string> {
  const binary = ferretDbBinaryPath(repoRoot);
  if (await isExecutable(binary)) return binary;

  const sourceDir = await prepareSource(repoRoot, log);
  await mkdir(path.dirname(binary), { recursive: true });
  log(`ferretdb: building ${FERRETDB_VERSION} into ${binary} (first time only, takes a minute or two)`);
  const started = Date.now();
  const output = `${binary}.${process.pid}.tmp`;
  await runGo(['build', '-trimpath', '-buildvcs=false', '-o', output, './cmd/ferretdb'], sourceDir);
  await rename(output, binary);
  log(`ferretdb: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return binary;
}
