import './public.css';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './components/lazyPage';
import { HomePage } from './pages/HomePage';

/**
 * Paths match `pathsOwnedBy('mf_public')` in @icast/contracts; the shell mounts them under its router. The home page
 * is where most visits start, so it stays in this chunk (no extra round trip before the first paint); every other
 * page is its own chunk, named after its route (`pageChunkName`) so the document server hints it with the chain.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  {
    path: '/about',
    element: lazyPage(() => import(/* webpackChunkName: "page-about" */ './pages/AboutPage'), 'AboutPage'),
  },
  {
    path: '/classes',
    element: lazyPage(() => import(/* webpackChunkName: "page-classes" */ './pages/AboutPage'), 'ClassesPage'),
  },
  {
    path: '/kindagarten',
    element: lazyPage(
      () => import(/* webpackChunkName: "page-kindagarten" */ './pages/KindergartenPage'),
      'KindergartenPage',
    ),
  },
  {
    path: '/primary',
    element: lazyPage(() => import(/* webpackChunkName: "page-primary" */ './pages/StagePage'), 'PrimaryPage'),
  },
  {
    path: '/secondary',
    element: lazyPage(() => import(/* webpackChunkName: "page-secondary" */ './pages/StagePage'), 'SecondaryPage'),
  },
  {
    path: '/activities',
    element: lazyPage(
      () => import(/* webpackChunkName: "page-activities" */ './pages/ActivitiesPage'),
      'ActivitiesPage',
    ),
  },
  {
    path: '/facilities',
    element: lazyPage(
      () => import(/* webpackChunkName: "page-facilities" */ './pages/FacilitiesPage'),
      'FacilitiesPage',
    ),
  },
  {
    path: '/hostel',
    element: lazyPage(() => import(/* webpackChunkName: "page-hostel" */ './pages/FacilitiesPage'), 'HostelPage'),
  },
  { path: '/faq', element: lazyPage(() => import(/* webpackChunkName: "page-faq" */ './pages/FaqPage'), 'FaqPage') },
  {
    path: '/contacts',
    element: lazyPage(() => import(/* webpackChunkName: "page-contacts" */ './pages/ContactsPage'), 'ContactsPage'),
  },
  {
    path: '/gallery-page',
    element: lazyPage(() => import(/* webpackChunkName: "page-gallery-page" */ './pages/GalleryPage'), 'GalleryPage'),
  },
  {
    path: '/events',
    element: lazyPage(() => import(/* webpackChunkName: "page-events" */ './pages/EventsPage'), 'EventsPage'),
  },
  {
    path: '/events/:id',
    element: lazyPage(() => import(/* webpackChunkName: "page-events-id" */ './events/EventPage'), 'EventPage'),
  },
  { path: '/blog', element: lazyPage(() => import(/* webpackChunkName: "page-blog" */ './blog/BlogPage'), 'BlogPage') },
  {
    path: '/blog/:id',
    element: lazyPage(() => import(/* webpackChunkName: "page-blog-id" */ './blog/BlogPostPage'), 'BlogPostPage'),
  },
  {
    path: '/news-detail/:id',
    element: lazyPage(
      () => import(/* webpackChunkName: "page-news-detail-id" */ './pages/NewsDetailPage'),
      'NewsDetailPage',
    ),
  },
  {
    path: '/newsletter/confirm',
    element: lazyPage(
      () => import(/* webpackChunkName: "page-newsletter-confirm" */ './newsletter/NewsletterLinkPage'),
      'NewsletterConfirmPage',
    ),
  },
  {
    path: '/newsletter/unsubscribe',
    element: lazyPage(
      () => import(/* webpackChunkName: "page-newsletter-unsubscribe" */ './newsletter/NewsletterLinkPage'),
      'NewsletterUnsubscribePage',
    ),
  },
];
