import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, useAuth } from './auth/AuthContext';
import { BrandedLoader } from './components/BrandedLoader';
import { DashboardLayout } from './layout/DashboardLayout';
import { ApplicationDetailPage } from './pages/ApplicationDetailPage';
import { ApplicationsPage } from './pages/ApplicationsPage';
import { BlogManagementPage } from './pages/BlogManagementPage';
import { FormPurchasePage } from './pages/FormPurchasePage';
import { HomePage } from './pages/HomePage';
import { MessagingPage } from './pages/MessagingPage';
import { NewsletterPage } from './pages/NewsletterPage';
import { NotificationsPage } from './pages/NotificationsPage';
import { OutboxPage } from './pages/OutboxPage';
import { PostFormPage } from './pages/PostFormPage';
import { SearchPage } from './pages/SearchPage';
import { SettingsPage } from './pages/SettingsPage';
import { UnansweredPage } from './pages/UnansweredPage';
import { VisitorsPage } from './pages/VisitorsPage';
import './dashboard.css';

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
  return (
    <DashboardLayout>
      <Routes>
        <Route index element={<Navigate to="home" replace />} />
        <Route path="home" element={<HomePage />} />
        <Route path="blog-management" element={<BlogManagementPage />} />
        <Route path="add-post" element={<PostFormPage />} />
        <Route path="edit-post/:id" element={<PostFormPage />} />
        <Route path="form-purchase" element={<FormPurchasePage />} />
        <Route path="applications" element={<ApplicationsPage />} />
        <Route path="applications/:reference" element={<ApplicationDetailPage />} />
        <Route path="visitor" element={<VisitorsPage />} />
        <Route path="message" element={<MessagingPage />} />
        <Route path="questions" element={<UnansweredPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="newsletter" element={<NewsletterPage />} />
        <Route path="outbox" element={<OutboxPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="*" element={<Navigate to="home" replace />} />
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
