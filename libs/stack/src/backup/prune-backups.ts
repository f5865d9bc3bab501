import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { RETENTION_KIND_KEYS, RETENTION_KINDS } from '@icast/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** `<database>-<YYYYMMDDTHHMMSSZ>.backup.gz`, as `npm run backup` names its archives. */
const ARCHIVE = /^(.+)-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.backup\.gz$/;

/**
 * The longest time any kind of personal data is kept (the admin's retention settings, else the defaults): a backup
 * older than that holds only data the site itself has already deleted, so it goes too.
 */
export function longestRetentionDays(saved: Partial<Record<string, number>> | undefined): number {
  return Math.max(...RETENTION_KIND_KEYS.map((kind) => saved?.[kind] ?? RETENTION_KINDS[kind].defaultDays));
}

/**
 * Deletes `database`'s archives in `folder` taken more than `days` before `now` (by the time in their name, which a
 * copy keeps, unlike the file's own time). Other files and other databases' archives are left alone. Answers the
 * names deleted.
 */
export function pruneBackups(folder: string, database: string, days: number, now: Date): string[] {
  const cutoff = now.getTime() - days * DAY_MS;
  const pruned: string[] = [];
  for (const name of readdirSync(folder)) {
    const match = ARCHIVE.exec(name);
    if (!match || match[1] !== database) continue;
    const [, , year, month, day, hour, minute, second] = match.map(Number);
    const takenAt = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
    if (takenAt < cutoff) {
      rmSync(path.join(folder, name));
      pruned.push(name);
    }
  }
  return pruned.sort();
}
