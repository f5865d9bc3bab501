import './public.css';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './components/lazyPage';
import { HomePage } from './pages/HomePage';

// The home page is where most visits start, so it stays in this chunk (no extra round trip before the first
// paint); every other page is its own chunk.
const about = () => import('./pages/AboutPage');
const facilities = () => import('./pages/FacilitiesPage');
const stage = () => import('./pages/StagePage');
const newsletterLink = () => import('./newsletter/NewsletterLinkPage');

/** Paths match `pathsOwnedBy('mf_public')` in @icast/contracts; the shell mounts them under its router. */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/about', element: lazyPage(about, 'AboutPage') },
  { path: '/classes', element: lazyPage(about, 'ClassesPage') },
  { path: '/kindagarten', element: lazyPage(() => import('./pages/KindergartenPage'), 'KindergartenPage') },
  { path: '/primary', element: lazyPage(stage, 'PrimaryPage') },
  { path: '/secondary', element: lazyPage(stage, 'SecondaryPage') },
  { path: '/activities', element: lazyPage(() => import('./pages/ActivitiesPage'), 'ActivitiesPage') },
  { path: '/facilities', element: lazyPage(facilities, 'FacilitiesPage') },
  { path: '/hostel', element: lazyPage(facilities, 'HostelPage') },
  { path: '/faq', element: lazyPage(() => import('./pages/FaqPage'), 'FaqPage') },
  { path: '/contacts', element: lazyPage(() => import('./pages/ContactsPage'), 'ContactsPage') },
  { path: '/gallery-page', element: lazyPage(() => import('./pages/GalleryPage'), 'GalleryPage') },
  { path: '/events', element: lazyPage(() => import('./pages/EventsPage'), 'EventsPage') },
  { path: '/events/:id', element: lazyPage(() => import('./events/EventPage'), 'EventPage') },
  { path: '/blog', element: lazyPage(() => import('./blog/BlogPage'), 'BlogPage') },
  { path: '/blog/:id', element: lazyPage(() => import('./blog/BlogPostPage'), 'BlogPostPage') },
  { path: '/news-detail/:id', element: lazyPage(() => import('./pages/NewsDetailPage'), 'NewsDetailPage') },
  { path: '/newsletter/confirm', element: lazyPage(newsletterLink, 'NewsletterConfirmPage') },
  { path: '/newsletter/unsubscribe', element: lazyPage(newsletterLink, 'NewsletterUnsubscribePage') },
];
