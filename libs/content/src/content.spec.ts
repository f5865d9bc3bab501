import {
  ABOUT,
  ACTIVITY_GALLERY_CATEGORIES,
  ACTIVITY_GROUPS,
  ADMISSION_DECISION_DAYS,
  ADMISSION_REQUIREMENTS,
  ADMISSION_STEPS,
  APPLICATION_PROCESS,
  APPLICATION_STATUS_EXPLANATIONS,
  applicationStatusInfo,
  BANNER_SEGMENTS,
  CHAT_PERSONA,
  countOf,
  CONSENT,
  COUNTER_ANIMATION,
  FACILITIES,
  FAQS,
  GALLERY_FILTERS,
  GALLERY_GROUPS,
  GALLERY_ITEMS,
  HOME_ACTIVITIES,
  HOME_COUNTERS,
  HOME_INFO_BOXES,
  HOSTEL,
  KINDERGARTEN_OFFERS,
  KINDERGARTEN_RESOURCES,
  KINDERGARTEN_SUBJECTS,
  NEWS_ITEMS,
  OFFERS,
  PORTAL_CODES,
  PORTAL_ROLE_OPTIONS,
  PRIMARY_CURRICULUM_DEFAULT_TAB,
  PRIMARY_CURRICULUM_TABS,
  PRIMARY_NEWS,
  SCHOOL_SECTIONS,
  SECONDARY_CURRICULUM_TABS,
  SITE,
  TESTIMONIALS,
  activityGalleryImages,
  bannerFor,
  withAcademicYear,
  counterValueAt,
  filterGallery,
  findPortalCode,
  formatLagosDate,
  formatNaira,
  latestNews,
  pageTitleFor,
  portalUrl,
  renderFaqAnswer,
  telHref,
  whatsappHref,
  truncateWords,
  type PortalCampus,
  type PortalLevel,
  type PortalRole,
} from './index';
import { academicYearOn, APPLICATION_STATUS_VALUES, APPLICATION_STATUSES } from '@icast/contracts';

/** The route list of the product spec (section 2), plus /events which the footer links. */
const SPEC_ROUTES = [
  '/',
  '/about',
  '/classes',
  '/blog',
  '/kindagarten',
  '/primary',
  '/secondary',
  '/admission',
  '/portal',
  '/book-a-tour',
  '/online-application',
  '/form',
  '/activities',
  '/facilities',
  '/hostel',
  '/faq',
  '/contacts',
  '/payment',
  '/login',
  '/application',
  '/application-purchase',
  '/payment_success',
  '/gallery-page',
  '/events',
];

const allStrings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('plurals', () => {
  it.each([
    [0, 'application', undefined, '0 applications'],
    [1, 'application', undefined, '1 application'],
    [2, 'application', undefined, '2 applications'],
    [1, 'family', 'families', '1 family'],
    [21, 'family', 'families', '21 families'],
    [1500, 'application', undefined, '1,500 applications'],
  ])('%d %s', (count, one, other, text) => {
    expect(countOf(count, one, other)).toBe(text);
  });
});

describe('the online application FAQ', () => {
  it('names the five sections the form has, A to E, and the check before submitting', () => {
    const answer = FAQS.find((faq) => faq.id === 'online-application')!.answer;
    expect(answer).toContain('five short sections: A, place applied for; B, ');
    expect(answer).toContain('E, contact, home and health.');
    expect(answer).toContain('check your answers and submit');
  });
});

