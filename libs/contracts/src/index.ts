export * from './remotes';
export * from './routes';
export * from './api';
export * from './domain';
export * from './public-site';
export * from './admissions';
export * from './endpoints';
export * from './people';
