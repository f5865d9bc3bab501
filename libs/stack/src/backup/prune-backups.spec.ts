import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RETENTION_KINDS } from '@icast/contracts';
import { longestRetentionDays, pruneBackups } from './prune-backups';

describe('pruning old backups', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'icast-prune-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps backups as long as the longest retention period, the admin’s when set', () => {
    expect(longestRetentionDays(undefined)).toBe(RETENTION_KINDS.contactMessages.defaultDays);
    expect(longestRetentionDays({ visitors: 4000 })).toBe(4000);
    expect(longestRetentionDays({ contactMessages: 100 })).toBe(RETENTION_KINDS.closedApplications.defaultDays);
  });

  it("deletes only this database's archives taken before the period, by the time in their name", () => {
    const names = [
      'icast-20240101T010000Z.backup.gz', // over two years before
      'icast-20250227T235959Z.backup.gz', // one second more than 365 days
      'icast-20250301T000000Z.backup.gz', // exactly 365 days: kept
      'icast-20260101T010000Z.backup.gz',
      'other-20200101T010000Z.backup.gz', // another database's
      'icast-notes.txt',
    ];
    for (const name of names) writeFileSync(path.join(folder, name), 'x');
    const pruned = pruneBackups(folder, 'icast', 365, new Date('2026-03-01T00:00:00Z'));
    expect(pruned).toEqual(['icast-20240101T010000Z.backup.gz', 'icast-20250227T235959Z.backup.gz']);
    expect(readdirSync(folder).sort()).toEqual([
      'icast-20250301T000000Z.backup.gz',
      'icast-20260101T010000Z.backup.gz',
      'icast-notes.txt',
      'other-20200101T010000Z.backup.gz',
    ]);
  });
});