describe('site facts', () => {
  it('states the fixed facts of the spec', () => {
    expect(SITE.name).toBe('ICAST');
    expect(SITE.foundedYear).toBe(2012);
    // Until the site settings arrive, pages show the session the date gives, never a fixed one that goes stale.
    expect(SITE.academicYear).toBe(academicYearOn(new Date()));
    expect(SITE.openingHours.text).toBe('8:00-18:00 Mon-Sat');
    expect(SITE.schoolHours.text).toBe('8:00 AM-3:00 PM Mon-Fri');
    expect(SITE.phones).toHaveLength(2);
    expect(SITE.email).toMatch(/^[^\s@]+@[^\s@.]+(?:\.[a-z]+)+$/);
    expect(SITE.social.map((link) => link.label)).toEqual(['Facebook', 'Instagram', 'X']);
    expect(SITE.terms.map((term) => term.months)).toEqual(['Sep-Dec', 'Jan-Apr', 'May-Jul']);
  });

  it('has two Ibadan campuses, Elebu and Elewura, each with a maps link out', () => {
    expect(SITE.addresses.map((address) => address.campus)).toEqual(['elebu', 'elewura']);
    for (const address of SITE.addresses) {
      expect(address.city).toBe('Ibadan');
      expect(address.line).toContain('Ibadan');
      expect(address.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(decodeURIComponent(address.mapUrl)).toContain(address.line);
    }
  });

  it('promises no message the site does not send', () => {
    const texts = [
      ...FAQS.map((faq) => faq.answer),
      ...Object.values(APPLICATION_STATUS_EXPLANATIONS),
      ...ADMISSION_STEPS.map((step) => step.content),
    ].join('\n');
    expect(texts).not.toMatch(/will (call|contact|text|sms) you|check your e-?mail for|we will contact/i);
    expect(texts).toContain('we e-mail you a receipt');
  });

  it('formats phone links and naira amounts', () => {
    expect(telHref('0803 512 4471')).toBe('tel:+2348035124471');
    expect(telHref('+234 805 638 2190')).toBe('tel:+2348056382190');
    expect(whatsappHref('0803 512 4471')).toBe('https://wa.me/2348035124471');
    expect(whatsappHref(SITE.whatsapp, 'Hello & welcome?')).toBe(
      'https://wa.me/2348035124471?text=Hello%20%26%20welcome%3F',
    );
    expect(formatNaira(5000)).toBe('₦5,000');
    expect(formatNaira(25000)).toBe('₦25,000');
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
    expect(formatNaira(0)).toBe('₦0');
    // Half past eleven at night in London is already the next day in Lagos (UTC+1), whatever the reader's clock.
    expect(formatLagosDate('2026-11-25T23:30:00.000Z')).toBe('26 November 2026');
  });

  it('tells the history with the founding year and both campuses', () => {
    const history = ABOUT.history.join(' ');
    expect(history).toContain('2012');
    expect(history).toMatch(/Elebu/);
    expect(history).toMatch(/Elewura/);
    expect(HOME_INFO_BOXES.map((box) => box.id)).toEqual(['mission', 'vision', 'history', 'academics']);
  });
});

describe('writing quality', () => {
  const everything = allStrings(
    // Every exported data table, checked at once.
    [SITE, ABOUT, HOME_INFO_BOXES, SCHOOL_SECTIONS, OFFERS, HOME_ACTIVITIES, ACTIVITY_GROUPS, FACILITIES, HOSTEL],
  ).concat(
    allStrings([FAQS, TESTIMONIALS, GALLERY_ITEMS, KINDERGARTEN_SUBJECTS, NEWS_ITEMS, PRIMARY_NEWS, ADMISSION_STEPS]),
    allStrings([
      APPLICATION_STATUS_EXPLANATIONS,
      CONSENT,
      CHAT_PERSONA,
      PRIMARY_CURRICULUM_TABS,
      SECONDARY_CURRICULUM_TABS,
    ]),
  );

  it('has no placeholder text', () => {
    for (const text of everything) {
      expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|xxx|placeholder/i);
    }
  });

  it('uses straight apostrophes and quotes only, and no American spellings we avoid', () => {
    for (const text of everything) {
      expect(text).not.toMatch(/[’‘“”]/);
      expect(text).not.toMatch(/\b(color|favorite|center|program|organize|enrollment|behavior)\b/);
    }
  });
});

