import type { ImageKey } from './site';
import type { NewsCategory } from './news';

// The sample news texts, apart from news.ts so that a page needing only the small news settings (the home
// page's count, the blog's filters) does not download every article with them.

export interface NewsItem {
  id: number;
  title: string;
  category: NewsCategory;
  /** `YYYY-MM-DD`. */
  date: string;
  image: ImageKey;
  /** Paragraphs separated by a blank line. */
  content: string;
}

/** The ten local sample news items: the seed for the blog and the fallback list when the API is unreachable. */
export const NEWS_ITEMS: NewsItem[] = [
  {
    id: 1,
    title: 'Admissions Open for the 2025-2026 Academic Year',
    category: 'notices',
    date: '2025-06-02',
    image: 'news/admissions-open',
    content: [
      'We are pleased to announce that admissions are now open for the 2025-2026 academic year on both the ' +
        'Elebu and Elewura campuses. Places are available in the creche, kindergarten, Primary 1 to Primary 5, ' +
        'JSS1 and SS1, with a limited number of places in other classes and in the boarding hostel.',
      'Application forms can be bought online with a card, bank transfer or USSD and downloaded immediately, or ' +
        'bought at either school office. Families who prefer can complete the whole application online. Entrance ' +
        'assessments hold every Saturday from 14 June, and we give a decision within 40 days of receiving a ' +
        'completed application.',
      'Parents are warmly invited to visit before applying. Our staff will show you the classrooms, ' +
        'laboratories, library and hostel, and answer your questions about the curriculum, fees and school life. ' +
        'Please call the office to book a convenient time.',
      'Early application is advised, as JSS1 and kindergarten places fill quickly each year. We look forward to ' +
        'welcoming new families into the ICAST community in September.',
    ].join('\n\n'),
  },
  {
    id: 2,
    title: 'Blue House Wins the 2025 Inter-House Sports Day',
    category: 'sports',
    date: '2025-06-06',
    image: 'news/inter-house-sports',
    content: [
      'The school field at Elebu was a sea of colour on Friday as Blue, Green, Red and Yellow Houses met for the ' +
        '2025 Inter-House Sports Day. Parents, grandparents and friends filled the stands from early morning, ' +
        'cheering and waving house flags as the march past opened the day.',
      'After a closely fought afternoon, Blue House were crowned overall champions with 214 points, just ahead ' +
        "of Green House on 198. The highlight was the senior boys' 4 x 100 m relay, won by Red House in a new " +
        "school record, while Tolulope Adeyemi of JSS3 took the senior girls' 100 m and long jump double.",
      "The kindergarten races, the sack race and the ever-popular parents' race brought plenty of laughter. The " +
        'Principal thanked the PE department, the house masters and the many parents who volunteered, and ' +
        'reminded everyone that every athlete who took part was a winner.',
      'Congratulations to Blue House, and thank you to every family who came to support our children.',
    ].join('\n\n'),
  },
  {
    id: 3,
    title: 'Young Scientists Shine at the Annual Science Fair',
    category: 'academic',
    date: '2025-06-10',
    image: 'news/science-fair',
    content: [
      "Forty-two projects filled the assembly hall for this year's Science Fair, as pupils from Primary 4 to SS2 " +
        'showed what curious minds can do with everyday materials. Visitors moved from a working model of a ' +
        'hydroelectric dam to a homemade water filter, a solar cooker and an automatic plant-watering system.',
      'The judges, two lecturers from a university in Ibadan and a retired chief science inspector, praised the ' +
        'quality of the explanations as much as the models. First prize in the senior category went to SS2 ' +
        'students Daniel Okonkwo and Aisha Lawal for a low-cost incubator built from a cooler and a bulb.',
      'In the primary category, Primary 6 won with a simple alarm that warns when a water tank is nearly full, a ' +
        'problem many of the judges recognised from home. Primary 4 received a special commendation for their ' +
        'study of which local leaves keep mosquitoes away.',
      'The winning projects will represent ICAST at the inter-school science exhibition next term. Well done to ' +
        'every young scientist and to the teachers who guided them.',
    ].join('\n\n'),
  },
  {
    id: 4,
    title: 'Cultural Week Brings the Colours of Nigeria to Elewura',
    category: 'events',
    date: '2025-06-20',
    image: 'news/cultural-week',
    content: [
      'Cultural Week ended on Friday with a grand parade at the Elewura campus, as pupils and teachers arrived in ' +
        'aso-oke, isiagu, babban riga, wrappers and beads representing cultures from every part of Nigeria.',
      'Throughout the week, classes explored a different region each day. Pupils learnt folk songs and ' +
        'proverbs, tried their hands at adire tie-dye and bead-making, and listened to stories told by invited ' +
        "grandparents. The Yoruba department's talking drum workshop was a particular favourite.",
      "Friday's food fair, prepared with the help of parents, offered amala and ewedu, jollof rice, egusi, " +
        'suya, moi moi and zobo. The day closed with dance performances from each house; the JSS2 atilogwu ' +
        'troupe drew the loudest applause of the afternoon.',
      'Cultural Week reminds us how much richer our school is for the many backgrounds of our families. Thank ' +
        'you to every parent who cooked, lent costumes or shared a story.',
    ].join('\n\n'),
  },
  {
    id: 5,
    title: 'Primary 3 Explore the University of Ibadan Zoo',
    category: 'events',
    date: '2025-06-25',
    image: 'news/zoo-excursion',
    content: [
      'Primary 3 pupils from both campuses swapped the classroom for the University of Ibadan Zoological Garden ' +
        'on Wednesday, as part of their Basic Science topic on animals and their habitats.',
      "Guided by the zoo's education officer, the children watched the lions at feeding time, counted the " +
        'tortoises, and learnt why the crocodile can stay still for hours. Many were surprised to discover how ' +
        'much a hippopotamus eats in a single day, and the reptile house produced a few brave volunteers and a ' +
        'few nervous giggles.',
      'Back at school, the pupils wrote reports and drew labelled pictures of their favourite animals, which ' +
        'are now on display outside the Primary 3 classrooms. Their teachers were delighted with how much the ' +
        'children remembered.',
      'The trip was supervised by eight teachers and two nurses, with one adult for every eight children. We ' +
        'thank parents for returning their consent forms promptly and for the well-packed lunch boxes.',
    ].join('\n\n'),
  },
  {
    id: 6,
    title: 'ICAST Wins the Oluyole Inter-School Quiz and Debate',
    category: 'academic',
    date: '2025-06-27',
    image: 'news/quiz-debate',
    content: [
      'Our Quiz & Debate Club brought home two trophies from the Oluyole Inter-School Quiz and Debate ' +
        'Competition, held on Thursday with twelve secondary schools taking part.',
      'In the debate final, SS1 students Morenike Balogun and Emeka Nwosu opposed the motion that social media ' +
        'has done more harm than good to young people. Their calm, well-researched arguments won over the ' +
        'judges, and Morenike was named best speaker of the competition.',
      'The JSS quiz team of Farouk Ibrahim, Deborah Akande and Samuel Ojo then won the junior quiz after a tense ' +
        'tie-breaker on Nigerian history and general science. Their coach praised their teamwork and the many ' +
        'Saturday mornings of practice.',
      "The trophies will be presented to the Principal at Monday's assembly. Congratulations to our students and " +
        "to the club's teachers, and good luck at the state round next term.",
    ].join('\n\n'),
  },
  {
    id: 7,
    title: 'Under-14 Footballers Reach the Inter-Schools Cup Semi-Final',
    category: 'sports',
    date: '2025-07-04',
    image: 'news/under-14-football',
    content: [
      "The ICAST Under-14 boys' football team ended a fine season by reaching the semi-final of the Ibadan " +
        'South-West Inter-Schools Cup, the furthest our school has ever gone in the competition.',
      'The team won all three group matches, scoring eleven goals and conceding only two, before a 2-1 ' +
        'quarter-final victory in which captain Ibukun Salami scored the winner in the final minutes. In a hard ' +
        'semi-final on Wednesday, the boys lost 1-0 to the eventual champions, but they played with discipline ' +
        'and courage to the last whistle.',
      'Coach Adewale thanked the parents who drove the team to away matches and the pupils who turned out to ' +
        'sing and cheer. He also praised the players for keeping up with their schoolwork throughout the ' +
        'season, which is always the first rule of the team.',
      "Trials for next season's Under-14 and Under-16 teams, open to boys and girls, will hold in the second " +
        'week of the First Term.',
    ].join('\n\n'),
  },
  {
    id: 8,
    title: 'Coding Club Showcase: Pupils Present Their First Apps',
    category: 'academic',
    date: '2025-07-08',
    image: 'news/coding-showcase',
    content: [
      "Parents packed the ICT centre on Tuesday afternoon for the Coding Club's end-of-year showcase, where " +
        'pupils from Primary 4 to SS1 presented the games, websites and apps they built this session.',
      'The younger coders used Scratch to build quiz games on times tables, Nigerian states and capitals, and ' +
        'road safety. Secondary members went further: one group built a simple website for the school library ' +
        'that lets pupils search for books, and another created a mobile app that reminds students of their ' +
        'homework deadlines.',
      'Each team explained how they planned their project, found and fixed bugs, and what they would improve ' +
        'next time. Several parents admitted they had learnt something new themselves.',
      'The Coding Club meets every Tuesday and Thursday after school. New members are welcome from Primary 4 in ' +
        'September; no experience is needed, only curiosity and patience.',
    ].join('\n\n'),
  },
  {
    id: 9,
    title: 'Third Term Examinations, Vacation and Summer School',
    category: 'notices',
    date: '2025-07-03',
    image: 'news/end-of-term-notice',
    content: [
      'Parents are kindly reminded that the Third Term examinations run from Monday 7 July to Friday 18 July ' +
        '2025. Please make sure your child arrives on time each day with the right writing materials and a ' +
        'well-charged calculator where needed.',
      'Prize-Giving Day holds on Thursday 24 July, and the session ends on Friday 25 July. Report cards will ' +
        'be available on the parent portal from Wednesday 30 July, and printed copies can be collected at the ' +
        'school office.',
      'Our Summer School runs from Monday 4 August to Friday 29 August, 8:00 AM to 1:00 PM, on both campuses. It ' +
        'offers revision in English and Mathematics, coding, arts and sports, and is open to ICAST pupils and ' +
        'children from other schools. Registration is at the school office.',
      'The First Term of the 2025-2026 session begins on Monday 8 September 2025. Boarders return on Sunday 7 ' +
        'September between 2:00 PM and 6:00 PM. We wish all our families a restful holiday.',
    ].join('\n\n'),
  },
  {
    id: 10,
    title: 'Prize-Giving Day and Nursery 2 Graduation',
    category: 'events',
    date: '2025-07-24',
    image: 'news/prize-giving',
    content: [
      'Families gathered in the assembly hall on Thursday for our Prize-Giving Day and the graduation of the ' +
        'Nursery 2 class, a joyful close to the 2024-2025 academic year.',
      'Thirty-five little graduands in blue caps and gowns sang, recited poems and received their certificates, ' +
        'ready to begin Primary 1 in September. There were more than a few proud tears in the audience.',
      'Prizes were then presented for academic excellence, most improved pupil, neatness, punctuality and good ' +
        'conduct in every class. The overall best student award went to Oluwadamilare Ajayi of SS2, and the ' +
        "Principal's Award for kindness was presented to Primary 5 pupil Zainab Yusuf for quietly helping new " +
        'pupils settle in all year.',
      'The guest speaker, an old parent and Ibadan-based paediatrician, encouraged the pupils to read widely and ' +
        'to stay curious. The day ended with the school choir, the cultural troupe and light refreshments. ' +
        'Congratulations to every prize-winner and graduand.',
    ].join('\n\n'),
  },
];

