import type { ImageKey } from './site';

// The /activities page's cards and galleries, apart from activities.ts (the home page's short list).

export type ActivityGroupId =
  | 'sports-games'
  | 'excursions-trips'
  | 'art-creativity'
  | 'primary-school-events'
  | 'academic-gallery';

export interface SubActivity {
  title: string;
  description: string;
}

export interface ActivityGroup {
  id: ActivityGroupId;
  image: ImageKey;
  mainTitle: string;
  mainDescription: string;
  subActivities: SubActivity[];
}

/** Category cards on /activities. */
export const ACTIVITY_GROUPS: ActivityGroup[] = [
  {
    id: 'sports-games',
    image: 'activities/sports-games',
    mainTitle: 'Sports and Games',
    mainDescription:
      'Regular physical education, house competitions and school teams keep our pupils fit, and teach them ' +
      'teamwork, fair play and how to win and lose graciously.',
    subActivities: [
      {
        title: 'Football',
        description: "Boys' and girls' teams train twice a week and play in inter-school tournaments in Ibadan.",
      },
      {
        title: 'Athletics',
        description: 'Sprints, relays, long jump and high jump, building up to our inter-house Sports Day.',
      },
      {
        title: 'Table Tennis and Indoor Games',
        description: 'Table tennis, chess, ayo and scrabble for quick minds and steady hands.',
      },
      {
        title: 'Taekwondo',
        description: 'An after-school club that builds fitness, focus, self-control and confidence.',
      },
    ],
  },
  {
    id: 'excursions-trips',
    image: 'activities/excursions-trips',
    mainTitle: 'Excursions and Field Trips',
    mainDescription:
      'Each term, classes step out of school to see what they have learnt in real life, always with enough ' +
      'teachers, a first-aid kit and signed parental consent.',
    subActivities: [
      {
        title: 'Zoo and Nature Visits',
        description: 'Younger pupils meet animals and plants up close at the University of Ibadan zoo and gardens.',
      },
      {
        title: 'Heritage Trips',
        description: "Visits to Mapo Hall, Bower's Tower and other Ibadan landmarks bring history lessons to life.",
      },
      {
        title: 'Industry and Career Visits',
        description: 'Secondary students tour factories, a newspaper house and a radio station to explore careers.',
      },
    ],
  },
  {
    id: 'art-creativity',
    image: 'activities/art-creativity',
    mainTitle: 'Art and Creativity',
    mainDescription:
      'Painting, craft, music, drama and dance give every child a way to express themselves and build the ' +
      'confidence to perform in front of others.',
    subActivities: [
      {
        title: 'Painting and Craft',
        description:
          'Adire tie-dye, bead-making, clay modelling and painting, displayed at our end-of-term exhibition.',
      },
      {
        title: 'Music and Choir',
        description: 'Recorder, keyboard, talking drum and a school choir that sings at every major event.',
      },
      {
        title: 'Drama and Cultural Dance',
        description: 'Plays, poetry recitals and cultural dance troupes that shine during Cultural Week.',
      },
    ],
  },
  {
    id: 'primary-school-events',
    image: 'activities/primary-school-events',
    mainTitle: 'Primary School Events',
    mainDescription:
      "Special days that pupils look forward to all year, when families come in to share their children's " +
      'joy and achievements.',
    subActivities: [
      {
        title: "Children's Day",
        description: 'A day of games, fancy dress and treats every 27 May, planned around the children.',
      },
      {
        title: 'Book and Career Day',
        description: 'Pupils dress as favourite book characters or future professions and talk about why.',
      },
      {
        title: 'End-of-Year Concert and Prize-Giving',
        description: 'Songs, drama and awards for effort, conduct and academic excellence in July.',
      },
    ],
  },
  {
    id: 'academic-gallery',
    image: 'activities/academic-gallery',
    mainTitle: 'Academic Activities',
    mainDescription:
      'Competitions and projects that stretch our pupils beyond the syllabus and let them show what they can do.',
    subActivities: [
      {
        title: 'Science Fair',
        description: 'Experiments and working models, judged by visiting teachers and scientists.',
      },
      {
        title: 'Spelling Bee and Quiz',
        description: 'Termly contests in every class, and inter-school quiz competitions for the best teams.',
      },
      {
        title: 'Mathematics Olympiad',
        description: 'Our strongest young mathematicians prepare for state and national competitions.',
      },
      {
        title: 'Debate and Public Speaking',
        description: 'Weekly practice and inter-house debates that build clear thinking and confident speech.',
      },
    ],
  },
];

export type ActivityGalleryCategoryId = 'academic' | 'extracurricular' | 'celebration' | 'special-events';
/** Categories that own images; `special-events` borrows the celebration images. */
export type ActivityImageSet = Exclude<ActivityGalleryCategoryId, 'special-events'>;

export interface ActivityGalleryCategory {
  id: ActivityGalleryCategoryId;
  label: string;
  /** Whose images this tab shows. */
  imagesFrom: ActivityImageSet;
}

export const ACTIVITY_GALLERY_CATEGORIES: ActivityGalleryCategory[] = [
  { id: 'academic', label: 'Academic', imagesFrom: 'academic' },
  { id: 'extracurricular', label: 'Extracurricular', imagesFrom: 'extracurricular' },
  { id: 'celebration', label: 'Celebration', imagesFrom: 'celebration' },
  { id: 'special-events', label: 'Special Events', imagesFrom: 'celebration' },
];

export interface ActivityImage {
  image: ImageKey;
  caption: string;
}

export const ACTIVITY_GALLERY_IMAGES: Record<ActivityImageSet, ActivityImage[]> = {
  academic: [
    { image: 'activities/academic/science-fair', caption: 'Primary 5 explain their water filter at the Science Fair' },
    { image: 'activities/academic/library-hour', caption: 'Quiet reading hour in the Elebu library' },
    { image: 'activities/academic/chemistry-practical', caption: 'SS2 chemistry practical in the laboratory' },
    { image: 'activities/academic/coding-club', caption: 'Coding Club members testing their first app' },
  ],
  extracurricular: [
    { image: 'activities/extracurricular/football', caption: 'Under-14 football training on the school field' },
    { image: 'activities/extracurricular/choir', caption: 'The school choir rehearsing for the end-of-year concert' },
    { image: 'activities/extracurricular/taekwondo', caption: 'Taekwondo club grading day' },
    { image: 'activities/extracurricular/debate', caption: 'Inter-house debate final' },
  ],
  celebration: [
    { image: 'activities/celebration/cultural-week', caption: 'Cultural Week parade in traditional dress' },
    { image: 'activities/celebration/childrens-day', caption: "Children's Day games and treats" },
    { image: 'activities/celebration/prize-giving', caption: 'Prize-giving and end-of-year concert' },
    { image: 'activities/celebration/independence-day', caption: 'Independence Day march past in green and white' },
  ],
};

/** The images a gallery tab shows (special events shows the celebration images). */
export function activityGalleryImages(categoryId: ActivityGalleryCategoryId): ActivityImage[] {
  const category = ACTIVITY_GALLERY_CATEGORIES.find((entry) => entry.id === categoryId);
  return category ? ACTIVITY_GALLERY_IMAGES[category.imagesFrom] : [];
}
