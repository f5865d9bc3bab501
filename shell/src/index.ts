import { prefetchRemoteFor } from './federation/prefetch';

prefetchRemoteFor(window.location.pathname);
// The async boundary lets module federation agree on shared React before any of it runs.
void import('./bootstrap');
