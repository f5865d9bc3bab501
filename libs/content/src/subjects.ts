import type { IconName } from './offers';
import type { ImageKey } from './site';

// ---------------------------------------------------------------- Kindergarten

export interface KindergartenProgramme {
  id: 'preschool' | 'kindergarten';
  title: 'Preschool' | 'Kindergarten';
  ages: string;
  hours: string;
  text: string;
}

/** The Preschool and Kindergarten boxes at the top of /kindagarten. */
export const KINDERGARTEN_PROGRAMMES: KindergartenProgramme[] = [
  {
    id: 'preschool',
    title: 'Preschool',
    ages: '2 to 3 years',
    hours: '8:00 AM-12:00 noon, with afternoon daycare available until 5:00 PM',
    text:
      'A gentle first step into school. Toddlers learn routines, share toys, sing, listen to stories and ' +
      'begin to talk about colours, shapes and the world around them, in small groups with plenty of cuddles.',
  },
  {
    id: 'kindergarten',
    title: 'Kindergarten',
    ages: '3 to 5 years',
    hours: 'Full-time 8:00 AM-2:00 PM',
    text:
      'Nursery 1 and Nursery 2 build early phonics, number sense, handwriting and confident speech through ' +
      'play-based lessons, preparing every child to start Primary 1 ready to read, write and count.',
  },
];

export type KindergartenOfferId =
  | 'numbers-and-counting'
  | 'early-reading'
  | 'handwriting'
  | 'songs-and-rhymes'
  | 'physical-play'
  | 'creative-arts';

export interface KindergartenOffer {
  id: KindergartenOfferId;
  title: string;
  text: string;
  icon: IconName;
}

/** The six kindergarten offer cards; hovering a subject highlights the card named by its `offerId`. */
export const KINDERGARTEN_OFFERS: KindergartenOffer[] = [
  {
    id: 'numbers-and-counting',
    title: 'Numbers and Counting',
    text: 'Counting games, shapes, sorting and simple sums with beads, blocks and everyday objects.',
    icon: 'Calculator',
  },
  {
    id: 'early-reading',
    title: 'Early Reading and Speech',
    text: 'Daily phonics, picture books and show-and-tell build vocabulary and confident speaking.',
    icon: 'Languages',
  },
  {
    id: 'handwriting',
    title: 'Handwriting',
    text: 'From tracing and colouring to forming letters and writing their own names neatly.',
    icon: 'PenLine',
  },
  {
    id: 'songs-and-rhymes',
    title: 'Songs and Rhymes',
    text: 'Nursery rhymes, Yoruba and English songs, percussion and movement to music.',
    icon: 'Music',
  },
  {
    id: 'physical-play',
    title: 'Physical Play',
    text: 'Running, jumping, ball games and the playground to build strong bodies and coordination.',
    icon: 'Bike',
  },
  {
    id: 'creative-arts',
    title: 'Creative Arts',
    text: 'Painting, colouring, collage and clay, so little hands grow skilful and imaginations run free.',
    icon: 'Palette',
  },
];

/** A subject card's colours: `tint` is the card background, `accent` its title/icon colour (readable on both). */
export interface SubjectColor {
  tint: string;
  accent: string;
}

export interface KindergartenSubject {
  id: 'mathematics' | 'language' | 'writing' | 'music' | 'sports' | 'arts';
  title: 'Mathematics' | 'Language' | 'Writing' | 'Music' | 'Sports' | 'Arts';
  text: string;
  image: ImageKey;
  color: SubjectColor;
  offerId: KindergartenOfferId;
}

export const KINDERGARTEN_SUBJECTS: KindergartenSubject[] = [
  {
    id: 'mathematics',
    title: 'Mathematics',
    text: 'Numbers to 100, shapes, patterns, measuring and early addition through games and hands-on play.',
    image: 'kindergarten/subjects/mathematics',
    color: { tint: '#E8F1FD', accent: '#1D4ED8' },
    offerId: 'numbers-and-counting',
  },
  {
    id: 'language',
    title: 'Language',
    text: 'Jolly Phonics, new words every week, story time and simple conversations in English and Yoruba.',
    image: 'kindergarten/subjects/language',
    color: { tint: '#FDECEC', accent: '#B42318' },
    offerId: 'early-reading',
  },
  {
    id: 'writing',
    title: 'Writing',
    text: 'Pencil grip, tracing, letter formation and writing names, numbers and short words.',
    image: 'kindergarten/subjects/writing',
    color: { tint: '#EAF7EE', accent: '#166534' },
    offerId: 'handwriting',
  },
  {
    id: 'music',
    title: 'Music',
    text: 'Rhymes, action songs, clapping rhythms and playing simple percussion instruments together.',
    image: 'kindergarten/subjects/music',
    color: { tint: '#F3EDFD', accent: '#6D28D9' },
    offerId: 'songs-and-rhymes',
  },
  {
    id: 'sports',
    title: 'Sports',
    text: 'Daily outdoor play, races, ball skills and movement games that build balance and teamwork.',
    image: 'kindergarten/subjects/sports',
    color: { tint: '#FFF3E6', accent: '#9A3412' },
    offerId: 'physical-play',
  },
  {
    id: 'arts',
    title: 'Arts',
    text: 'Painting, drawing, colouring, collage and modelling that grow fine motor skills and imagination.',
    image: 'kindergarten/subjects/arts',
    color: { tint: '#FCEAF4', accent: '#BE185D' },
    offerId: 'creative-arts',
  },
];

