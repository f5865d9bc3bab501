export * from './static-server';
export * from './remotes-json';
export * from './security-headers';
