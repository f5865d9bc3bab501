export * from './database';
export * from './serve';
export * from './processes';
export * from './starter';
export * from './nginx';
export * from './backup';
