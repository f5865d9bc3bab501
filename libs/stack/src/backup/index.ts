export * from './database-backup';
export * from './prune-backups';
