import './public.css';
import type { RouteObject } from 'react-router-dom';
import { BlogPage } from './blog/BlogPage';
import { BlogPostPage } from './blog/BlogPostPage';
import { AboutPage, ClassesPage } from './pages/AboutPage';
import { ActivitiesPage } from './pages/ActivitiesPage';
import { ContactsPage } from './pages/ContactsPage';
import { EventsPage } from './pages/EventsPage';
import { FacilitiesPage, HostelPage } from './pages/FacilitiesPage';
import { FaqPage } from './pages/FaqPage';
import { GalleryPage } from './pages/GalleryPage';
import { HomePage } from './pages/HomePage';
import { KindergartenPage } from './pages/KindergartenPage';
import { NewsDetailPage } from './pages/NewsDetailPage';
import { PrimaryPage, SecondaryPage } from './pages/StagePage';

/** Paths match `pathsOwnedBy('mf_public')` in @icast/contracts; the shell mounts them under its router. */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/classes', element: <ClassesPage /> },
  { path: '/kindagarten', element: <KindergartenPage /> },
  { path: '/primary', element: <PrimaryPage /> },
  { path: '/secondary', element: <SecondaryPage /> },
  { path: '/activities', element: <ActivitiesPage /> },
  { path: '/facilities', element: <FacilitiesPage /> },
  { path: '/hostel', element: <HostelPage /> },
  { path: '/faq', element: <FaqPage /> },
  { path: '/contacts', element: <ContactsPage /> },
  { path: '/gallery-page', element: <GalleryPage /> },
  { path: '/events', element: <EventsPage /> },
  { path: '/blog', element: <BlogPage /> },
  { path: '/blog/:id', element: <BlogPostPage /> },
  { path: '/news-detail/:id', element: <NewsDetailPage /> },
];