export interface KindergartenResource {
  id: string;
  title: 'Fullday Care' | 'Lots of Toys' | 'Professional Staff' | 'Books' | 'Favorable Setting' | 'Play Ground';
  text: string;
  icon: IconName;
}

/** The scrolling resources strip on /kindagarten (titles exactly as the school uses them). */
export const KINDERGARTEN_RESOURCES: KindergartenResource[] = [
  { id: 'fullday-care', title: 'Fullday Care', text: 'Care from 7:30 AM to 5:00 PM for working parents.', icon: 'Sun' },
  {
    id: 'toys',
    title: 'Lots of Toys',
    text: 'Educational toys, puzzles and blocks in every classroom.',
    icon: 'Blocks',
  },
  {
    id: 'professional-staff',
    title: 'Professional Staff',
    text: 'Trained early years teachers and caregivers.',
    icon: 'Users',
  },
  { id: 'books', title: 'Books', text: 'Picture books and readers for every child to enjoy.', icon: 'Library' },
  {
    id: 'favorable-setting',
    title: 'Favorable Setting',
    text: 'Clean, bright, air-conditioned rooms and a calm routine.',
    icon: 'Home',
  },
  { id: 'play-ground', title: 'Play Ground', text: 'A fenced playground with soft safety flooring.', icon: 'Trees' },
];

// ---------------------------------------------------------------- Curriculum tabs

export interface CurriculumTab<Id extends string = string> {
  id: Id;
  label: string;
  title: string;
  text: string;
  points: string[];
}

export type PrimaryCurriculumTabId = 'literacy' | 'mathematics' | 'science' | 'arts';

export const PRIMARY_CURRICULUM_DEFAULT_TAB: PrimaryCurriculumTabId = 'literacy';

export const PRIMARY_CURRICULUM_TABS: CurriculumTab<PrimaryCurriculumTabId>[] = [
  {
    id: 'literacy',
    label: 'Literacy',
    title: 'Reading, writing and speaking with confidence',
    text:
      'Literacy is at the heart of our primary school. Pupils build on kindergarten phonics, read widely from ' +
      'our library, and learn to write clearly for different purposes, from stories to letters and reports.',
    points: [
      'Daily phonics and guided reading in Grades 1 to 3',
      'Weekly library lessons and a termly reading challenge',
      'Composition, grammar and spelling practice every week',
      'Spelling bees, recitations and class debates',
    ],
  },
  {
    id: 'mathematics',
    label: 'Mathematics',
    title: 'Number sense, problem solving and reasoning',
    text:
      'Pupils master number facts and written methods, then apply them to measurement, money, shapes and data, ' +
      'always explaining how they reached an answer.',
    points: [
      'Mental arithmetic and times tables every morning',
      'Hands-on materials before written methods',
      'Quantitative reasoning practice for entrance examinations',
      'Mathematics Olympiad preparation for keen pupils',
    ],
  },
  {
    id: 'science',
    label: 'Science',
    title: 'Curious minds, hands-on discovery',
    text:
      'Basic Science and Technology lessons are practical: pupils observe, predict, test and record, and take ' +
      'their best projects to the annual Science Fair.',
    points: [
      'Experiments in the primary science room',
      'Nature walks, gardening and environmental care',
      'ICT and Scratch coding from Grade 3',
      'Annual Science Fair projects',
    ],
  },
  {
    id: 'arts',
    label: 'Arts and Entertainment',
    title: 'Creativity, culture and performance',
    text:
      'Cultural and Creative Arts lessons give every child the chance to draw, paint, sing, dance, act and ' +
      'perform, and to learn about Nigerian culture and crafts.',
    points: [
      'Painting, craft and adire tie-dye',
      'Choir, recorder and talking drum',
      'Drama and poetry recitals',
      'Cultural dance for Cultural Week',
    ],
  },
];

export type SecondaryCurriculumTabId = 'science' | 'mathematics' | 'technical-vocational' | 'arts';

export const SECONDARY_CURRICULUM_DEFAULT_TAB: SecondaryCurriculumTabId = 'science';

