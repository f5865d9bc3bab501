import type { RouteObject } from 'react-router-dom';
import { HomePage } from './pages/HomePage';

/** Paths match `pathsOwnedBy('mf_public')` in @icast/contracts; the shell mounts them under its router. */
export const routes: RouteObject[] = [{ path: '/', element: <HomePage /> }];
