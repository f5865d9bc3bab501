import { HOSTEL_GALLERY, type HostelGalleryItem } from './hostel';
import type { ImageKey } from './site';

export type GalleryCategory = 'events' | 'sports' | 'academics' | 'excursions';
export type GalleryName = 'Events' | 'Sports' | 'Academics' | 'Excursions';

export interface GalleryItem {
  id: string;
  name: GalleryName;
  category: GalleryCategory;
  image: ImageKey;
  slug: string;
  description: string;
}

export const GALLERY_FILTERS = ['all', 'academics', 'sports', 'events', 'excursions'] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];

export const GALLERY_FILTER_LABELS: Record<GalleryFilter, string> = {
  all: 'All',
  academics: 'Academics',
  sports: 'Sports',
  events: 'Events',
  excursions: 'Excursions',
};

export const GALLERY_ITEMS: GalleryItem[] = [
  {
    id: 'academics-science-fair',
    name: 'Academics',
    category: 'academics',
    image: 'gallery/academics/science-fair',
    slug: 'science-fair-2025',
    description: 'Primary 6 pupils present a working model of a solar-powered water pump at the Science Fair.',
  },
  {
    id: 'academics-chemistry-lab',
    name: 'Academics',
    category: 'academics',
    image: 'gallery/academics/chemistry-lab',
    slug: 'ss2-chemistry-practical',
    description: 'SS2 students carry out a titration practical in the chemistry laboratory.',
  },
  {
    id: 'academics-coding-club',
    name: 'Academics',
    category: 'academics',
    image: 'gallery/academics/coding-club',
    slug: 'coding-club-showcase',
    description: 'Coding Club members show parents the quiz app they built during the term.',
  },
  {
    id: 'academics-reading-hour',
    name: 'Academics',
    category: 'academics',
    image: 'gallery/academics/reading-hour',
    slug: 'library-reading-hour',
    description: 'Primary 2 enjoy their weekly reading hour in the library.',
  },
  {
    id: 'sports-inter-house',
    name: 'Sports',
    category: 'sports',
    image: 'gallery/sports/inter-house-relay',
    slug: 'inter-house-sports-2025',
    description: 'The final lap of the 4 x 100 m relay at the 2025 inter-house Sports Day.',
  },
  {
    id: 'sports-football',
    name: 'Sports',
    category: 'sports',
    image: 'gallery/sports/football',
    slug: 'under-14-football',
    description: 'Our Under-14 team before their semi-final in the inter-schools football cup.',
  },
  {
    id: 'sports-taekwondo',
    name: 'Sports',
    category: 'sports',
    image: 'gallery/sports/taekwondo',
    slug: 'taekwondo-grading',
    description: 'Taekwondo club members receive new belts after their termly grading.',
  },
  {
    id: 'events-cultural-week',
    name: 'Events',
    category: 'events',
    image: 'gallery/events/cultural-week',
    slug: 'cultural-week-2025',
    description: 'Students in aso-oke, isiagu and babban riga during the Cultural Week parade.',
  },
  {
    id: 'events-prize-giving',
    name: 'Events',
    category: 'events',
    image: 'gallery/events/prize-giving',
    slug: 'prize-giving-day',
    description: 'Award winners with their certificates at the end-of-year prize-giving.',
  },
  {
    id: 'events-childrens-day',
    name: 'Events',
    category: 'events',
    image: 'gallery/events/childrens-day',
    slug: 'childrens-day-celebration',
    description: "Kindergarten children in fancy dress for the Children's Day celebration.",
  },
  {
    id: 'events-graduation',
    name: 'Events',
    category: 'events',
    image: 'gallery/events/graduation',
    slug: 'nursery-graduation',
    description: 'Nursery 2 graduands in their caps and gowns, ready for Primary 1.',
  },
  {
    id: 'excursions-zoo',
    name: 'Excursions',
    category: 'excursions',
    image: 'gallery/excursions/zoo',
    slug: 'zoo-visit',
    description: 'Primary 3 pupils meet the animals at the University of Ibadan zoological garden.',
  },
  {
    id: 'excursions-heritage',
    name: 'Excursions',
    category: 'excursions',
    image: 'gallery/excursions/bowers-tower',
    slug: 'bowers-tower-trip',
    description: "JSS2 students take in the view of Ibadan from Bower's Tower on Oke Are hill.",
  },
  {
    id: 'excursions-factory',
    name: 'Excursions',
    category: 'excursions',
    image: 'gallery/excursions/factory-visit',
    slug: 'factory-visit',
    description: 'SS1 commercial students learn how a bottling plant runs during a careers visit.',
  },
];

/** Items for a filter tab; `all` returns every item. */
export function filterGallery(items: readonly GalleryItem[], filter: GalleryFilter): GalleryItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}

export interface KindergartenGalleryItem {
  id: string;
  image: ImageKey;
  title: string;
}

/** Pictures of kindergarten activities, shown at the bottom of /kindagarten. */
export const KINDERGARTEN_GALLERY: KindergartenGalleryItem[] = [
  { id: 'painting', image: 'kindergarten/gallery/painting', title: 'Finger painting' },
  { id: 'story-time', image: 'kindergarten/gallery/story-time', title: 'Story time on the mat' },
  { id: 'counting-beads', image: 'kindergarten/gallery/counting-beads', title: 'Counting with beads' },
  { id: 'music-time', image: 'kindergarten/gallery/music-time', title: 'Music and movement' },
  { id: 'outdoor-play', image: 'kindergarten/gallery/outdoor-play', title: 'Outdoor play' },
  { id: 'sand-and-water', image: 'kindergarten/gallery/sand-and-water', title: 'Sand and water play' },
];

/** Picture groups that exist as data (the hostel group is not a filter tab on /gallery-page). */
export const GALLERY_GROUPS: {
  hostel: HostelGalleryItem[];
  kindergarten: KindergartenGalleryItem[];
} = {
  hostel: HOSTEL_GALLERY,
  kindergarten: KINDERGARTEN_GALLERY,
};
