import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import {
  DASHBOARD_PAGE_ROUTES,
  dashboardPageAllowed,
  type DashboardPagePath,
  type DashboardPageRoute,
} from '@icast/contracts';
import { Alert } from '@icast/ui';
import { ROLE_NAMES } from './access';
import { useStaffUser } from './identity/AuthContext';
import { AlbumPage } from './content/AlbumPage';
import { ApprovalsPage } from './content/ApprovalsPage';
import { ContentAuditPage } from './content/ContentAuditPage';
import { EventsPage } from './content/EventsPage';
import { FaqsPage } from './content/FaqsPage';
import { DownloadsPage } from './content/DownloadsPage';
import { PhotoLibraryPage } from './content/PhotoLibraryPage';
import { GalleryAlbumsPage } from './content/GalleryAlbumsPage';
import { HomePageContentPage } from './content/HomePageContentPage';
import { SitePagesPage } from './content/SitePagesPage';
import { MenusPage } from './content/MenusPage';
import { PrivacyNoticePage } from './content/PrivacyNoticePage';
import { RevisionHistoryPage } from './content/RevisionHistoryPage';
import { SiteSettingsPage } from './content/SiteSettingsPage';
import { TestimonialsPage } from './content/TestimonialsPage';
import { AccessLogPage } from './admissions/AccessLogPage';
import { ApplicationDetailPage } from './admissions/ApplicationDetailPage';
import { ApplicationsPage } from './admissions/ApplicationsPage';
import { AssessmentRubricsPage } from './admissions/AssessmentRubricsPage';
import { PreparedDecisionsPage } from './admissions/PreparedDecisionsPage';
import { BlogManagementPage } from './content/BlogManagementPage';
import { BookingsPage } from './admissions/BookingsPage';
import { DataRequestsPage } from './admissions/DataRequestsPage';
import { DuplicatesPage } from './admissions/DuplicatesPage';
import { EnquiriesPage } from './admissions/EnquiriesPage';
import { FunnelPage } from './admissions/FunnelPage';
import { DocumentChecklistPage } from './admissions/DocumentChecklistPage';
import { FormPurchasePage } from './payments/FormPurchasePage';
import { HomePage } from './home/HomePage';
import { MessagingPage } from './messaging/MessagingPage';
import { NewsletterPage } from './messaging/NewsletterPage';
import { NotificationsPage } from './messaging/NotificationsPage';
import { OutboxPage } from './messaging/OutboxPage';
import { PipelinePage } from './admissions/PipelinePage';
import { PlacesPage } from './admissions/PlacesPage';
import { PostFormPage } from './content/PostFormPage';
import { SearchPage } from './home/SearchPage';
import { SettingsPage } from './identity/SettingsPage';
import { UnansweredPage } from './assistant/UnansweredPage';
import { WaitingListPage } from './admissions/WaitingListPage';
import { VisitorsPage } from './assistant/VisitorsPage';

/** Each page's element, by its path in the route table (`DASHBOARD_PAGE_ROUTES` in contracts). */
const ELEMENTS: Record<DashboardPagePath, ReactElement> = {
  home: <HomePage />,
  visitor: <VisitorsPage />,
  'form-purchase': <FormPurchasePage />,
  applications: <ApplicationsPage />,
  'applications/:reference': <ApplicationDetailPage />,
  pipeline: <PipelinePage />,
  places: <PlacesPage />,
  'waiting-list': <WaitingListPage />,
  'prepared-decisions': <PreparedDecisionsPage />,
  'assessment-rubrics': <AssessmentRubricsPage />,
  duplicates: <DuplicatesPage />,
  bookings: <BookingsPage />,
  enquiries: <EnquiriesPage />,
  funnel: <FunnelPage />,
  'document-checklist': <DocumentChecklistPage />,
  'access-log': <AccessLogPage />,
  'data-requests': <DataRequestsPage />,
  message: <MessagingPage />,
  questions: <UnansweredPage />,
  newsletter: <NewsletterPage />,
  outbox: <OutboxPage />,
  'blog-management': <BlogManagementPage />,
  'add-post': <PostFormPage />,
  'edit-post/:id': <PostFormPage />,
  'history/:kind/:itemId': <RevisionHistoryPage />,
  'school-details': <SiteSettingsPage />,
  'home-page': <HomePageContentPage />,
  pages: <SitePagesPage />,
  menus: <MenusPage />,
  faqs: <FaqsPage />,
  testimonials: <TestimonialsPage />,
  events: <EventsPage />,
  gallery: <GalleryAlbumsPage />,
  'gallery/:id': <AlbumPage />,
  photos: <PhotoLibraryPage />,
  downloads: <DownloadsPage />,
  'privacy-notice': <PrivacyNoticePage />,
  approvals: <ApprovalsPage />,
  'content-audit': <ContentAuditPage />,
  settings: <SettingsPage />,
  notifications: <NotificationsPage />,
  search: <SearchPage />,
};

export interface DashboardPage extends DashboardPageRoute {
  element: ReactElement;
}

export const DASHBOARD_PAGES: readonly DashboardPage[] = DASHBOARD_PAGE_ROUTES.map((route) => ({
  ...route,
  element: ELEMENTS[route.path],
}));

/** The page, or for a role that may not use it (a typed or old link) a clear refusal with the way home. */
export function RoleGate({ page }: { page: DashboardPage }) {
  const { role } = useStaffUser();
  if (dashboardPageAllowed(role, page)) return page.element;
  return (
    <section aria-labelledby="not-allowed-heading">
      <h1 id="not-allowed-heading">Not available to your role</h1>
      <Alert tone="info">
        <p>
          Your role ({ROLE_NAMES[role].label}) doesn't allow this page. An admin can change your role in Settings if you
          need it.
        </p>
        <p>
          <Link to="/dashboard/home">Back to the dashboard</Link>
        </p>
      </Alert>
    </section>
  );
}
