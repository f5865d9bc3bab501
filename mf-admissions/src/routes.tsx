import type { RouteObject } from 'react-router-dom';
import './admissions.css';
import {
  admissionPageLoader,
  documentChecklistLoader,
  enquiryAction,
  portalAction,
  portalLoader,
  statusLookupAction,
  tourSlotsLoader,
} from './data';
import { ManageBookingPage } from './bookings/ManageBookingPage';
import { TourBookingPage } from './bookings/TourBookingPage';
import { AdmissionPage } from './pages/AdmissionPage';
import { ApplicationPage } from './pages/ApplicationPage';
import { ApplicationPurchasePage } from './pages/ApplicationPurchasePage';
import { DownloadFormPage } from './pages/DownloadFormPage';
import { OnlineApplicationPage } from './pages/OnlineApplicationPage';
import { ParentPage } from './pages/ParentPage';
import { PaymentPage } from './pages/PaymentPage';
import { PaymentSuccessPage } from './pages/PaymentSuccessPage';
import { PortalPage } from './pages/PortalPage';

/** Paths match `pathsOwnedBy('mf_admissions')` in @icast/contracts. */
export const routes: RouteObject[] = [
  { path: '/admission', loader: admissionPageLoader, action: enquiryAction, element: <AdmissionPage /> },
  {
    path: '/application',
    loader: documentChecklistLoader,
    action: statusLookupAction,
    element: <ApplicationPage />,
  },
  { path: '/application-purchase', element: <ApplicationPurchasePage /> },
  { path: '/payment', element: <PaymentPage /> },
  { path: '/payment_success', element: <PaymentSuccessPage /> },
  { path: '/download_form', element: <DownloadFormPage /> },
  { path: '/online-application', element: <OnlineApplicationPage /> },
  { path: '/form', element: <OnlineApplicationPage /> },
  { path: '/portal', loader: portalLoader, action: portalAction, element: <PortalPage /> },
  { path: '/my-applications', element: <ParentPage /> },
  { path: '/book-a-tour', loader: tourSlotsLoader, element: <TourBookingPage /> },
  { path: '/bookings/:token', element: <ManageBookingPage /> },
];
