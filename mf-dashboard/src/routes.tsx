import type { RouteObject } from 'react-router-dom';
import { DashboardApp } from './DashboardApp';
import { LoginPage } from './identity/LoginPage';

/** Paths match `pathsOwnedBy('mf_dashboard')` in @icast/contracts. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/dashboard/*', element: <DashboardApp /> },
];
