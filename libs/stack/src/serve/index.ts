export * from './static-server';
export * from './remotes-json';
