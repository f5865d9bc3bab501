import type { RouteObject } from 'react-router-dom';
import { LoginPage } from './pages/LoginPage';

/** Paths match `pathsOwnedBy('mf_dashboard')` in @icast/contracts. */
export const routes: RouteObject[] = [{ path: '/login', element: <LoginPage /> }];
