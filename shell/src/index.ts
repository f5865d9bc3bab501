// The shell's style sheets belong to the entry, so the built page links them in its head: a page that arrives as
// finished HTML is drawn with them from the first paint (as a bootstrap chunk's CSS they came only with the script).
import '@icast/ui/styles.css';
import './shell.css';
import { prefetchRemoteFor } from './federation/prefetch';

prefetchRemoteFor(window.location.pathname);
// The async boundary lets module federation agree on shared React before any of it runs.
void import('./bootstrap');
