export * from './nginx-site';
export * from './start-nginx';
export * from './request-from';
