import { SITE } from './site';

export interface Banner {
  /** The page name shown large in the hero banner (and used in the document title). */
  title: string;
  tagline: string;
}

/** Every first path segment that has a hero banner. Home and the dashboard have none. */
export const BANNER_SEGMENTS = [
  'about',
  'classes',
  'blog',
  'news-detail',
  'kindagarten',
  'primary',
  'secondary',
  'admission',
  'portal',
  'online-application',
  'form',
  'activities',
  'facilities',
  'hostel',
  'faq',
  'contacts',
  'payment',
  'login',
  'application',
  'application-purchase',
  'payment_success',
  'download_form',
  'gallery-page',
  'downloads',
  'events',
  'newsletter',
  'book-a-tour',
  'bookings',
] as const;
export type BannerSegment = (typeof BANNER_SEGMENTS)[number];

export const BANNERS: Record<BannerSegment, Banner> = {
  about: { title: 'About Us', tagline: 'Our story, our mission and the values that guide us since 2012.' },
  classes: { title: 'Our Classes', tagline: "From the creche to SS3: a place for every stage of your child's growth." },
  blog: { title: 'News', tagline: 'Stories, achievements and notices from across the ICAST family.' },
  'news-detail': { title: 'News', tagline: 'The full story from ICAST Schools.' },
  kindagarten: { title: 'Kindergarten', tagline: 'Happy, curious little learners, ready for Primary 1.' },
  primary: { title: 'Primary School', tagline: 'Grades 1 to 6: strong foundations in learning and in character.' },
  secondary: {
    title: 'Secondary School',
    tagline: 'JSS1 to SS3: preparing confident students for the JSSCE and WASSCE.',
  },
  admission: { title: 'Admission', tagline: 'Admissions are open for the {academicYear} academic year.' },
  portal: { title: 'School Portal', tagline: 'Sign in to the staff, parent or admin portal of your campus.' },
  'online-application': {
    title: 'Online Application',
    tagline: 'Apply for admission from home, one section at a time.',
  },
  form: { title: 'Application Form', tagline: 'Tell us about your child and family, one section at a time.' },
  activities: { title: 'Activities', tagline: 'Sports, clubs, trips and celebrations that make school life rich.' },
  facilities: { title: 'Facilities', tagline: 'Safe, well-equipped campuses built for learning and play.' },
  hostel: { title: 'Boarding Hostel', tagline: 'A caring home away from home for primary and JSS1 to SS3 students.' },
  faq: { title: 'Frequently Asked Questions', tagline: 'Quick answers to the questions parents ask us most.' },
  contacts: {
    title: 'Contact Us',
    tagline: 'Call, write or visit us at Elebu or Elewura. We would love to hear from you.',
  },
  payment: { title: 'Buy Application Form', tagline: 'Pay securely by card, bank transfer or USSD.' },
  login: { title: 'Staff Login', tagline: 'Sign in to manage news and admissions.' },
  application: { title: 'Application Status', tagline: 'Requirements, steps and the progress of your application.' },
  'application-purchase': { title: 'Purchase Application Form', tagline: 'The first step towards a place at ICAST.' },
  payment_success: { title: 'Payment Confirmation', tagline: 'Confirming your payment and preparing your forms.' },
  download_form: { title: 'Download Forms', tagline: 'Download your paid application forms.' },
  'gallery-page': { title: 'Gallery', tagline: 'Moments from our classrooms, sports fields, trips and celebrations.' },
  downloads: {
    title: 'Downloads',
    tagline: 'The uniform list, term calendar, fee schedule and school policies, ready to read or print.',
  },
  events: { title: 'Events', tagline: 'What is coming up at ICAST Schools.' },
  newsletter: { title: 'Newsletter', tagline: 'School news in your inbox, for as long as you want it.' },
  'book-a-tour': { title: 'Book a Tour', tagline: 'Come and see the classrooms, labs, library and hostel.' },
  bookings: { title: 'Your Booking', tagline: 'Your tour, entrance assessment or interview at ICAST.' },
};

function segmentsOf(pathname: string): string[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path.split('/').filter((segment) => segment !== '');
}

function isBannerSegment(value: string): value is BannerSegment {
  return (BANNER_SEGMENTS as readonly string[]).includes(value);
}

/** The hero banner for a pathname, chosen by its first segment; undefined for home, the dashboard and unknown paths. */
/**
 * Fills `{academicYear}` in a banner or slide text with the academic year staff set (libs/content's until the
 * site's settings arrive), so no page prints last year's.
 */
export function withAcademicYear(text: string, academicYear: string = SITE.academicYear): string {
  return text.replaceAll('{academicYear}', academicYear);
}

export function bannerFor(pathname: string): Banner | undefined {
  const first = segmentsOf(pathname)[0];
  return first !== undefined && isBannerSegment(first) ? BANNERS[first] : undefined;
}

/** Segments that take one trailing id (`/blog/:id`, `/news-detail/:id`, `/events/:id`); other banner pages have none. */
const SEGMENTS_WITH_ID: readonly BannerSegment[] = ['blog', 'news-detail', 'events'];

/**
 * Document title: `ICAST | <tagline>` at home, `<Page> | ICAST` elsewhere, `Page not found | ICAST` for unknown
 * paths (including a known page with extra segments, which the router also sends to the 404 page).
 */
export function pageTitleFor(pathname: string): string {
  const segments = segmentsOf(pathname);
  const [first] = segments;
  if (first === undefined) return `${SITE.name} | ${SITE.tagline}`;
  if (first === 'dashboard') return `Dashboard | ${SITE.name}`;
  if (isBannerSegment(first)) {
    const depthOk = segments.length === 1 || (segments.length === 2 && SEGMENTS_WITH_ID.includes(first));
    if (depthOk) return `${BANNERS[first].title} | ${SITE.name}`;
  }
  return `Page not found | ${SITE.name}`;
}
