import type { SitePageFields, SitePageKey } from '@icast/contracts';
import { ABOUT } from './about';
import { ADMISSION_DECISION_DAYS, ADMISSION_STEPS } from './admission';
import { ACTIVITY_GALLERY_CATEGORIES, ACTIVITY_GROUPS, activityGalleryImages } from './activity-groups';
import { FACILITIES } from './facilities';
import { KINDERGARTEN_GALLERY } from './gallery';
import { HOSTEL } from './hostel';
import { WELCOME_TEXTS } from './sections';
import { SITE } from './site';
import {
  KINDERGARTEN_OFFERS,
  KINDERGARTEN_PROGRAMMES,
  KINDERGARTEN_RESOURCES,
  KINDERGARTEN_SUBJECTS,
  PRIMARY_CURRICULUM_TABS,
  PRIMARY_SUBJECTS,
  SECONDARY_CURRICULUM_TABS,
  SECONDARY_SUBJECTS,
  type CurriculumTab,
} from './subjects';

/** The hostel page as the school first wrote it (libs/content's HOSTEL), in blocks: the page's first-start text. */
const HOSTEL_PAGE: SitePageFields = {
  title: HOSTEL.title,
  intro: HOSTEL.intake.text,
  blocks: [
    { type: 'section', anchor: 'overview', heading: 'Overview', paragraphs: HOSTEL.overview },
    {
      type: 'cards',
      anchor: 'features',
      heading: 'Hostel Features',
      cards: HOSTEL.features.map(({ title, text }) => ({ title, text, photo: null, highlights: [] })),
    },
    { type: 'section', anchor: 'pastoral', heading: 'Pastoral Care', paragraphs: HOSTEL.pastoralCare },
    { type: 'section', anchor: 'faith', heading: 'Faith and Values', paragraphs: HOSTEL.faithAndValues },
    { type: 'highlights', anchor: 'why-boarding', heading: 'Why Choose Boarding', items: HOSTEL.whyChooseBoarding },
    {
      type: 'gallery',
      anchor: 'hostel-gallery',
      heading: 'Hostel Gallery',
      photos: HOSTEL.gallery.map((item) => ({
        photo: { imageKey: item.image, alt: '' },
        title: item.title,
        caption: item.description,
      })),
    },
    {
      type: 'callToAction',
      anchor: 'enquiries',
      heading: HOSTEL.enquiries.title,
      text: HOSTEL.enquiries.text,
      label: 'Send a hostel enquiry',
      to: `/contacts?subject=${encodeURIComponent('Hostel enquiry')}`,
    },
  ],
};

/** The about page as the school first wrote it (libs/content's ABOUT). */
const ABOUT_PAGE: SitePageFields = {
  title: `About ${SITE.fullName}`,
  intro: SITE.description,
  blocks: [
    { type: 'section', anchor: 'history', heading: 'Our History', paragraphs: ABOUT.history },
    { type: 'section', anchor: 'mission', heading: 'Our Mission', paragraphs: [ABOUT.mission] },
    { type: 'section', anchor: 'vision', heading: 'Our Vision', paragraphs: [ABOUT.vision] },
    {
      type: 'cards',
      anchor: 'values',
      heading: 'Our Values',
      cards: ABOUT.values.map(({ title, text }) => ({ title, text, photo: null, highlights: [] })),
    },
  ],
};

/**
 * The facilities page (libs/content's FACILITIES): one card a facility, its drawing, its text and its three points,
 * drawn under the page title as the page always was.
 */
const FACILITIES_PAGE: SitePageFields = {
  title: 'Our Facilities',
  intro: '',
  blocks: [
    {
      type: 'cards',
      anchor: 'facilities',
      heading: 'Our Facilities',
      cards: FACILITIES.map((facility) => ({
        title: facility.title,
        text: facility.description,
        photo: { imageKey: facility.image, alt: '' },
        highlights: [...facility.highlights],
      })),
    },
  ],
};

/**
 * The kindergarten page (libs/content's programmes, subjects, offers, resources and gallery). A programme's ticks
 * are its ages and hours, shown as the line above its text; subject n lights offer card n.
 */
