import type { SiteSettings, SocialNetwork } from '@icast/contracts';
import { FAQS, HERO_SLIDES, HOME_COUNTERS, SITE, TESTIMONIALS } from '@icast/content';
import type { CounterRecord, FaqRecord, HeroSlideRecord, TestimonialRecord } from './content-lists.schema';

/**
 * What the API writes on its first start, from libs/content (the school's published facts) and the configured
 * academic year. Campus coordinates are left empty: directions go to the address until staff set the gate's position.
 */
export function defaultSettings(academicYear: string): SiteSettings {
  return {
    phones: [...SITE.phones],
    emails: [SITE.email],
    campuses: SITE.addresses.map((address) => ({
      id: address.campus,
      label: address.label,
      address: address.line,
      latitude: null,
      longitude: null,
    })),
    openingHours: SITE.openingHours.text,
    schoolHours: SITE.schoolHours.text,
    social: SITE.social.map((link) => ({ network: link.label as SocialNetwork, href: link.href })),
    academicYear,
    applicationDeadline: '',
  };
}

export const DEFAULT_FAQS: Array<Partial<FaqRecord>> = FAQS.map((faq) => ({
  question: faq.question,
  answer: faq.answer,
  category: faq.category,
  sourcePath: faq.sourcePath,
  hidden: false,
  seedKey: faq.id,
}));

export const DEFAULT_TESTIMONIALS: Array<Partial<TestimonialRecord>> = TESTIMONIALS.map((testimonial) => ({
  name: testimonial.name,
  role: testimonial.role,
  text: testimonial.text,
  hidden: false,
  seedKey: String(testimonial.id),
}));

export const DEFAULT_COUNTERS: Array<Partial<CounterRecord>> = HOME_COUNTERS.map((counter) => ({
  label: counter.label,
  target: counter.target,
  hidden: false,
  seedKey: counter.id,
}));

export const DEFAULT_HERO_SLIDES: Array<Partial<HeroSlideRecord>> = HERO_SLIDES.map((slide) => ({
  heading: slide.heading,
  text: slide.text,
  buttons: slide.buttons,
  imageKey: slide.imageKey,
  picture: null,
  imageAlt: '',
  hidden: false,
  seedKey: slide.id,
}));
