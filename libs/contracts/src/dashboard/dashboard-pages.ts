import { roleMayCall, type Endpoint } from '../endpoint';
import { ENDPOINTS } from '../endpoints';
import type { StaffRole } from '../identity/types';

/** The sidebar's sections, in order: each names what its pages are for. */
export const DASHBOARD_SECTIONS = ['Overview', 'Admissions', 'Messages', 'Website', 'Your account'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** The lists the header's search looks through, each for the roles that may read it. */
export const DASHBOARD_SEARCHED_LISTS = [
  { endpoint: ENDPOINTS.blog.staffList, name: 'posts' },
  { endpoint: ENDPOINTS.applications.list, name: 'applications' },
  { endpoint: ENDPOINTS.payment.list, name: 'payments' },
] as const;

export interface DashboardPageRoute {
  /** Under /dashboard/. */
  path: string;
  /** In the sidebar, in its section, for the roles that may open it; pages reached from another have none. */
  nav?: { label: string; section: DashboardSection };
  /** The calls the page is made of: a role that may make none of them is told so instead of a broken page. */
  uses: readonly Endpoint[];
}

/**
 * Every page of the staff dashboard (mf_dashboard renders each path with its element; the browser tests visit each).
 * Within a section the sidebar keeps this order.
 */
export const DASHBOARD_PAGE_ROUTES = [
  { path: 'home', nav: { label: 'Dashboard', section: 'Overview' }, uses: [ENDPOINTS.dashboard.summary] },
  { path: 'visitor', nav: { label: 'Visitors', section: 'Overview' }, uses: [ENDPOINTS.visitors.list] },
  { path: 'form-purchase', nav: { label: 'Form Purchase', section: 'Admissions' }, uses: [ENDPOINTS.payment.list] },
  {
    path: 'applications',
    nav: { label: 'Applications', section: 'Admissions' },
    uses: [ENDPOINTS.applications.list],
  },
  { path: 'applications/:reference', uses: [ENDPOINTS.applications.detail] },
  { path: 'pipeline', nav: { label: 'Pipeline', section: 'Admissions' }, uses: [ENDPOINTS.pipeline.view] },
  { path: 'places', nav: { label: 'Places', section: 'Admissions' }, uses: [ENDPOINTS.places.view] },
  {
    path: 'waiting-list',
    nav: { label: 'Waiting list', section: 'Admissions' },
    uses: [ENDPOINTS.waitingList.list],
  },
  {
    path: 'prepared-decisions',
    nav: { label: 'Prepared decisions', section: 'Admissions' },
    uses: [ENDPOINTS.preparedDecisions.list],
  },
  {
    path: 'assessment-rubrics',
    nav: { label: 'Assessment rubrics', section: 'Admissions' },
    uses: [ENDPOINTS.assessments.rubrics],
  },
  {
    path: 'document-checklist',
    nav: { label: 'Document checklist', section: 'Admissions' },
    uses: [ENDPOINTS.documents.setChecklist],
  },
  { path: 'duplicates', nav: { label: 'Duplicates', section: 'Admissions' }, uses: [ENDPOINTS.duplicates.list] },
  { path: 'bookings', nav: { label: 'Bookings', section: 'Admissions' }, uses: [ENDPOINTS.bookings.staffSlots] },
  { path: 'enquiries', nav: { label: 'Enquiries', section: 'Admissions' }, uses: [ENDPOINTS.enquiries.list] },
  { path: 'funnel', nav: { label: 'Funnel', section: 'Admissions' }, uses: [ENDPOINTS.enquiries.funnel] },
  { path: 'access-log', nav: { label: 'Who opened what', section: 'Admissions' }, uses: [ENDPOINTS.accessLog.list] },
  {
    path: 'data-requests',
    nav: { label: 'Data Requests', section: 'Admissions' },
    uses: [ENDPOINTS.familyData.staffList, ENDPOINTS.retention.settings],
  },
  {
    path: 'message',
    nav: { label: 'Messaging', section: 'Messages' },
    uses: [ENDPOINTS.contact.messages, ENDPOINTS.newsletter.subscribers],
  },
  { path: 'questions', nav: { label: 'Questions', section: 'Messages' }, uses: [ENDPOINTS.chatbot.unanswered] },
  {
    path: 'newsletter',
    nav: { label: 'Newsletter', section: 'Messages' },
    uses: [ENDPOINTS.newsletter.campaigns, ENDPOINTS.newsletter.send],
  },
  { path: 'outbox', nav: { label: 'Outbox', section: 'Messages' }, uses: [ENDPOINTS.outbox.list] },
  {
    path: 'blog-management',
    nav: { label: 'Blog Management', section: 'Website' },
    uses: [ENDPOINTS.blog.staffList],
  },
  { path: 'add-post', uses: [ENDPOINTS.blog.create] },
  { path: 'edit-post/:id', uses: [ENDPOINTS.blog.update] },
  /** The saved versions of a post, an event or a part of the site's content (a RevisionKind), with Restore. */
  { path: 'history/:kind/:itemId', uses: [ENDPOINTS.contentRevisions.list] },
  {
    path: 'school-details',
    nav: { label: 'School Details', section: 'Website' },
    uses: [ENDPOINTS.siteContent.updateSettings],
  },
  { path: 'home-page', nav: { label: 'Home Page', section: 'Website' }, uses: [ENDPOINTS.heroSlides.add] },
  { path: 'pages', nav: { label: 'Pages', section: 'Website' }, uses: [ENDPOINTS.sitePages.update] },
  { path: 'menus', nav: { label: 'Menu and Footer', section: 'Website' }, uses: [ENDPOINTS.siteContent.updateMenus] },
  { path: 'faqs', nav: { label: 'FAQs', section: 'Website' }, uses: [ENDPOINTS.faqs.add] },
  { path: 'testimonials', nav: { label: 'Testimonials', section: 'Website' }, uses: [ENDPOINTS.testimonials.add] },
  { path: 'events', nav: { label: 'Events', section: 'Website' }, uses: [ENDPOINTS.events.staffList] },
  { path: 'gallery', nav: { label: 'Gallery', section: 'Website' }, uses: [ENDPOINTS.gallery.staffAlbums] },
  { path: 'gallery/:id', uses: [ENDPOINTS.gallery.addPhoto] },
  { path: 'photos', nav: { label: 'Photos', section: 'Website' }, uses: [ENDPOINTS.photoLibrary.list] },
  { path: 'downloads', nav: { label: 'Downloads', section: 'Website' }, uses: [ENDPOINTS.downloads.staffList] },
  {
    path: 'privacy-notice',
    nav: { label: 'Privacy Notice', section: 'Website' },
    uses: [ENDPOINTS.privacyNotice.save],
  },
  {
    path: 'approvals',
    nav: { label: 'Waiting for approval', section: 'Website' },
    uses: [ENDPOINTS.contentApproval.list],
  },
  {
    path: 'content-audit',
    nav: { label: 'Content Changes', section: 'Website' },
    uses: [ENDPOINTS.contentAudit.list],
  },
  { path: 'settings', nav: { label: 'Settings', section: 'Your account' }, uses: [ENDPOINTS.auth.changePassword] },
  {
    path: 'notifications',
    nav: { label: 'Notifications', section: 'Your account' },
    uses: [ENDPOINTS.notifications.settings],
  },
  { path: 'search', uses: DASHBOARD_SEARCHED_LISTS.map((list) => list.endpoint) },
] as const satisfies readonly DashboardPageRoute[];

export type DashboardPagePath = (typeof DASHBOARD_PAGE_ROUTES)[number]['path'];

export const dashboardPageAllowed = (role: StaffRole, page: Pick<DashboardPageRoute, 'uses'>) =>
  page.uses.some((endpoint) => roleMayCall(role, endpoint));

/** The sidebar a role gets: each section with the pages of it the role may open, empty sections left out. */
export function dashboardNavigation(
  role: StaffRole,
): Array<{ section: DashboardSection; pages: Array<{ path: string; label: string }> }> {
  return DASHBOARD_SECTIONS.map((section) => ({
    section,
    pages: (DASHBOARD_PAGE_ROUTES as readonly DashboardPageRoute[]).flatMap((page) =>
      page.nav?.section === section && dashboardPageAllowed(role, page)
        ? [{ path: page.path, label: page.nav.label }]
        : [],
    ),
  })).filter((group) => group.pages.length > 0);
}
