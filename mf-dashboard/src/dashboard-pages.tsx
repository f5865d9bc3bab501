import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { ENDPOINTS, roleMayCall, type Endpoint, type StaffRole } from '@icast/contracts';
import { Alert } from '@icast/ui';
import { ROLE_NAMES } from './access';
import { useStaffUser } from './auth/AuthContext';
import { AlbumPage } from './content/AlbumPage';
import { ContentAuditPage } from './content/ContentAuditPage';
import { EventsPage } from './content/EventsPage';
import { FaqsPage } from './content/FaqsPage';
import { GalleryAlbumsPage } from './content/GalleryAlbumsPage';
import { HomePageContentPage } from './content/HomePageContentPage';
import { SiteSettingsPage } from './content/SiteSettingsPage';
import { TestimonialsPage } from './content/TestimonialsPage';
import { ApplicationDetailPage } from './pages/ApplicationDetailPage';
import { ApplicationsPage } from './pages/ApplicationsPage';
import { BlogManagementPage } from './pages/BlogManagementPage';
import { BookingsPage } from './pages/BookingsPage';
import { DuplicatesPage } from './pages/DuplicatesPage';
import { FormPurchasePage } from './pages/FormPurchasePage';
import { HomePage } from './pages/HomePage';
import { MessagingPage } from './pages/MessagingPage';
import { NewsletterPage } from './pages/NewsletterPage';
import { NotificationsPage } from './pages/NotificationsPage';
import { OutboxPage } from './pages/OutboxPage';
import { PipelinePage } from './pages/PipelinePage';
import { PostFormPage } from './pages/PostFormPage';
import { SearchPage, SEARCHED_LISTS } from './pages/SearchPage';
import { SettingsPage } from './pages/SettingsPage';
import { UnansweredPage } from './pages/UnansweredPage';
import { WaitingListPage } from './pages/WaitingListPage';
import { VisitorsPage } from './pages/VisitorsPage';

export interface DashboardPage {
  /** Under /dashboard/. */
  path: string;
  /** In the sidebar, for the roles that may open it. */
  label?: string;
  element: ReactElement;
  /** The calls the page is made of: a role that may make none of them is told so instead of a broken page. */
  uses: readonly Endpoint[];
}

export const DASHBOARD_PAGES: readonly DashboardPage[] = [
  { path: 'home', label: 'Dashboard', element: <HomePage />, uses: [ENDPOINTS.dashboard.summary] },
  {
    path: 'blog-management',
    label: 'Blog Management',
    element: <BlogManagementPage />,
    uses: [ENDPOINTS.blog.staffList],
  },
  { path: 'add-post', element: <PostFormPage />, uses: [ENDPOINTS.blog.create] },
  { path: 'edit-post/:id', element: <PostFormPage />, uses: [ENDPOINTS.blog.update] },
  { path: 'form-purchase', label: 'Form Purchase', element: <FormPurchasePage />, uses: [ENDPOINTS.payment.list] },
  { path: 'applications', label: 'Applications', element: <ApplicationsPage />, uses: [ENDPOINTS.applications.list] },
  { path: 'applications/:reference', element: <ApplicationDetailPage />, uses: [ENDPOINTS.applications.detail] },
  { path: 'pipeline', label: 'Pipeline', element: <PipelinePage />, uses: [ENDPOINTS.pipeline.view] },
  { path: 'waiting-list', label: 'Waiting list', element: <WaitingListPage />, uses: [ENDPOINTS.waitingList.list] },
  { path: 'duplicates', label: 'Duplicates', element: <DuplicatesPage />, uses: [ENDPOINTS.duplicates.list] },
  { path: 'bookings', label: 'Bookings', element: <BookingsPage />, uses: [ENDPOINTS.bookings.staffSlots] },
  { path: 'visitor', label: 'Visitors', element: <VisitorsPage />, uses: [ENDPOINTS.visitors.list] },
  {
    path: 'message',
    label: 'Messaging',
    element: <MessagingPage />,
    uses: [ENDPOINTS.contact.messages, ENDPOINTS.newsletter.subscribers],
  },
  { path: 'questions', label: 'Questions', element: <UnansweredPage />, uses: [ENDPOINTS.chatbot.unanswered] },
  {
    path: 'school-details',
    label: 'School Details',
    element: <SiteSettingsPage />,
    uses: [ENDPOINTS.siteContent.updateSettings],
  },
  {
    path: 'home-page',
    label: 'Home Page',
    element: <HomePageContentPage />,
    uses: [ENDPOINTS.heroSlides.add],
  },
  { path: 'faqs', label: 'FAQs', element: <FaqsPage />, uses: [ENDPOINTS.faqs.add] },
  { path: 'testimonials', label: 'Testimonials', element: <TestimonialsPage />, uses: [ENDPOINTS.testimonials.add] },
  { path: 'events', label: 'Events', element: <EventsPage />, uses: [ENDPOINTS.events.staffList] },
  { path: 'gallery', label: 'Gallery', element: <GalleryAlbumsPage />, uses: [ENDPOINTS.gallery.staffAlbums] },
  { path: 'gallery/:id', element: <AlbumPage />, uses: [ENDPOINTS.gallery.addPhoto] },
  {
    path: 'content-audit',
    label: 'Content Changes',
    element: <ContentAuditPage />,
    uses: [ENDPOINTS.contentAudit.list],
  },
  {
    path: 'newsletter',
    label: 'Newsletter',
    element: <NewsletterPage />,
    uses: [ENDPOINTS.newsletter.campaigns, ENDPOINTS.newsletter.send],
  },
  { path: 'outbox', label: 'Outbox', element: <OutboxPage />, uses: [ENDPOINTS.outbox.list] },
  { path: 'settings', label: 'Settings', element: <SettingsPage />, uses: [ENDPOINTS.auth.changePassword] },
  {
    path: 'notifications',
    label: 'Notifications',
    element: <NotificationsPage />,
    uses: [ENDPOINTS.notifications.settings],
  },
  { path: 'search', element: <SearchPage />, uses: SEARCHED_LISTS.map((list) => list.endpoint) },
];

export const pageAllowed = (role: StaffRole, page: DashboardPage) =>
  page.uses.some((endpoint) => roleMayCall(role, endpoint));

/** The page, or for a role that may not use it (a typed or old link) a clear refusal with the way home. */
export function RoleGate({ page }: { page: DashboardPage }) {
  const { role } = useStaffUser();
  if (pageAllowed(role, page)) return page.element;
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
