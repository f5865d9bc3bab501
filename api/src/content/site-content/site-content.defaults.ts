import { DEFAULT_SITE_CONTENT } from '@icast/content';
import type { CounterRecord, FaqRecord, HeroSlideRecord, TestimonialRecord } from './content-lists.schema';

/**
 * The rows the first start writes: libs/content's published content, each row keeping its libs/content id as its
 * seed key. Settings come from `defaultSiteSettings` with the configured ACADEMIC_YEAR.
 */
const seedRows = <Item extends { id: string }>(items: Item[]) =>
  items.map(({ id, ...item }) => ({ ...item, seedKey: id }));

export const DEFAULT_FAQS: Array<Partial<FaqRecord>> = seedRows(DEFAULT_SITE_CONTENT.faqs);
export const DEFAULT_TESTIMONIALS: Array<Partial<TestimonialRecord>> = seedRows(DEFAULT_SITE_CONTENT.testimonials);
export const DEFAULT_COUNTERS: Array<Partial<CounterRecord>> = seedRows(DEFAULT_SITE_CONTENT.counters);
export const DEFAULT_HERO_SLIDES: Array<Partial<HeroSlideRecord>> = seedRows(DEFAULT_SITE_CONTENT.heroSlides).map(
  (slide) => ({ ...slide, imageAlt: '' }),
);
