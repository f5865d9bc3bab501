import type { ImageKey } from './site';

export interface Testimonial {
  id: number;
  text: string;
  image: ImageKey;
  name: string;
  role: 'Parent';
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    text:
      'My daughter started in the ICAST creche when she was eight months old and is now in Nursery 2. The ' +
      'caregivers are patient and clean, and the little daily notes tell me exactly how she ate and slept. ' +
      'I go to work with a settled mind.',
    image: 'testimonials/adebola-ogunleye',
    name: 'Mrs Adebola Ogunleye',
    role: 'Parent',
  },
  {
    id: 2,
    text:
      'Our son was shy and struggled with reading when he joined Primary 3. Within two terms his teacher had ' +
      'him reading aloud at assembly. The school communicates well and they really know each child.',
    image: 'testimonials/chinedu-okafor',
    name: 'Mr Chinedu Okafor',
    role: 'Parent',
  },
  {
    id: 3,
    text:
      'We chose ICAST for the boarding hostel because we travel often for work. Our twins in JSS2 are happy, ' +
      'well fed and doing their prep every evening. The house mother calls us whenever there is anything to report.',
    image: 'testimonials/ibrahim-bello',
    name: 'Dr Ibrahim Bello',
    role: 'Parent',
  },
  {
    id: 4,
    text:
      'The Elewura campus saved us a long daily drive, and the standard is the same as at Elebu. My children ' +
      'love the Coding Club and Cultural Week, and their results have improved every term.',
    image: 'testimonials/funmilayo-adeyemi',
    name: 'Mrs Funmilayo Adeyemi',
    role: 'Parent',
  },
  {
    id: 5,
    text:
      'My son sat his WASSCE with ICAST and made excellent grades in all his science subjects. The teachers ' +
      'held extra revision classes and never gave up on any student. We are very grateful.',
    image: 'testimonials/ngozi-eze',
    name: 'Mrs Ngozi Eze',
    role: 'Parent',
  },
  {
    id: 6,
    text:
      'Discipline with love: that is what I see at ICAST. My children greet properly, keep their books neat and ' +
      'tell me the truth. The school has been a true partner in raising them.',
    image: 'testimonials/tunde-akinola',
    name: 'Mr Tunde Akinola',
    role: 'Parent',
  },
];