export const SECONDARY_CURRICULUM_TABS: CurriculumTab<SecondaryCurriculumTabId>[] = [
  {
    id: 'science',
    label: 'Science',
    title: 'Laboratory science for the WASSCE and beyond',
    text:
      'Basic Science in junior school grows into Physics, Chemistry, Biology and Agricultural Science in senior ' +
      'school, taught with regular practical work in our laboratories.',
    points: [
      'Weekly practicals in physics, chemistry and biology laboratories',
      'WASSCE practical examination preparation',
      'Science Fair and inter-school science competitions',
      'Careers guidance for medicine, engineering and the sciences',
    ],
  },
  {
    id: 'mathematics',
    label: 'Mathematics',
    title: 'Strong mathematics for every student',
    text:
      'Every student takes Mathematics to WASSCE level, and science students may add Further Mathematics. ' +
      'Small groups and revision clinics make sure no one is left behind.',
    points: [
      'General Mathematics from JSS1 to SS3',
      'Further Mathematics for science students in SS1 to SS3',
      'Weekly revision clinics before the JSSCE and WASSCE',
      'Mathematics Olympiad and quiz teams',
    ],
  },
  {
    id: 'technical-vocational',
    label: 'Technical and Vocational',
    title: 'Practical skills for the modern world',
    text:
      'Pre-vocational studies, Computer Studies and Technical Drawing give students practical skills and a head ' +
      'start in technology, business and enterprise.',
    points: [
      'Computer Studies, coding and web design',
      'Technical Drawing and Basic Technology workshops',
      'Business Studies, Bookkeeping and Entrepreneurship',
      'Home Economics and Agricultural Science projects',
    ],
  },
  {
    id: 'arts',
    label: 'Arts and Entertainment',
    title: 'Humanities, languages and the creative arts',
    text:
      'Literature, Government, History, languages, music and fine art help students think critically, write ' +
      'well and express themselves with confidence.',
    points: [
      'Literature in English with drama productions',
      'French and Yoruba language',
      'Fine Art and Music',
      'Debate club and the school magazine',
    ],
  },
];

// ---------------------------------------------------------------- Subject lists

export interface PrimarySubject {
  name: string;
  description: string;
}

export const PRIMARY_SUBJECTS: PrimarySubject[] = [
  { name: 'English Studies', description: 'Phonics, reading, comprehension, grammar, composition and spelling.' },
  { name: 'Mathematics', description: 'Number, measurement, geometry, money and data, with daily mental arithmetic.' },
  { name: 'Basic Science and Technology', description: 'Living things, materials, energy, simple machines and ICT.' },
  { name: 'Verbal and Quantitative Reasoning', description: 'Problem-solving practice for entrance examinations.' },
  {
    name: 'Social and Citizenship Studies',
    description: 'Family, community, Nigerian history, values and good citizenship.',
  },
  { name: 'Cultural and Creative Arts', description: 'Drawing, painting, craft, music, dance and drama.' },
  { name: 'Yoruba', description: 'Speaking, reading and writing Yoruba, with folk stories and proverbs.' },
  { name: 'French', description: 'Everyday French through songs, games and simple conversation.' },
  { name: 'Religious Studies', description: 'Christian Religious Studies or Islamic Studies, as chosen by parents.' },
  { name: 'Physical and Health Education', description: 'Games, athletics, fitness, hygiene and personal health.' },
  { name: 'Computer Studies', description: 'Keyboard skills, office tools, safe internet use and Scratch coding.' },
];

export interface SecondarySubject {
  name: string;
  description: string;
  image: ImageKey;
}

export const SECONDARY_SUBJECTS: SecondarySubject[] = [
  {
    name: 'English Language',
    description: 'Comprehension, summary, essay writing and oral English for the JSSCE and WASSCE.',
    image: 'secondary/subjects/english',
  },
  {
    name: 'Mathematics',
    description: 'Algebra, geometry, statistics and problem solving; Further Mathematics in senior school.',
    image: 'secondary/subjects/mathematics',
  },
  {
    name: 'Physics',
    description: 'Mechanics, electricity, waves and modern physics with regular laboratory work.',
    image: 'secondary/subjects/physics',
  },
  {
    name: 'Chemistry',
    description: 'Matter, reactions, organic chemistry and the practical skills the WASSCE requires.',
    image: 'secondary/subjects/chemistry',
  },
  {
    name: 'Biology',
    description: 'Cells, ecology, genetics and human biology, with microscope work and field studies.',
    image: 'secondary/subjects/biology',
  },
  {
    name: 'Computer Studies',
    description: 'Computer systems, programming, spreadsheets, databases and web design.',
    image: 'secondary/subjects/computer-studies',
  },
  {
    name: 'Economics',
    description: 'Demand and supply, money, trade and the Nigerian economy.',
    image: 'secondary/subjects/economics',
  },
  {
    name: 'Literature in English',
    description: 'African and non-African prose, drama and poetry set for the WASSCE.',
    image: 'secondary/subjects/literature',
  },
  {
    name: 'Government',
    description: 'Political systems, the Nigerian constitution, citizenship and international relations.',
    image: 'secondary/subjects/government',
  },
  {
    name: 'Civic Education',
    description: 'Rights and duties, national values, and the rule of law.',
    image: 'secondary/subjects/civic-education',
  },
  {
    name: 'Technical Drawing',
    description: 'Plane and solid geometry, orthographic projection and building drawing.',
    image: 'secondary/subjects/technical-drawing',
  },
  {
    name: 'Fine Art',
    description: 'Drawing, painting, design and Nigerian art history, with a final portfolio.',
    image: 'secondary/subjects/fine-art',
  },
];
