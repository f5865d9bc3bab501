export * from './database-backup';