describe('school sections', () => {
  it('gives the ages, hours, grades and exams of the spec', () => {
    const byId = Object.fromEntries(SCHOOL_SECTIONS.map((section) => [section.id, section]));
    expect(Object.keys(byId)).toEqual(['daycare', 'kindergarten', 'primary', 'secondary']);
    expect(byId.kindergarten).toMatchObject({ minAge: 3, maxAge: 5, route: '/kindagarten' });
    expect(byId.kindergarten?.hours).toMatch(/8:00 AM-2:00 PM/);
    expect(byId.primary).toMatchObject({ minAge: 6, maxAge: 11, route: '/primary' });
    expect(byId.primary?.classes).toContain('Grades 1-6');
    expect(byId.secondary).toMatchObject({ minAge: 12, maxAge: 18, route: '/secondary' });
    expect(byId.secondary?.classes).toContain('Grades 7-12');
    expect(byId.secondary?.description).toMatch(/JSSCE[\s\S]*WASSCE/);
    expect(byId.daycare?.route).toBe('/kindagarten');
  });

  it('has six offers with lucide-style icon names', () => {
    expect(OFFERS).toHaveLength(6);
    for (const offer of OFFERS) expect(offer.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
  });
});

describe('activities', () => {
  it('lists the five home activities in order', () => {
    expect(HOME_ACTIVITIES.map((activity) => activity.title)).toEqual([
      'Coding Club',
      'Sports Day',
      'Science Fair',
      'Cultural Week',
      'Quiz & Debate Club',
    ]);
  });

  it('has the five activity groups, each with sub-activities', () => {
    expect(ACTIVITY_GROUPS.map((group) => group.id)).toEqual([
      'sports-games',
      'excursions-trips',
      'art-creativity',
      'primary-school-events',
      'academic-gallery',
    ]);
    for (const group of ACTIVITY_GROUPS) {
      expect(group.image).toBe(`activities/${group.id}`);
      expect(group.subActivities.length).toBeGreaterThan(0);
    }
  });

  it('shows the celebration images under special events', () => {
    expect(ACTIVITY_GALLERY_CATEGORIES.map((category) => category.id)).toEqual([
      'academic',
      'extracurricular',
      'celebration',
      'special-events',
    ]);
    expect(activityGalleryImages('special-events')).toBe(activityGalleryImages('celebration'));
    expect(activityGalleryImages('academic')).not.toBe(activityGalleryImages('celebration'));
    expect(activityGalleryImages('celebration').length).toBeGreaterThan(0);
  });
});

describe('facilities and hostel', () => {
  it('has at least eight facilities, each with exactly three highlights', () => {
    expect(FACILITIES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(FACILITIES.map((facility) => facility.id)).size).toBe(FACILITIES.length);
    for (const facility of FACILITIES) {
      expect(facility.highlights).toHaveLength(3);
      for (const highlight of facility.highlights) expect(highlight.trim()).not.toBe('');
    }
  });

  it('says the hostel takes primary pupils and JSS1 to SS3, with the six gallery items', () => {
    expect(HOSTEL.intake.text).toMatch(/primary/i);
    expect(HOSTEL.intake.text).toMatch(/JSS1 to SS3/);
    expect(HOSTEL.gallery.map((item) => item.id)).toEqual([
      'building',
      'clinic',
      'power',
      'surveillance',
      'rooms',
      'dining',
    ]);
    expect(GALLERY_GROUPS.hostel).toBe(HOSTEL.gallery);
    expect(HOSTEL.whyChooseBoarding.length).toBeGreaterThan(0);
  });
});

describe('FAQs', () => {
  it('has exactly 22 questions with unique ids and non-empty text', () => {
    expect(FAQS).toHaveLength(22);
    expect(new Set(FAQS.map((faq) => faq.id)).size).toBe(22);
    for (const faq of FAQS) {
      expect(faq.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(faq.question.trim()).toMatch(/\?$/);
      expect(faq.answer.trim().length).toBeGreaterThan(40);
    }
  });

  it('points every answer at a route listed in the spec', () => {
    for (const faq of FAQS) expect(SPEC_ROUTES).toContain(faq.sourcePath);
  });

  it('covers the facts the chat assistant must know', () => {
    const text = FAQS.map(
      (faq) => `${faq.question} ${renderFaqAnswer(faq.answer, { fee: '{fee}', validityDays: 0 })}`,
    ).join('\n');
    for (const fact of [
      '8:00 AM to 3:00 PM',
      '8:00 to 18:00',
      'September to December',
      'January to April',
      'May to July',
      'JSS1 to SS3',
      'The application form costs {fee}',
      '0 days',
      `within ${ADMISSION_DECISION_DAYS} days`,
      '4 recent passport photographs',
      'Paystack',
      'USSD',
      'bank transfer',
      'JSSCE',
      'WASSCE',
      SITE.email,
      ...SITE.phones,
      'Elebu',
      'Elewura',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('renders the fee and validity tokens, everywhere they occur', () => {
    const faq = FAQS.find((entry) => entry.id === 'application-form-fee');
    expect(faq).toBeDefined();
    const rendered = renderFaqAnswer(faq?.answer ?? '', { fee: '₦5,000', validityDays: 30 });
    expect(rendered).toContain('The application form costs ₦5,000');
    expect(rendered).toContain('valid for 30 days');
    expect(rendered).not.toMatch(/\{fee\}|\{validityDays\}/);
    expect(
      renderFaqAnswer('{fee} then {fee}, {validityDays}/{validityDays}, {other}', { fee: 'N', validityDays: 7 }),
    ).toBe('N then N, 7/7, {other}');
    expect(renderFaqAnswer('$& and $1 stay literal: {fee}', { fee: '$&', validityDays: 1 })).toBe(
      '$& and $1 stay literal: $&',
    );
  });

  it('fills the school facts staff may change, with the published ones by default', () => {
    const contact = FAQS.find((entry) => entry.id === 'office-hours-contact')!.answer;
    const year = FAQS.find((entry) => entry.id === 'academic-terms')!.answer;
    const base = { fee: 'N', validityDays: 1 };
    expect(renderFaqAnswer(contact, base)).toContain('call us on 0803 512 4471 or 0805 638 2190, e-mail info@');
    expect(renderFaqAnswer(year, base)).toContain(`(currently ${SITE.academicYear})`);
    const edited = { ...base, phones: ['0701 000 0000'], email: 'office@example.ng', academicYear: '2026-2027' };
    expect(renderFaqAnswer(contact, edited)).toContain('call us on 0701 000 0000, e-mail office@example.ng');
    expect(renderFaqAnswer(year, edited)).toContain('(currently 2026-2027)');
    expect(renderFaqAnswer('{phones}', { ...base, phones: ['a', 'b', 'c'] })).toBe('a, b or c');
  });

  it('leaves no unknown token in any answer', () => {
    for (const faq of FAQS) {
      const rendered = renderFaqAnswer(faq.answer, { fee: '₦5,000', validityDays: 30 });
      expect(rendered).not.toMatch(/\{[A-Za-z]+\}/);
    }
  });
});

describe('testimonials, gallery and subjects', () => {
  it('has six parent testimonials with unique ids', () => {
    expect(TESTIMONIALS).toHaveLength(6);
    expect(new Set(TESTIMONIALS.map((testimonial) => testimonial.id)).size).toBe(6);
    for (const testimonial of TESTIMONIALS) expect(testimonial.role).toBe('Parent');
  });

  it('has gallery items in every filter category, with matching names and unique slugs', () => {
    expect(GALLERY_FILTERS).toEqual(['all', 'academics', 'sports', 'events', 'excursions']);
    expect(GALLERY_ITEMS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GALLERY_ITEMS.map((item) => item.slug)).size).toBe(GALLERY_ITEMS.length);
    for (const item of GALLERY_ITEMS) expect(item.name.toLowerCase()).toBe(item.category);
    for (const filter of GALLERY_FILTERS) {
      if (filter !== 'all') expect(filterGallery(GALLERY_ITEMS, filter).length).toBeGreaterThanOrEqual(3);
    }
    expect(filterGallery(GALLERY_ITEMS, 'all')).toHaveLength(GALLERY_ITEMS.length);
    expect(GALLERY_GROUPS.kindergarten.length).toBeGreaterThan(0);
  });

  it('has the six kindergarten subjects, each highlighting an existing offer card', () => {
    expect(KINDERGARTEN_SUBJECTS.map((subject) => subject.title)).toEqual([
      'Mathematics',
      'Language',
      'Writing',
      'Music',
      'Sports',
      'Arts',
    ]);
    const offerIds = KINDERGARTEN_OFFERS.map((offer) => offer.id);
    expect(KINDERGARTEN_OFFERS).toHaveLength(6);
    expect(new Set(KINDERGARTEN_SUBJECTS.map((subject) => subject.offerId)).size).toBe(6);
    for (const subject of KINDERGARTEN_SUBJECTS) expect(offerIds).toContain(subject.offerId);
  });

  it('gives each subject an accent readable on white and on its tint (WCAG AA, 4.5:1)', () => {
    const luminance = (hex: string) => {
      const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
      const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    for (const { color } of KINDERGARTEN_SUBJECTS) {
      expect(color.tint).toMatch(/^#[0-9A-F]{6}$/i);
      expect(color.accent).toMatch(/^#[0-9A-F]{6}$/i);
      expect(contrast(color.accent, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.accent, color.tint)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has the resources strip and the curriculum tabs of the spec', () => {
    expect(KINDERGARTEN_RESOURCES.map((resource) => resource.title)).toEqual([
      'Fullday Care',
      'Lots of Toys',
      'Professional Staff',
      'Books',
      'Favorable Setting',
      'Play Ground',
    ]);
    expect(PRIMARY_CURRICULUM_TABS.map((tab) => tab.label)).toEqual([
      'Literacy',
      'Mathematics',
      'Science',
      'Arts and Entertainment',
    ]);
    expect(PRIMARY_CURRICULUM_DEFAULT_TAB).toBe('literacy');
    expect(SECONDARY_CURRICULUM_TABS.map((tab) => tab.label)).toEqual([
      'Science',
      'Mathematics',
      'Technical and Vocational',
      'Arts and Entertainment',
    ]);
  });
});

describe('news', () => {
  const isRealDate = (value: string) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  };

  it('has ten items with unique ids, all real dates in June or July 2025', () => {
    expect(NEWS_ITEMS).toHaveLength(10);
    expect(new Set(NEWS_ITEMS.map((item) => item.id)).size).toBe(10);
    for (const item of NEWS_ITEMS) {
      expect(item.date).toMatch(/^2025-0[67]-\d{2}$/);
      expect(isRealDate(item.date)).toBe(true);
    }
  });

  it('uses the four categories, and every item is a real article of 3 to 5 paragraphs and 120+ words', () => {
    expect(new Set(NEWS_ITEMS.map((item) => item.category))).toEqual(
      new Set(['sports', 'academic', 'notices', 'events']),
    );
    for (const item of NEWS_ITEMS) {
      const paragraphs = item.content.split(/\n\s*\n/);
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
      expect(words(item.content)).toBeGreaterThanOrEqual(120);
    }
  });

  it('has at least three primary news items with real dates', () => {
    expect(PRIMARY_NEWS.length).toBeGreaterThanOrEqual(3);
    for (const item of PRIMARY_NEWS) expect(isRealDate(item.date)).toBe(true);
  });

  it('cuts card text to 30 words plus an ellipsis and lists the newest first', () => {
    const long = Array.from({ length: 40 }, (_, index) => `w${index}`).join(' ');
    const cut = truncateWords(long);
    expect(cut.endsWith('...')).toBe(true);
    expect(words(cut.replace(/\.\.\.$/, ''))).toBe(30);
    expect(truncateWords('short text')).toBe('short text');
    const latest = latestNews(NEWS_ITEMS);
    expect(latest).toHaveLength(3);
    expect(latest[0]?.date).toBe(
      [...NEWS_ITEMS]
        .map((item) => item.date)
        .sort()
        .reverse()[0],
    );
  });
});

describe('admission', () => {
  it('has the five steps, with the 40-day decision stated', () => {
    expect(ADMISSION_STEPS.map((step) => step.id)).toEqual([1, 2, 3, 4, 5]);
    expect(ADMISSION_DECISION_DAYS).toBe(40);
    expect(ADMISSION_STEPS[4]?.content).toContain('within 40 days');
    expect(ADMISSION_STEPS[2]?.content).toMatch(/in person[\s\S]*online/);
  });

  it('lists the requirements, the four-step process and the five statuses', () => {
    expect(ADMISSION_REQUIREMENTS).toContain('4 recent passport photographs');
    expect(APPLICATION_PROCESS.map((step) => step.title)).toEqual([
      'Purchase Form',
      'Complete Application',
      'Submit Documents',
      'Admission Review',
    ]);
    for (const status of APPLICATION_STATUS_VALUES) {
      expect(APPLICATION_STATUS_EXPLANATIONS[status].length).toBeGreaterThan(40);
      expect(applicationStatusInfo(status)?.label).toBe(APPLICATION_STATUSES[status].label);
    }
    expect(applicationStatusInfo('no_such_status')).toBeUndefined();
  });
});

describe('counters', () => {
  it('has the spec targets and animation', () => {
    expect(HOME_COUNTERS.map(({ label, target }) => [label, target])).toEqual([
      ['Certified Teachers', 100],
      ['Students', 1000],
      ['Locations', 2],
      ['Awards', 20],
    ]);
    expect(COUNTER_ANIMATION).toMatchObject({ steps: 40, stepMs: 50 });
    expect(counterValueAt(1000, 0)).toBe(0);
    expect(counterValueAt(1000, 20)).toBe(500);
    expect(counterValueAt(2, 40)).toBe(2);
  });
});

describe('portal', () => {
  const campuses: PortalCampus[] = ['elebu', 'elewura'];
  const levels: PortalLevel[] = ['primary', 'secondary'];
  const roles: PortalRole[] = ['staff', 'parent', 'student'];
  const combinations = campuses.flatMap((campus) =>
    levels.flatMap((level) => roles.map((role) => ({ campus, level, role }))),
  );

  it('maps all twelve combinations to a portal code', () => {
    expect(combinations).toHaveLength(12);
    for (const selection of combinations) expect(findPortalCode(selection)).toMatch(/^[a-z0-9-]+$/);
  });

  it('shares the Elebu staff and parent portals between primary and secondary, but not the admin one', () => {
    expect(PORTAL_CODES.elebu.primary.staff).toBe(PORTAL_CODES.elebu.secondary.staff);
    expect(PORTAL_CODES.elebu.primary.parent).toBe(PORTAL_CODES.elebu.secondary.parent);
    expect(PORTAL_CODES.elebu.primary.student).not.toBe(PORTAL_CODES.elebu.secondary.student);
    // Apart from that sharing, every combination has its own portal.
    expect(new Set(combinations.map((selection) => findPortalCode(selection))).size).toBe(10);
  });

  it('labels the student role Admin', () => {
    expect(PORTAL_ROLE_OPTIONS).toEqual([
      { value: 'staff', label: 'Staff' },
      { value: 'parent', label: 'Parent' },
      { value: 'student', label: 'Admin' },
    ]);
  });

  it('builds the portal address and gives undefined when nothing matches', () => {
    const code = PORTAL_CODES.elewura.secondary.parent;
    expect(portalUrl('https://portal.example.org/', { campus: 'elewura', level: 'secondary', role: 'parent' })).toBe(
      `https://portal.example.org/${code}/login`,
    );
    expect(findPortalCode({ campus: 'elebu', level: 'primary' })).toBeUndefined();
    expect(findPortalCode({ campus: 'ikeja', level: 'primary', role: 'staff' })).toBeUndefined();
    expect(findPortalCode({ campus: 'elebu', level: 'primary', role: 'toString' })).toBeUndefined();
    expect(findPortalCode({ campus: '__proto__', level: 'primary', role: 'staff' })).toBeUndefined();
    expect(portalUrl('https://portal.example.org', {})).toBeUndefined();
  });
});

describe('banners and titles', () => {
  it('has a banner for every non-home route of the spec', () => {
    for (const route of SPEC_ROUTES.filter((path) => path !== '/')) {
      expect(bannerFor(route)).toBeDefined();
    }
    for (const segment of ['news-detail', 'download_form']) expect(BANNER_SEGMENTS).toContain(segment);
  });

  it('chooses the banner by the first path segment', () => {
    expect(bannerFor('/faq')?.title).toBe('Frequently Asked Questions');
    expect(withAcademicYear(bannerFor('/admission')!.tagline, '2026-2027')).toBe(
      'Admissions are open for the 2026-2027 academic year.',
    );
    expect(withAcademicYear(bannerFor('/admission')!.tagline)).toContain(SITE.academicYear);
    expect(bannerFor('/faq/')).toBe(bannerFor('/faq'));
    expect(bannerFor('/form')?.title).toBe('Application Form');
    expect(bannerFor('/blog/64f0c0ffee')).toBe(bannerFor('/blog'));
    expect(bannerFor('/news-detail/3')).toBeDefined();
    expect(bannerFor('/payment_success?reference=abc')).toBeDefined();
    expect(bannerFor('/')).toBeUndefined();
    expect(bannerFor('')).toBeUndefined();
    expect(bannerFor('/dashboard')).toBeUndefined();
    expect(bannerFor('/dashboard/blog-management')).toBeUndefined();
    expect(bannerFor('/no-such-page')).toBeUndefined();
    expect(bannerFor('/constructor')).toBeUndefined();
  });

  it('gives document titles', () => {
    expect(pageTitleFor('/')).toBe(`ICAST | ${SITE.tagline}`);
    expect(pageTitleFor('/faq')).toBe('Frequently Asked Questions | ICAST');
    expect(pageTitleFor('/blog/abc')).toBe('News | ICAST');
    expect(pageTitleFor('/dashboard/visitor')).toBe('Dashboard | ICAST');
    expect(pageTitleFor('/no-such-page')).toBe('Page not found | ICAST');
    expect(pageTitleFor('/faq/extra')).toBe('Page not found | ICAST');
  });
});

describe('consent and chat', () => {
  it('stores consent in the userConsent cookie for 365 days', () => {
    expect(CONSENT.cookieName).toBe('userConsent');
    expect(CONSENT.values).toEqual(['accept', 'decline']);
    expect(CONSENT.maxAgeDays).toBe(365);
    expect(CONSENT.maxAgeSeconds).toBe(31_536_000);
    expect(CONSENT.text).toMatch(/e-mail/);
    expect(CONSENT.text).toMatch(/phone/);
    expect(CONSENT.text).toMatch(/analytics/);
  });

  it('has the persona and texts of the spec', () => {
    expect(CHAT_PERSONA.name).toBe('Aunty ICAST');
    expect(CHAT_PERSONA.alias).toBe('Aunty Funky');
    expect(CHAT_PERSONA.errorText).toBe('Oops! Something went wrong. Please try again later.');
    expect(CHAT_PERSONA.thinkingText).toBe('Thinking...');
    expect(CHAT_PERSONA.replyDelayMs).toBe(600);
    expect(CHAT_PERSONA.greeting).toContain('Aunty ICAST');
  });
});
