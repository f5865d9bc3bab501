import type { ImageKey } from './site';

export interface Facility {
  id: string;
  image: ImageKey;
  title: string;
  description: string;
  /** Exactly three short points, shown as the box's highlights. */
  highlights: readonly [string, string, string];
}

export const FACILITIES: Facility[] = [
  {
    id: 'classrooms',
    image: 'facilities/classrooms',
    title: 'Bright, Airy Classrooms',
    description:
      'Spacious classrooms with large windows, ceiling fans and air conditioning, arranged for group work as ' +
      'well as quiet individual study.',
    highlights: [
      'No more than 25 pupils per class',
      'Smart boards in primary and secondary classrooms',
      'Reading corner in every primary class',
    ],
  },
  {
    id: 'science-laboratories',
    image: 'facilities/science-laboratories',
    title: 'Science Laboratories',
    description:
      'Separate physics, chemistry and biology laboratories where students carry out the practicals required ' +
      'for the WASSCE, supervised by trained laboratory staff.',
    highlights: [
      'Fume cupboard and safety equipment',
      'Microscopes for every pair of students',
      'Weekly practical sessions from SS1',
    ],
  },
  {
    id: 'ict-centre',
    image: 'facilities/ict-centre',
    title: 'ICT Centre',
    description:
      'A modern computer room on each campus where pupils learn typing, office skills, coding and safe use of ' +
      'the internet.',
    highlights: [
      'Forty networked desktop computers',
      'Filtered, supervised internet access',
      'Home of the Coding Club',
    ],
  },
  {
    id: 'library',
    image: 'facilities/library',
    title: 'Library and Reading Room',
    description:
      'A well-stocked library with storybooks, reference books and past examination papers, and a quiet room ' +
      'for study and class reading hours.',
    highlights: [
      'Over 4,000 books for all ages',
      'Weekly library lesson for every class',
      'Books can be borrowed for a week',
    ],
  },
  {
    id: 'sports-field',
    image: 'facilities/sports-field',
    title: 'Sports Field and Courts',
    description:
      'An open playing field with a marked running track, a football pitch and a multi-purpose court for ' +
      'basketball and volleyball.',
    highlights: ['Football pitch and running track', 'Basketball and volleyball court', 'Shaded spectator stand'],
  },
  {
    id: 'playground',
    image: 'facilities/playground',
    title: 'Early Years Playground',
    description:
      'A fenced playground just for our youngest children, with soft flooring and equipment sized for little ' +
      'hands and feet.',
    highlights: [
      'Swings, slides and climbing frames',
      'Soft rubber safety flooring',
      'Always supervised by caregivers',
    ],
  },
  {
    id: 'clinic',
    image: 'facilities/clinic',
    title: 'School Clinic',
    description:
      'A clean sick bay staffed by a registered nurse during school hours, with a doctor on call and a ' +
      'partner hospital nearby for emergencies.',
    highlights: [
      'Registered nurse on duty every school day',
      'Parents called promptly when a child is unwell',
      'Medical records kept for every pupil',
    ],
  },
  {
    id: 'music-art-studio',
    image: 'facilities/music-art-studio',
    title: 'Music and Art Studio',
    description:
      'A bright studio for painting, craft and music lessons, with keyboards, percussion and space for the ' +
      'choir and drama rehearsals.',
    highlights: [
      'Keyboards and talking drums',
      'Art materials provided by the school',
      'Termly exhibitions and concerts',
    ],
  },
  {
    id: 'dining-hall',
    image: 'facilities/dining-hall',
    title: 'Dining Hall and Kitchen',
    description:
      'Hot, freshly cooked lunches are served in a clean dining hall, prepared in our own kitchen from a menu ' +
      'planned with a nutritionist.',
    highlights: [
      'Meals cooked fresh on site every day',
      'Menu shared with parents each term',
      'Allergies and diets noted',
    ],
  },
  {
    id: 'security-power',
    image: 'facilities/security-power',
    title: 'Security and Steady Power',
    description:
      'Both campuses are walled and gated, watched by CCTV and trained guards, and kept running by solar ' +
      'power backed by generators.',
    highlights: ['CCTV on both campuses', 'Visitor register and pick-up cards', 'Solar power with generator backup'],
  },
];
