import './public.css';
import type { RouteObject } from 'react-router-dom';
import { contactAction, newsletterAction } from './actions';
import { pageModule } from './components/pageModule';
import {
  albumsLoader,
  blogLoader,
  downloadsLoader,
  eventLoader,
  eventsLoader,
  homeLoader,
  postLoader,
  privacyNoticeLoader,
  sitePageLoader,
} from './loaders';
import { HomePage } from './pages/HomePage';

/**
 * Paths match `pathsOwnedBy('mf_public')` in @icast/contracts; the shell mounts them under its router. The home page
 * is where most visits start, so it stays in this chunk (no extra round trip before the first paint); every other
 * page is its own chunk, named after its route (`pageChunkName`) so the document server hints it with the chain.
 */
export const routes: RouteObject[] = [
  { path: '/', loader: homeLoader, action: newsletterAction, element: <HomePage /> },
  {
    path: '/about',
    loader: sitePageLoader('about'),
    lazy: pageModule(() => import(/* webpackChunkName: "page-about" */ './pages/AboutPage'), 'AboutPage'),
  },
  {
    path: '/classes',
    lazy: pageModule(() => import(/* webpackChunkName: "page-classes" */ './pages/AboutPage'), 'ClassesPage'),
  },
  {
    path: '/kindagarten',
    loader: sitePageLoader('kindergarten', 'kindergarten'),
    lazy: pageModule(
      () => import(/* webpackChunkName: "page-kindagarten" */ './pages/KindergartenPage'),
      'KindergartenPage',
    ),
  },
  {
    path: '/primary',
    loader: sitePageLoader('primary'),
    lazy: pageModule(() => import(/* webpackChunkName: "page-primary" */ './pages/StagePage'), 'PrimaryPage'),
  },
  {
    path: '/secondary',
    loader: sitePageLoader('secondary'),
    lazy: pageModule(() => import(/* webpackChunkName: "page-secondary" */ './pages/StagePage'), 'SecondaryPage'),
  },
  {
    path: '/activities',
    loader: sitePageLoader('activities', 'activities'),
    lazy: pageModule(
      () => import(/* webpackChunkName: "page-activities" */ './pages/ActivitiesPage'),
      'ActivitiesPage',
    ),
  },
  {
    path: '/facilities',
    loader: sitePageLoader('facilities'),
    lazy: pageModule(
      () => import(/* webpackChunkName: "page-facilities" */ './pages/FacilitiesPage'),
      'FacilitiesPage',
    ),
  },
  {
    path: '/hostel',
    loader: sitePageLoader('hostel', 'hostel'),
    lazy: pageModule(() => import(/* webpackChunkName: "page-hostel" */ './pages/FacilitiesPage'), 'HostelPage'),
  },
  { path: '/faq', lazy: pageModule(() => import(/* webpackChunkName: "page-faq" */ './pages/FaqPage'), 'FaqPage') },
  {
    path: '/contacts',
    loader: privacyNoticeLoader,
    action: contactAction,
    lazy: pageModule(() => import(/* webpackChunkName: "page-contacts" */ './pages/ContactsPage'), 'ContactsPage'),
  },
  {
    path: '/privacy',
    loader: privacyNoticeLoader,
    lazy: pageModule(() => import(/* webpackChunkName: "page-privacy" */ './pages/PrivacyPage'), 'PrivacyPage'),
  },
  {
    path: '/downloads',
    loader: downloadsLoader,
    lazy: pageModule(() => import(/* webpackChunkName: "page-downloads" */ './pages/DownloadsPage'), 'DownloadsPage'),
  },
  {
    path: '/gallery-page',
    loader: albumsLoader(),
    lazy: pageModule(() => import(/* webpackChunkName: "page-gallery-page" */ './pages/GalleryPage'), 'GalleryPage'),
  },
  {
    path: '/events',
    loader: eventsLoader,
    lazy: pageModule(() => import(/* webpackChunkName: "page-events" */ './pages/EventsPage'), 'EventsPage'),
  },
  {
    path: '/events/:id',
    loader: eventLoader,
    lazy: pageModule(() => import(/* webpackChunkName: "page-events-id" */ './events/EventPage'), 'EventPage'),
  },
  {
    path: '/blog',
    loader: blogLoader,
    lazy: pageModule(() => import(/* webpackChunkName: "page-blog" */ './blog/BlogPage'), 'BlogPage'),
  },
  {
    path: '/blog/:id',
    loader: postLoader,
    lazy: pageModule(() => import(/* webpackChunkName: "page-blog-id" */ './blog/BlogPostPage'), 'BlogPostPage'),
  },
  {
    path: '/preview/:token',
    lazy: pageModule(() => import(/* webpackChunkName: "page-preview-token" */ './preview/PreviewPage'), 'PreviewPage'),
  },
  {
    path: '/news-detail/:id',
    lazy: pageModule(
      () => import(/* webpackChunkName: "page-news-detail-id" */ './pages/NewsDetailPage'),
      'NewsDetailPage',
    ),
  },
  {
    path: '/newsletter/confirm',
    lazy: pageModule(
      () => import(/* webpackChunkName: "page-newsletter-confirm" */ './newsletter/NewsletterLinkPage'),
      'NewsletterConfirmPage',
    ),
  },
  {
    path: '/newsletter/unsubscribe',
    lazy: pageModule(
      () => import(/* webpackChunkName: "page-newsletter-unsubscribe" */ './newsletter/NewsletterLinkPage'),
      'NewsletterUnsubscribePage',
    ),
  },
];
