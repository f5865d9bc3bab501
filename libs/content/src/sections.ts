import type { ImageKey } from './site';

export type SchoolSectionId = 'daycare' | 'kindergarten' | 'primary' | 'secondary';

/** Where a section's "Read More" leads. Daycare shares the kindergarten page (the route keeps the site's spelling). */
export type SectionRoute = '/kindagarten' | '/primary' | '/secondary';

export interface SchoolSection {
  id: SchoolSectionId;
  name: string;
  /** Human-readable age range. */
  ages: string;
  minAge: number;
  maxAge: number;
  /** Class names as parents know them, e.g. `Grades 1-6 (Primary 1 to Primary 6)`. */
  classes: string;
  hours?: string;
  summary: string;
  description: string;
  image: ImageKey;
  route: SectionRoute;
}

export interface NationalExam {
  id: 'jssce' | 'wassce';
  name: 'JSSCE' | 'WASSCE';
  fullName: string;
  takenIn: 'JSS3' | 'SS3';
  text: string;
}

export const NATIONAL_EXAMS: NationalExam[] = [
  {
    id: 'jssce',
    name: 'JSSCE',
    fullName: 'Junior Secondary School Certificate Examination',
    takenIn: 'JSS3',
    text:
      'Taken at the end of JSS3 (Grade 9). It closes the junior secondary years and, together with our own ' +
      'assessments, guides each student into the science, commercial or arts classes of senior school.',
  },
  {
    id: 'wassce',
    name: 'WASSCE',
    fullName: 'West African Senior School Certificate Examination',
    takenIn: 'SS3',
    text:
      'Taken in SS3 (Grade 12). Its results, with the UTME, open the way to universities in Nigeria, and the ' +
      'certificate is recognised by universities abroad.',
  },
];

export const SCHOOL_SECTIONS: SchoolSection[] = [
  {
    id: 'daycare',
    name: 'DayCare',
    ages: '6 months to 3 years',
    minAge: 0,
    maxAge: 3,
    classes: 'Creche (6 to 18 months), Toddlers and Preschool (up to 3 years)',
    hours: '7:30 AM-5:00 PM Mon-Fri',
    summary: 'A calm, clean and loving creche where babies and toddlers are fed, rested and played with all day.',
    description:
      'Our creche and preschool look after babies from six months and toddlers up to three years. Small ' +
      'groups, trained caregivers and a strict hygiene routine mean your child is fed on time, changed ' +
      'promptly, rested in a quiet nap room and engaged with songs, stories and sensory play. Early drop-off ' +
      'from 7:30 AM and pick-up until 5:00 PM help working parents, and a daily note tells you how the day went.',
    image: 'sections/daycare',
    route: '/kindagarten',
  },
  {
    id: 'kindergarten',
    name: 'Kindergarten',
    ages: '3 to 5 years',
    minAge: 3,
    maxAge: 5,
    classes: 'Nursery 1 and Nursery 2',
    hours: 'Full-time 8:00 AM-2:00 PM Mon-Fri',
    summary: 'Play-based learning that builds early reading, numbers, speech and confidence for ages 3 to 5.',
    description:
      'In kindergarten children learn through play, phonics, counting games, music, art and outdoor time. ' +
      'Classes are small, teachers are trained in early years education, and every child has a learning ' +
      'journal so you can follow their progress. The full-time day runs from 8:00 AM to 2:00 PM, and children ' +
      'leave ready to read simple words, write their names and enjoy Primary 1.',
    image: 'sections/kindergarten',
    route: '/kindagarten',
  },
  {
    id: 'primary',
    name: 'Primary',
    ages: '6 to 11 years',
    minAge: 6,
    maxAge: 11,
    classes: 'Grades 1-6 (Primary 1 to Primary 6)',
    hours: '8:00 AM-3:00 PM Mon-Fri',
    summary: 'Grades 1 to 6: strong literacy and numeracy, hands-on science, ICT and plenty of sport and clubs.',
    description:
      'Our primary school takes children aged 6 to 11 through Grades 1 to 6. Lessons follow the Nigerian ' +
      'national curriculum, enriched with British methods in phonics, reading and mathematics. Pupils learn ' +
      'Basic Science and Technology, ICT and coding, French and Yoruba, and take part in clubs, sports and ' +
      'excursions. Termly reports and open days keep parents closely involved.',
    image: 'sections/primary',
    route: '/primary',
  },
  {
    id: 'secondary',
    name: 'Secondary',
    ages: '12 to 18 years',
    minAge: 12,
    maxAge: 18,
    classes: 'Grades 7-12 (JSS1 to SS3)',
    hours: '8:00 AM-3:00 PM Mon-Fri',
    summary: 'Grades 7 to 12 (JSS1 to SS3), preparing students thoroughly for the JSSCE and the WASSCE.',
    description:
      'The secondary school serves students aged 12 to 18 from JSS1 to SS3 (Grades 7 to 12). Well-equipped ' +
      'laboratories, a computer room and experienced subject teachers prepare students for the national ' +
      'examinations, the JSSCE at the end of JSS3 and the WASSCE in SS3, while clubs, leadership roles and ' +
      'careers guidance help them grow into responsible young adults.',
    image: 'sections/secondary',
    route: '/secondary',
  },
];

export type WelcomeSectionId = 'kindergarten' | 'primary' | 'secondary';

export interface WelcomeText {
  id: WelcomeSectionId;
  title: string;
  text: string;
}

/** Home page welcome block (shown with the welcome video) and the opening text of each section page. */
export const WELCOME_TEXTS: Record<WelcomeSectionId, WelcomeText> = {
  kindergarten: {
    id: 'kindergarten',
    title: 'Welcome to ICAST Kindergarten',
    text:
      "Your child's first school should feel safe, bright and full of discovery. In our kindergarten, children " +
      'aged 3 to 5 learn through play, stories, songs and hands-on activities, guided by warm teachers who know ' +
      'each child well. They leave us confident, curious and ready for Primary 1.',
  },
  primary: {
    id: 'primary',
    title: 'Welcome to ICAST Primary School',
    text:
      'From Grade 1 to Grade 6, our pupils build the reading, writing and number skills that everything else ' +
      'rests on, and they discover science, computing, languages, art and sport along the way. Small classes, ' +
      'regular feedback and a caring community help every child grow in knowledge and in character.',
  },
  secondary: {
    id: 'secondary',
    title: 'Welcome to ICAST Secondary School',
    text:
      'Our secondary school guides students from JSS1 to SS3 with strong teaching, well-equipped laboratories ' +
      'and close mentoring. Students prepare with purpose for the JSSCE and the WASSCE, take on leadership ' +
      'roles, and leave us as disciplined, confident young adults ready for university and beyond.',
  },
};
