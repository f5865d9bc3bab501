import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, useAuth } from './identity/AuthContext';
import { BrandedLoader } from './components/BrandedLoader';
import { DASHBOARD_PAGES, RoleGate } from './dashboard-pages';
import { DashboardLayout } from './layout/DashboardLayout';
import { SecondFactorSetupPage } from './identity/SecondFactorSetupPage';
import './dashboard.css';

const DASHBOARD_HOME = '/dashboard/home';

/** Signed-out members go to /login, which brings them back here after signing in. */
function GuardedDashboard() {
  const { auth, recheck } = useAuth();
  const location = useLocation();
  // Each navigation asks the server again, so a sign-out in another tab ends this one on its next step.
  useEffect(() => {
    void recheck();
  }, [location.pathname, recheck]);

  if (auth.status === 'loading') return <BrandedLoader />;
  if (auth.status === 'signed-out') {
    if (auth.byUser) return <Navigate to="/login" replace />;
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  // Until the member's required second factor is set up, every dashboard address shows its enrolment (the API refuses
  // the rest); the address stays, so the page they were going to opens once they continue.
  if (auth.user.secondFactorSetupRequired) return <SecondFactorSetupPage />;
  return (
    <DashboardLayout>
      <Routes>
        {/* Absolute targets: a relative one under "*" would grow the unknown path instead (/x/home/home/...). */}
        <Route index element={<Navigate to={DASHBOARD_HOME} replace />} />
        {DASHBOARD_PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<RoleGate page={page} />} />
        ))}
        <Route path="*" element={<Navigate to={DASHBOARD_HOME} replace />} />
      </Routes>
    </DashboardLayout>
  );
}

export function DashboardApp() {
  return (
    <AuthProvider>
      <GuardedDashboard />
    </AuthProvider>
  );
}
