export * from './nginx-site';
export * from './start-nginx';
