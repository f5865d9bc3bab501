export * from './static-server';
export * from './remotes-json';
export * from './security-headers';
export * from './document-server';
export * from './document-pages';
export * from './document-html';
export * from './json-reader';
export * from './wake-on-demand';