const KINDERGARTEN_PAGE: SitePageFields = {
  title: WELCOME_TEXTS.kindergarten.title,
  intro: WELCOME_TEXTS.kindergarten.text,
  blocks: [
    {
      type: 'cards',
      anchor: 'programmes',
      heading: 'Our Programmes',
      cards: KINDERGARTEN_PROGRAMMES.map((programme) => ({
        title: programme.title,
        text: programme.text,
        photo: null,
        highlights: [`Ages ${programme.ages}`, programme.hours],
      })),
    },
    {
      type: 'highlights',
      anchor: 'subjects',
      heading: 'What Your Child Learns',
      items: KINDERGARTEN_SUBJECTS.map(({ title, text }) => ({ title, text })),
    },
    {
      type: 'cards',
      anchor: 'offers',
      heading: 'Our Kindergarten Offers',
      cards: KINDERGARTEN_OFFERS.map(({ title, text }) => ({ title, text, photo: null, highlights: [] })),
    },
    {
      type: 'callToAction',
      anchor: 'enroll',
      heading: 'Give your child a happy start',
      text: 'Places in Nursery 1 and Nursery 2 fill quickly. Visit us, meet the teachers, then apply online.',
      label: 'Enroll Now',
      to: '/admission',
    },
    {
      type: 'highlights',
      anchor: 'resources',
      heading: 'Resources',
      items: KINDERGARTEN_RESOURCES.map(({ title, text }) => ({ title, text })),
    },
    {
      type: 'gallery',
      anchor: 'kg-gallery',
      heading: 'Kindergarten Gallery',
      photos: KINDERGARTEN_GALLERY.map((item) => ({
        photo: { imageKey: item.image, alt: '' },
        title: item.title,
        caption: '',
      })),
    },
  ],
};

/**
 * A stage page (primary, secondary): the welcome, the curriculum's tabs (the first opens, as the school's default)
 * and the subjects, shown as a tab beside the stage's news and events (which come from the news, not from here).
 */
function stagePage(
  welcome: { title: string; text: string },
  curriculum: CurriculumTab[],
  subjects: Array<{ name: string; description: string }>,
): SitePageFields {
  return {
    title: welcome.title,
    intro: welcome.text,
    blocks: [
      {
        type: 'tabs',
        anchor: 'curriculum',
        heading: 'Our Curriculum',
        tabs: curriculum.map(({ label, title, text, points }) => ({ label, title, text, points: [...points] })),
      },
      {
        type: 'highlights',
        anchor: 'subjects',
        heading: 'Subjects',
        items: subjects.map(({ name, description }) => ({ title: name, text: description })),
      },
    ],
  };
}

/**
 * The activities page (libs/content's activity groups and gallery): a card a group, each activity a tick that names
 * it before a colon; the gallery's photos are grouped into its tabs by their title (Special Events shows the
 * celebration photos, as before).
 */
const ACTIVITIES_PAGE: SitePageFields = {
  title: 'School Activities',
  intro: '',
  blocks: [
    {
      type: 'cards',
      anchor: 'groups',
      heading: 'Our Activities',
      cards: ACTIVITY_GROUPS.map((group) => ({
        title: group.mainTitle,
        text: group.mainDescription,
        photo: { imageKey: group.image, alt: '' },
        highlights: group.subActivities.map((activity) => `${activity.title}: ${activity.description}`),
      })),
    },
    {
      type: 'gallery',
      anchor: 'activity-gallery',
      heading: 'Activity Gallery',
      photos: ACTIVITY_GALLERY_CATEGORIES.flatMap((category) =>
        activityGalleryImages(category.id).map((image) => ({
          photo: { imageKey: image.image, alt: '' },
          title: category.label,
          caption: image.caption,
        })),
      ),
    },
  ],
};

/**
 * The admission page (libs/content's admission steps). The steps keep their `{validityDays}` (and any `{fee}`)
 * tokens: the page fills them from the API's payment config, the one source of the fee and the form's validity.
 */
const ADMISSION_PAGE: SitePageFields = {
  title: 'Admission',
  intro:
    `Admission into every class is open all year. We give a decision within ${ADMISSION_DECISION_DAYS} days of ` +
    'receiving a completed application.',
  blocks: [
    {
      type: 'accordion',
      anchor: 'steps',
      heading: 'Five steps to a place at ICAST',
      items: ADMISSION_STEPS.map(({ title, content }) => ({ title, text: content })),
    },
  ],
};

/**
 * The edited pages' first text: written once into the database on the first start, and what a page shows while its
 * saved text cannot be read.
 */
export const DEFAULT_SITE_PAGES: Record<SitePageKey, SitePageFields> = {
  hostel: HOSTEL_PAGE,
  about: ABOUT_PAGE,
  facilities: FACILITIES_PAGE,
  kindergarten: KINDERGARTEN_PAGE,
  primary: stagePage(WELCOME_TEXTS.primary, PRIMARY_CURRICULUM_TABS, PRIMARY_SUBJECTS),
  secondary: stagePage(WELCOME_TEXTS.secondary, SECONDARY_CURRICULUM_TABS, SECONDARY_SUBJECTS),
  activities: ACTIVITIES_PAGE,
  admission: ADMISSION_PAGE,
};
