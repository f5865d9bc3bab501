import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '../database';
import { DOCKER_FOLDER } from '../nginx';

const script = path.join(findRepoRoot(__dirname), DOCKER_FOLDER, 'nightly-backup.sh');
const folders: string[] = [];
const folder = (name: string) => {
  const made = mkdtempSync(path.join(os.tmpdir(), `icast-${name}-`));
  folders.push(made);
  return made;
};
afterAll(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })));

const DAY_S = 86_400;
const run = (args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync('bash', [script, ...args], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
const inScript = (expression: string, env: NodeJS.ProcessEnv) =>
  execFileSync('bash', ['-c', `source "${script}" functions && ${expression}`], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  }).trim();

/** compose's nightly backup service, run here with a stand-in mongodump (the mongo:7 image has the real one). */
describe('nightly-backup.sh', () => {
  it('takes a backup: the archive mongodump wrote, its sha256 beside it, and deletes archives past the retention', () => {
    const backups = folder('backups');
    const bin = folder('bin');
    // Writes what it was asked to, where --archive says, as mongodump would.
    writeFileSync(
      path.join(bin, 'mongodump'),
      '#!/bin/sh\nfor a in "$@"; do case "$a" in --archive=*) echo "dump of $MONGODB_URI" > "${a#--archive=}";; esac; done\n',
    );
    chmodSync(path.join(bin, 'mongodump'), 0o755);
    const old = path.join(backups, 'icast-20240101T020000Z.archive.gz');
    const recent = path.join(backups, 'icast-20240110T020000Z.archive.gz');
    for (const [file, ageDays] of [
      [old, 14],
      [`${old}.sha256`, 14],
      [recent, 13],
    ] as const) {
      writeFileSync(file, 'x');
      const when = Date.now() / 1000 - ageDays * DAY_S - 60;
      utimesSync(file, when, when);
    }

    const result = run(['now'], {
      PATH: `${bin}:${process.env.PATH}`,
      BACKUP_DIR: backups,
      BACKUP_RETENTION_DAYS: '14',
      MONGODB_URI: 'mongodb://mongo-1:27017/icast?replicaSet=rs0',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const made = readdirSync(backups).filter(
      (name) => /^icast-\d{8}T\d{6}Z\.archive\.gz$/.test(name) && name !== path.basename(recent),
    );
    expect(made).toHaveLength(1);
    const archive = path.join(backups, made[0] ?? '');
    expect(readFileSync(archive, 'utf8')).toBe('dump of mongodb://mongo-1:27017/icast?replicaSet=rs0\n');
    expect(execFileSync('sha256sum', ['-c', `${made[0]}.sha256`], { cwd: backups, encoding: 'utf8' })).toContain(
      ': OK',
    );
    expect(existsSync(old)).toBe(false);
    expect(existsSync(`${old}.sha256`)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(result.stdout).toContain(`backup: deleted ${old}`);
  });

  it('keeps the old archives when the dump fails', () => {
    const backups = folder('backups');
    const bin = folder('bin');
    writeFileSync(path.join(bin, 'mongodump'), '#!/bin/sh\necho "could not connect" >&2\nexit 1\n');
    chmodSync(path.join(bin, 'mongodump'), 0o755);
    const old = path.join(backups, 'icast-20240101T020000Z.archive.gz');
    writeFileSync(old, 'x');
    utimesSync(old, 0, 0);
    const result = run(['now'], { PATH: `${bin}:${process.env.PATH}`, BACKUP_DIR: backups, MONGODB_URI: 'x' });
    expect(result.status).not.toBe(0);
    expect(existsSync(old)).toBe(true);
  });

  it('waits until the next BACKUP_HOUR in UTC, tomorrow once it has passed', () => {
    const hour = new Date().getUTCHours();
    const next = Number(inScript('seconds_until_next_run', { BACKUP_HOUR: String((hour + 1) % 24) }));
    expect(next).toBeGreaterThan(0);
    expect(next).toBeLessThanOrEqual(3_600);
    const passed = Number(inScript('seconds_until_next_run', { BACKUP_HOUR: String(hour) }));
    expect(passed).toBeGreaterThan(DAY_S - 3_600);
    expect(passed).toBeLessThanOrEqual(DAY_S);
  });

  it.each([
    [{ BACKUP_HOUR: '25' }, 'BACKUP_HOUR must be 0-23 (got "25")'],
    [{ BACKUP_RETENTION_DAYS: '0' }, 'BACKUP_RETENTION_DAYS must be a whole number of days, at least 1 (got "0")'],
  ])('refuses %j with one line', (env, message) => {
    const result = run(['every-night'], { BACKUP_DIR: folder('backups'), ...env });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(message);
  });
});
