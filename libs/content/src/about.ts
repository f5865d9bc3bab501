export interface SchoolValue {
  title: string;
  text: string;
}

export interface AboutContent {
  mission: string;
  vision: string;
  /** Paragraphs, oldest first. */
  history: string[];
  values: SchoolValue[];
}

export type HomeInfoBoxId = 'mission' | 'vision' | 'history' | 'academics';

export interface HomeInfoBox {
  id: HomeInfoBoxId;
  title: string;
  text: string;
}

export const ABOUT: AboutContent = {
  mission:
    'To give every child at ICAST a safe, happy and disciplined place to learn, where caring and qualified ' +
    "teachers build strong foundations in reading, numeracy and science, nurture each child's talents, and " +
    'raise honest, respectful young people who are ready for the next stage of school and of life.',
  vision:
    'To be the school Ibadan families trust most: a community known for excellent results, good character and ' +
    'confident, creative children who grow into responsible leaders in Nigeria and anywhere in the world.',
  history: [
    'ICAST Schools opened its doors in September 2012 in a rented bungalow on Elebu Road, off Oluyole Extension, ' +
      'with a creche, two nursery classes and fourteen children. The founders, a husband-and-wife team of ' +
      'teachers who had taught in Ibadan and Lagos for many years, wanted a school that felt like a second home ' +
      'without ever lowering its academic standards.',
    'Word spread from parent to parent. Primary classes followed as the first nursery children grew, and in ' +
      '2016 the school moved into its own purpose-built classrooms on the Elebu site, with a library, science ' +
      'corner and playing field. The junior secondary school welcomed its first JSS1 class in 2018.',
    'In 2020 ICAST opened its second campus at Elewura, off Challenge, so that families on that side of the ' +
      'city no longer faced long morning journeys. The senior secondary school and the boarding hostel came ' +
      'next, and our first SS3 students sat the WASSCE in 2024.',
    'Today ICAST runs daycare, kindergarten, primary and secondary sections across its two Ibadan campuses, ' +
      'with a boarding hostel for primary pupils and JSS1 to SS3 students. The school has grown, but the ' +
      'promise of 2012 has not changed: every child is known by name and helped to do their best.',
  ],
  values: [
    {
      title: 'Integrity',
      text: 'We tell the truth, keep our word and do the right thing even when nobody is watching.',
    },
    {
      title: 'Excellence',
      text: 'We expect good work from every child and every teacher, and we celebrate effort as much as results.',
    },
    {
      title: 'Respect',
      text: 'We greet, we listen and we treat one another, our elders and our environment with courtesy.',
    },
    {
      title: 'Care',
      text: 'Every child is known by name. We notice when a pupil is struggling and we step in early, with the family.',
    },
    {
      title: 'Discipline',
      text: 'Punctuality, neat work and good conduct are habits we build patiently from the creche to SS3.',
    },
    {
      title: 'Creativity',
      text: 'Through art, music, coding, debate and science projects, children learn to ask questions and make things.',
    },
  ],
};

export const HOME_INFO_BOXES: HomeInfoBox[] = [
  {
    id: 'mission',
    title: 'Our Mission',
    text:
      'A safe, happy and disciplined school where caring teachers build strong foundations and raise honest, ' +
      'respectful children who are ready for the next stage of life.',
  },
  {
    id: 'vision',
    title: 'Our Vision',
    text:
      'To be the school Ibadan families trust most, known for excellent results, good character and confident, ' +
      'creative young leaders.',
  },
  {
    id: 'history',
    title: 'Our History',
    text:
      'Founded in 2012 with fourteen children on Elebu Road, ICAST has grown into a full school group with two ' +
      'campuses in Ibadan, at Elebu and Elewura, and a boarding hostel.',
  },
  {
    id: 'academics',
    title: 'Academics',
    text:
      'The Nigerian national curriculum, enriched with British teaching methods, from daycare and kindergarten ' +
      'through primary to the JSSCE and WASSCE in secondary school.',
  },
];
