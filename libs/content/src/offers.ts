/** A lucide-react icon component name, e.g. `BookOpen`. Apps map it to the component; this library imports none. */
export type IconName = string;

export interface OfferCard {
  id: string;
  title: string;
  text: string;
  icon: IconName;
}

/** The six "What we offer" cards on the home page. */
export const OFFERS: OfferCard[] = [
  {
    id: 'qualified-teachers',
    title: 'Qualified, Caring Teachers',
    text:
      'Every class teacher is a graduate with a teaching qualification and is registered with the Teachers ' +
      'Registration Council of Nigeria. Regular in-house training keeps their methods fresh.',
    icon: 'GraduationCap',
  },
  {
    id: 'blended-curriculum',
    title: 'A Rich, Blended Curriculum',
    text:
      'The Nigerian national curriculum, enriched with British approaches to phonics, reading and mathematics, ' +
      'so children master the basics and learn to think for themselves.',
    icon: 'BookOpen',
  },
  {
    id: 'ict-coding',
    title: 'ICT and Coding',
    text:
      'Computer lessons start in kindergarten. Primary pupils learn typing and Scratch, and secondary students ' +
      'build websites and simple apps in our Coding Club.',
    icon: 'Laptop',
  },
  {
    id: 'sports-clubs',
    title: 'Sports, Clubs and Excursions',
    text:
      'Football, athletics, table tennis, music, art, debate and cultural dance, plus termly trips that take ' +
      'learning out of the classroom.',
    icon: 'Trophy',
  },
  {
    id: 'safe-campuses',
    title: 'Safe, Secure Campuses',
    text:
      'Gated campuses with trained security staff, CCTV, a signed pick-up system for younger children and a ' +
      'school clinic with a resident nurse.',
    icon: 'ShieldCheck',
  },
  {
    id: 'boarding',
    title: 'Boarding Hostel',
    text:
      'A supervised, homely hostel for primary pupils and JSS1 to SS3 students, with evening prep, balanced ' +
      'meals, steady power and dedicated house parents.',
    icon: 'BedDouble',
  },
];