export interface PrimaryNewsItem {
  id: number;
  image: ImageKey;
  category: NewsCategory;
  title: string;
  content: string;
  date: string;
}

/** The News tab on /primary (first three shown). */
export const PRIMARY_NEWS: PrimaryNewsItem[] = [
  {
    id: 1,
    image: 'primary/news/spelling-bee',
    category: 'academic',
    title: 'Primary 4 Crowned Spelling Bee Champions',
    content:
      "Primary 4 won this term's inter-class Spelling Bee after a nail-biting final round against Primary 6. " +
      'Nine-year-old Oyinkansola Adebayo spelt "conscientious" and "rhythm" without hesitation to seal the ' +
      'victory. Well done to every speller who stood up in front of the whole school.',
    date: '2025-06-13',
  },
  {
    id: 2,
    image: 'primary/news/fire-service-visit',
    category: 'events',
    title: 'Primary 2 Learn Fire Safety from the Fire Service',
    content:
      'Officers from the Oyo State Fire Service visited Primary 2 to teach fire safety at home and at school. ' +
      'The pupils practised "stop, drop and roll", learnt the emergency number, and took turns sitting in the ' +
      'fire engine. Our termly fire drill the next day was the smoothest yet.',
    date: '2025-06-18',
  },
  {
    id: 3,
    image: 'primary/news/mini-olympics',
    category: 'sports',
    title: 'Mini-Olympics Day for Grades 1 to 3',
    content:
      'Our youngest primary pupils enjoyed a Mini-Olympics morning of egg-and-spoon races, beanbag throws, ' +
      'hurdles and relays. Every child received a medal for taking part, and the Grade 2 relay team set a new ' +
      'record for the best team cheer.',
    date: '2025-07-02',
  },
  {
    id: 4,
    image: 'primary/news/reading-challenge',
    category: 'academic',
    title: 'Reading Challenge: 1,200 Books Read This Term',
    content:
      "Primary pupils read a remarkable 1,200 library books during this term's Reading Challenge. Primary 5 " +
      'read the most as a class, and certificates go to the twenty pupils who each read more than fifteen books.',
    date: '2025-07-11',
  },
];

export function findNewsItem(id: string | number): NewsItem | undefined {
  return NEWS_ITEMS.find((item) => String(item.id) === String(id));
}
