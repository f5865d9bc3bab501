import type { ImageKey } from './site';

export interface HostelPoint {
  title: string;
  text: string;
}

export type HostelGalleryId = 'building' | 'clinic' | 'power' | 'surveillance' | 'rooms' | 'dining';

export interface HostelGalleryItem {
  id: HostelGalleryId;
  image: ImageKey;
  title: string;
  description: string;
}

export interface HostelContent {
  title: string;
  /** Who the hostel takes, stated once for every page and the chat assistant. */
  intake: { text: string; levels: string[] };
  overview: string[];
  features: HostelPoint[];
  pastoralCare: string[];
  faithAndValues: string[];
  whyChooseBoarding: HostelPoint[];
  gallery: HostelGalleryItem[];
  enquiries: { title: string; text: string };
}

/** The hostel's picture set (also exposed as the gallery's hostel group). */
export const HOSTEL_GALLERY: HostelGalleryItem[] = [
  {
    id: 'building',
    image: 'hostel/building',
    title: 'Hostel Building',
    description: "Separate, well-lit boys' and girls' wings inside the school walls.",
  },
  {
    id: 'clinic',
    image: 'hostel/clinic',
    title: 'Sick Bay',
    description: 'A nurse is resident in the hostel and a doctor is on call day and night.',
  },
  {
    id: 'power',
    image: 'hostel/power',
    title: 'Steady Power',
    description: 'Solar panels and inverters backed by a generator keep lights and fans on through the night.',
  },
  {
    id: 'surveillance',
    image: 'hostel/surveillance',
    title: 'Security and CCTV',
    description: 'CCTV covers the compound and corridors, with guards at the gate around the clock.',
  },
  {
    id: 'rooms',
    image: 'hostel/rooms',
    title: 'Rooms',
    description:
      'Airy rooms with bunk beds, personal lockers and reading lamps; younger pupils sleep in smaller rooms.',
  },
  {
    id: 'dining',
    image: 'hostel/dining',
    title: 'Dining',
    description: 'Three balanced meals a day plus an evening snack, with clean drinking water always available.',
  },
];

export const HOSTEL: HostelContent = {
  title: 'ICAST Boarding Hostel',
  intake: {
    text: 'The hostel takes primary pupils and secondary students from JSS1 to SS3.',
    levels: ['Primary', 'JSS1', 'JSS2', 'JSS3', 'SS1', 'SS2', 'SS3'],
  },
  overview: [
    'Our boarding hostel is a home away from home for primary pupils and for secondary students from JSS1 to ' +
      'SS3. Boys and girls live in separate, supervised wings inside the school compound, a short walk from ' +
      'their classrooms, the library and the sports field.',
    'Boarders follow a steady routine of morning devotion, lessons, games, supervised evening prep and lights ' +
      'out at a sensible hour. House parents live on site, know every child by name and keep in regular ' +
      'touch with families.',
  ],
  features: [
    {
      title: 'Supervised evening prep',
      text: 'Two hours of quiet study each weekday evening, with teachers on hand to help with homework and revision.',
    },
    {
      title: 'Resident house parents',
      text: 'Experienced house mothers and fathers live in the hostel and look after boarders day and night.',
    },
    {
      title: 'Health care',
      text: 'A nurse in the hostel sick bay, a doctor on call and parents informed at once if a child is unwell.',
    },
    {
      title: 'Good food',
      text:
        'Three balanced meals and an evening snack, on a menu that mixes Nigerian favourites with fruit and ' +
        'vegetables.',
    },
    {
      title: 'Steady power and water',
      text: 'Solar power with generator backup and treated borehole water, so study and rest are never interrupted.',
    },
    {
      title: 'Weekend activities',
      text: 'Sports, film nights, clubs, supervised laundry time and a weekly call home.',
    },
  ],
  pastoralCare: [
    'Every boarder has a house parent and a teacher mentor who check on them daily, notice changes in mood or ' +
      'appetite, and talk things through before small worries become big ones.',
    'New boarders, especially our younger primary pupils, are paired with an older "buddy" and settled in ' +
      'gently. Parents can call the hostel office on set evenings and receive a short report each half term.',
    'Bullying is not tolerated. Prefects are trained to look out for younger students, and every concern ' +
      'raised by a child or parent is followed up by the head of boarding.',
  ],
  faithAndValues: [
    'Boarding life is built on the values we teach in class: honesty, respect, kindness and self-discipline.',
    'Boarders start each day with a short morning devotion and end it with a quiet reflection. Christian ' +
      'students attend a Sunday service and Muslim students observe Jumat prayers and their daily prayers, ' +
      'with the same care and respect for both faiths.',
  ],
  whyChooseBoarding: [
    {
      title: 'More time to learn',
      text: 'No long school runs through Ibadan traffic: the time goes into study, rest and play instead.',
    },
    {
      title: 'Independence and responsibility',
      text: 'Children learn to organise their day, keep their things tidy and look after one another.',
    },
    {
      title: 'Friendships for life',
      text: 'Living and learning together builds strong friendships and a real sense of belonging.',
    },
    {
      title: 'Structure and support',
      text: 'A predictable routine, supervised prep and caring adults help students focus and do their best.',
    },
    {
      title: 'Peace of mind for parents',
      text: 'Busy and travelling parents know their children are safe, well fed and well supervised.',
    },
  ],
  gallery: HOSTEL_GALLERY,
  enquiries: {
    title: 'Boarding Enquiries',
    text:
      'To ask about boarding places, fees or a visit to the hostel, call the school office or send us an e-mail. ' +
      'We are happy to show you round the rooms, the dining hall and the sick bay before you decide.',
  },
};
