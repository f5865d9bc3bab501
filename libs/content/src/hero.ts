import { BANNERS } from './banners';
import { HOSTEL } from './hostel';
import { SITE, type ImageKey } from './site';

export interface HeroSlideDefault {
  id: string;
  heading: string;
  text: string;
  /** The drawing shown until staff give the slide a photo. */
  imageKey: ImageKey;
  /** The first is the strong one. */
  buttons: Array<{ label: string; to: string }>;
}

/** The home page's slides as the school first publishes them; staff change them in the dashboard. */
export const HERO_SLIDES: HeroSlideDefault[] = [
  { id: 'welcome', heading: SITE.tagline, text: SITE.description, imageKey: 'hero/building', buttons: [] },
  {
    id: 'admissions',
    heading: 'Come and see us',
    text: BANNERS.admission.tagline,
    imageKey: 'hero/primary-reading',
    buttons: [
      { label: 'Book a Tour', to: '/book-a-tour' },
      { label: 'Apply', to: '/admission' },
    ],
  },
  { id: 'boarding', heading: HOSTEL.title, text: HOSTEL.intake.text, imageKey: 'hero/hostel-rooms', buttons: [] },
];
