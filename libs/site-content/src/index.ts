export * from './site-content-store';
export * from './useSiteContent';
export * from './facts';
export * from './hero-preload';
export * from './PhoneLinks';
