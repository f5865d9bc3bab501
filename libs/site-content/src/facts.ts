import { type Announcement, type CampusSettings, officeEmail, type SiteSettings } from '@icast/contracts';
import type { FaqVars } from '@icast/content';

/**
 * A link that opens the phone's maps app (or Google Maps in a browser) with directions to the campus: to its
 * coordinates when staff set them, else to its address.
 */
export function directionsUrl(campus: Pick<CampusSettings, 'address' | 'latitude' | 'longitude'>): string {
  const destination =
    campus.latitude !== null && campus.longitude !== null ? `${campus.latitude},${campus.longitude}` : campus.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The announcement while it runs: from `startsAt` until `endsAt`. */
export function runningAnnouncement(announcement: Announcement | null, now = Date.now()): Announcement | null {
  if (!announcement) return null;
  return Date.parse(announcement.startsAt) <= now && now < Date.parse(announcement.endsAt) ? announcement : null;
}

/** What an FAQ answer's tokens are filled with: the configured fee and validity, and the facts staff set. */
export function faqVars(settings: SiteSettings, payment: Pick<FaqVars, 'fee' | 'validityDays'>): FaqVars {
  return {
    ...payment,
    academicYear: settings.academicYear,
    phones: settings.phones,
    email: officeEmail(settings),
  };
}
