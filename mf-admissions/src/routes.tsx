import type { RouteObject } from 'react-router-dom';
import { AdmissionPage } from './pages/AdmissionPage';

/** Paths match `pathsOwnedBy('mf_admissions')` in @icast/contracts. */
export const routes: RouteObject[] = [{ path: '/admission', element: <AdmissionPage /> }];
