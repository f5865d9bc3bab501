import type { SiteContent, SiteSettings, SocialNetwork } from '@icast/contracts';
import { FAQS } from './faqs';
import { HERO_SLIDES } from './hero';
import { HOME_COUNTERS } from './counters';
import { SITE } from './site';
import { DEFAULT_SITE_MENUS } from './site-menus';
import { TESTIMONIALS } from './testimonials';

/**
 * The site's content as the school first publishes it: what the API writes on its first start (ids become each
 * row's seed key) and what pages show until the API's edited content arrives, or when it cannot be reached.
 * Campus coordinates are left empty: directions go to the address until staff set the gate's position.
 */
export function defaultSiteSettings(academicYear: string = SITE.academicYear): SiteSettings {
  return {
    phones: [...SITE.phones],
    whatsapp: SITE.whatsapp,
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

export const DEFAULT_SITE_CONTENT: SiteContent = {
  settings: defaultSiteSettings(),
  announcement: null,
  closure: null,
  faqs: FAQS.map((faq) => ({
    id: faq.id,
    question: faq.question,
    answer: faq.answer,
    category: faq.category,
    sourcePath: faq.sourcePath,
    hidden: false,
  })),
  testimonials: TESTIMONIALS.map((testimonial) => ({
    id: String(testimonial.id),
    name: testimonial.name,
    role: testimonial.role,
    text: testimonial.text,
    hidden: false,
  })),
  heroSlides: HERO_SLIDES.map((slide) => ({
    id: slide.id,
    heading: slide.heading,
    text: slide.text,
    buttons: slide.buttons,
    imageKey: slide.imageKey,
    picture: null,
    hidden: false,
  })),
  counters: HOME_COUNTERS.map((counter) => ({
    id: counter.id,
    label: counter.label,
    target: counter.target,
    hidden: false,
  })),
  menus: DEFAULT_SITE_MENUS,
};
